import { asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { municipalities, municipalityMembers, properties, sourceStatus, sources } from '../db/schema/index.js';
import { formatShortDate } from '../lib/dates.js';
import { sourceLabel } from './source-labels.js';

/*
 * The degraded sources that concern one company: those whose municipality is one of its properties'
 * municipalities or a body that includes it (a region, a conservation authority: municipality_members), and the
 * province-wide sources (no municipality) once the company has a property. Each with the properties it affects
 * and the message its users read.
 */

export interface DegradedSource {
  source: string;
  label: string;
  kind: string;
  municipality: string | null;
  degradedAt: Date;
  reason: string;
  lastSuccessAt: Date | null;
  propertyIds: string[];
  message: string;
}

/** "Toronto council agendas have not been read since Nov 26. Alerts from them may be missing." */
export function degradedMessage(label: string, lastSuccessAt: Date | null, now: Date = new Date()): string {
  const read = lastSuccessAt
    ? `have not been read since ${formatShortDate(lastSuccessAt, now)}`
    : 'have never been read';
  return `${label} ${read}. Alerts from them may be missing.`;
}

export async function degradedSourcesOfCompany(
  db: DbOrTx,
  companyId: string,
  now: Date = new Date(),
): Promise<DegradedSource[]> {
  const degraded = await db
    .select({
      source: sourceStatus.source,
      degradedAt: sourceStatus.degradedAt,
      reason: sourceStatus.degradedReason,
      // Its last successful run, else when its data last arrived (the newest meeting stored under its name: the
      // demo dataset, an import), as coverage counts it (docs/coverage.md).
      lastSuccessAt: sql<Date | null>`coalesce(${sourceStatus.lastSuccessAt},
        (select max(m.created_at) from meetings m where m.source = ${sourceStatus.source}))`.mapWith(
        (value: string | Date | null) => (value ? new Date(value) : null),
      ),
      connector: sources.connector,
      kind: sources.kind,
      municipalityId: sources.municipalityId,
      municipality: municipalities.name,
    })
    .from(sourceStatus)
    .innerJoin(sources, eq(sources.name, sourceStatus.source))
    .leftJoin(municipalities, eq(municipalities.id, sources.municipalityId))
    .where(isNotNull(sourceStatus.degradedAt))
    .orderBy(asc(sourceStatus.source));
  if (degraded.length === 0) return [];
  const owned = await db
    .select({ id: properties.id, municipalityId: properties.municipalityId })
    .from(properties)
    .where(eq(properties.companyId, companyId))
    .orderBy(asc(properties.createdAt), asc(properties.id));
  if (owned.length === 0) return [];
  const places = [...new Set(owned.map((p) => p.municipalityId).filter((id): id is number => id !== null))];
  const links = places.length
    ? await db
        .select({ regionId: municipalityMembers.regionId, memberId: municipalityMembers.memberId })
        .from(municipalityMembers)
        .where(inArray(municipalityMembers.memberId, places))
    : [];
  /** Each property's municipality and the bodies that include it. */
  const reach = new Map(
    owned.map((p) => [
      p.id,
      p.municipalityId === null
        ? new Set<number>()
        : new Set([p.municipalityId, ...links.filter((l) => l.memberId === p.municipalityId).map((l) => l.regionId)]),
    ]),
  );
  const out: DegradedSource[] = [];
  for (const row of degraded) {
    const propertyIds = owned
      .filter((p) => row.municipalityId === null || reach.get(p.id)!.has(row.municipalityId))
      .map((p) => p.id);
    if (propertyIds.length === 0) continue;
    const label = sourceLabel(row.source, {
      connector: row.connector,
      kind: row.kind,
      municipalityName: row.municipality,
    });
    out.push({
      source: row.source,
      label,
      kind: row.kind,
      municipality: row.municipality,
      degradedAt: row.degradedAt!,
      reason: row.reason ?? '',
      lastSuccessAt: row.lastSuccessAt,
      propertyIds,
      message: degradedMessage(label, row.lastSuccessAt, now),
    });
  }
  return out;
}

/** A source's label and municipality as the sources table knows them (for operators' mails). */
export async function sourceLabelOf(db: DbOrTx, name: string): Promise<string> {
  const [row] = await db
    .select({ connector: sources.connector, kind: sources.kind, municipality: municipalities.name })
    .from(sources)
    .leftJoin(municipalities, eq(municipalities.id, sources.municipalityId))
    .where(eq(sources.name, name));
  return sourceLabel(name, { connector: row?.connector, kind: row?.kind, municipalityName: row?.municipality });
}
