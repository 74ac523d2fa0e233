import type { DbOrTx } from '../db/client.js';
import { InvalidError, NotFoundError } from '../lib/domain-errors.js';
import { httpUrlOrNull, withSafeUrls } from '../lib/http-url.js';
import { UUID_RE } from '../lib/crypto.js';
import type { InsightOut, InsightPageOut } from '../schemas/project-insights.js';
import { intQuery, pathId } from '../schemas/query.js';
import {
  categoryExists,
  findInsight,
  findInsightProperty,
  insightPage,
  type InsightFilter,
  type InsightRow,
} from './repository.js';

/* The checks and the wire shape shared by the project insights routes. */

export const INSIGHT_NOT_FOUND = 'Insight not found';
const PROPERTY_NOT_FOUND = 'Property not found';

export function toInsightOut(row: InsightRow): InsightOut {
  return {
    id: row.id,
    property_id: row.propertyId,
    property_name: row.propertyName,
    title: row.title,
    description: row.description,
    severity: row.severity,
    category_slug: row.categorySlug,
    municipality_name: row.municipalityName,
    // Links stored before only http(s) was accepted, or written from a source, are served only when safe.
    proposal_url: httpUrlOrNull(row.proposalUrl),
    document_url: httpUrlOrNull(row.documentUrl),
    document_title: row.documentTitle,
    source_id: row.sourceId,
    insight_data: withSafeUrls(row.insightData ?? {}),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The caller's company's property (with its land uses), or 404. */
export async function ownedProperty(db: DbOrTx, companyId: string, id: string) {
  if (!UUID_RE.test(id)) throw new NotFoundError(PROPERTY_NOT_FOUND);
  const row = await findInsightProperty(db, companyId, id);
  if (!row) throw new NotFoundError(PROPERTY_NOT_FOUND);
  return row;
}

/** A category filter: undefined for none or 'all', the slug when it names a category, 400 otherwise. */
export async function checkCategory(db: DbOrTx, slug: string | undefined): Promise<string | undefined> {
  const value = slug?.trim();
  if (!value || value === 'all') return undefined;
  if (!(await categoryExists(db, value))) throw new InvalidError(`Unknown category: ${value.slice(0, 60)}`);
  return value;
}

/** A page of insights under the filter, from the raw limit and offset of the query string. */
export async function insightsPage(
  db: DbOrTx,
  filter: InsightFilter,
  limitRaw: string | undefined,
  offsetRaw: string | undefined,
): Promise<InsightPageOut> {
  const limit = intQuery(limitRaw, 'Limit', 1, 100, 20);
  const offset = intQuery(offsetRaw, 'Offset', 0, 1_000_000, 0);
  const { rows, total } = await insightPage(db, filter, limit, offset);
  return { items: rows.map(toInsightOut), total, limit, offset };
}

/** The caller's company's insight named in the path, or 404. */
export async function findOwnedInsight(db: DbOrTx, companyId: string, rawId: string): Promise<InsightRow> {
  const id = pathId(rawId, INSIGHT_NOT_FOUND);
  const row = await findInsight(db, companyId, id);
  if (!row) throw new NotFoundError(INSIGHT_NOT_FOUND);
  return row;
}
