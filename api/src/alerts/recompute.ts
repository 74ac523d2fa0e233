import { sql } from 'drizzle-orm';
import { arrayLiteral } from '../db/array-literal.js';
import type { DbOrTx } from '../db/client.js';
import { queryRows } from '../db/rows.js';
import type { AlertSeverity, MatchEvidence } from '../db/schema/index.js';
import { SEVERITY_RANK } from './severity.js';
import { alertSummary, alertTitle, expandedLine } from './text.js';
import type { RaisedAlert } from './types.js';

const RANK_SQL = (column: string) => sql.raw(`case ${column} when 'urgent' then 3 when 'high' then 2 else 1 end`);

/**
 * Recomputes alerts from all of their items: title ("N items"), summary, preview, findings, categories, and the
 * severity, which only ever goes up (the greater of the stored one and the items' strongest). The alerts are
 * locked first, so two analyses of the same meeting (an ingest and a document re-analysis) take turns and the
 * second sees the first's items. Returns the alerts whose severity went up, with the stored severity before.
 */
export async function recomputeAlerts(tx: DbOrTx, alertIds: number[]): Promise<RaisedAlert[]> {
  const ids = arrayLiteral(alertIds);
  const heads = await queryRows(
    tx,
    sql`select a.id, a.severity, a.title, a.summary, a.preview, a.expanded_finding, a.categories,
          p.name as property_name
        from alerts a join properties p on p.id = a.property_id
        where a.id = any(${ids}::integer[]) order by a.id for update of a`,
  );
  const items = await queryRows(
    tx,
    sql`select ai.alert_id, ai.severity, ai.categories, ai.impact_summary, ai.evidence, it.title as item_title
        from alert_items ai join agenda_items it on it.id = ai.agenda_item_id
        where ai.alert_id = any(${ids}::integer[]) order by ai.alert_id, ${RANK_SQL('ai.severity')} desc, ai.score desc, ai.id`,
  );
  const byAlert = new Map<number, typeof items>();
  for (const item of items) {
    const id = Number(item.alert_id);
    const list = byAlert.get(id);
    if (list) list.push(item);
    else byAlert.set(id, [item]);
  }
  const u = {
    id: [] as number[],
    severity: [] as string[],
    title: [] as string[],
    summary: [] as string[],
    preview: [] as string[],
    expanded: [] as string[],
    categories: [] as string[],
  };
  const raised: RaisedAlert[] = [];
  for (const head of heads) {
    const list = byAlert.get(Number(head.id));
    if (!list?.length) continue;
    const stored = head.severity as AlertSeverity;
    const strongest = list[0]!;
    const computed = strongest.severity as AlertSeverity;
    const severity = SEVERITY_RANK[computed] > SEVERITY_RANK[stored] ? computed : stored;
    if (severity !== stored) raised.push({ id: Number(head.id), from: stored, to: severity });
    const propertyName = String(head.property_name);
    const n = list.length;
    const found = [...new Set(list.flatMap((i) => parseCategories(i.categories)))];
    const categories = found.length ? found : ['others'];
    const title = alertTitle(String(strongest.item_title), n);
    const summary = alertSummary(n, propertyName, String(strongest.impact_summary));
    const preview = String(strongest.impact_summary);
    const expanded = list.map((i) => expandedLine(String(i.impact_summary), parseEvidence(i.evidence))).join('\n');
    // An alert analysed again with nothing new is left alone (a full re-analysis rewrites no row for nothing).
    const storedCategories = parseCategories(head.categories);
    const same =
      severity === head.severity &&
      title === head.title &&
      summary === head.summary &&
      preview === head.preview &&
      expanded === head.expanded_finding &&
      storedCategories.length === categories.length &&
      storedCategories.every((c) => categories.includes(c));
    if (same) continue;
    u.id.push(Number(head.id));
    u.severity.push(severity);
    u.title.push(title);
    u.summary.push(summary);
    u.preview.push(preview);
    u.expanded.push(expanded);
    u.categories.push(arrayLiteral(categories));
  }
  if (u.id.length === 0) return raised;
  const p = (values: ReadonlyArray<string | number | null>) => arrayLiteral(values);
  await tx.execute(sql`
    update alerts a set
      severity = case when ${RANK_SQL('r.severity')} > ${RANK_SQL('a.severity')} then r.severity else a.severity end,
      severity_raised_from = case when ${RANK_SQL('r.severity')} > ${RANK_SQL('a.severity')} then a.severity else a.severity_raised_from end,
      severity_raised_at = case when ${RANK_SQL('r.severity')} > ${RANK_SQL('a.severity')} then now() else a.severity_raised_at end,
      title = r.title, summary = r.summary, preview = r.preview, primary_finding = r.preview, expanded_finding = r.expanded,
      categories = r.categories::text[], updated_at = now()
    from unnest(${p(u.id)}::integer[], ${p(u.severity)}::text[], ${p(u.title)}::text[], ${p(u.summary)}::text[], ${p(u.preview)}::text[],
      ${p(u.expanded)}::text[], ${p(u.categories)}::text[]) as r(id, severity, title, summary, preview, expanded, categories)
    where a.id = r.id`);
  return raised;
}

/** A text[] column as the driver returns it: an array (node-postgres, PGlite) or its literal. */
function parseCategories(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string')
    return value
      .replace(/^\{|\}$/g, '')
      .split(',')
      .filter(Boolean)
      .map((v) => v.replace(/^"|"$/g, ''));
  return [];
}
function parseEvidence(value: unknown): MatchEvidence[] {
  if (Array.isArray(value)) return value as MatchEvidence[];
  if (typeof value === 'string') return JSON.parse(value) as MatchEvidence[];
  return [];
}
