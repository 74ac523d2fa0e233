import { sql, type SQL } from 'drizzle-orm';
import { arrayLiteral } from '../db/array-literal.js';
import type { Db, DbOrTx } from '../db/client.js';
import { queryRows } from '../db/rows.js';
import type { AlertCategory, AlertSeverity, MatchEvidence, MatchRule } from '../db/schema/index.js';
import { categoriesOf, confidenceLabel, itemSeverity, SEVERITY_RANK } from './classify.js';

/*
 * Writing the matches: one alert per (property, meeting), one impact per item, one insight per item where it
 * applies. A batch goes to the database as one statement whose columns travel as arrays (`unnest`): one round
 * trip, one plan and one parameter per column for thousands of rows, where multi-row VALUES lists cost a
 * parameter per cell and a statement per few hundred rows (and JSON documents cost a parse per object).
 * What repeats is sent once: an item's insight fields once per item, an evidence document once per batch
 * (a city-wide policy gives the same evidence to hundreds of properties).
 * Upserts on the unique keys: running again never duplicates, and the columns a user changes (status,
 * dismissal) are never in the update.
 */

export interface MatchedProperty {
  id: string;
  companyId: string;
  name: string;
  address: string | null;
}

export interface MatchedItem {
  id: number;
  meetingId: number;
  title: string;
  description: string | null;
  municipalityName: string;
  committeeType: string | null;
  meetingTitle: string;
  meetingDocumentUrl: string | null;
  documentId: number | null;
}

export interface Match {
  property: MatchedProperty;
  item: MatchedItem;
  evidence: MatchEvidence[];
}

/** An alert whose severity went up when later items or a re-analysis were added to it. */
export interface RaisedAlert {
  id: number;
  from: AlertSeverity;
  to: AlertSeverity;
}

export interface WriteResult {
  createdAlertIds: number[];
  updatedAlertIds: number[];
  /** Updated alerts whose severity went up (never down). */
  raised: RaisedAlert[];
}


interface Rated {
  match: Match;
  categories: AlertCategory[];
  severity: AlertSeverity;
  score: number;
  summary: string;
}

function impactSummary(match: Match, categories: AlertCategory[]): string {
  const top = match.evidence[0]!;
  const what = categories.filter((c) => c !== 'others').join(', ') || 'municipal';
  switch (top.rule) {
    case 'address':
      return `"${match.item.title}" names ${top.text}, the address of ${match.property.name}: a ${what} matter about the property itself.`;
    case 'application_number':
      return `"${match.item.title}" concerns application ${top.text}, which you track for ${match.property.name}.`;
    case 'distance':
      return `"${match.item.title}" is a ${what} matter ${top.distanceMeters} m from ${match.property.name}.`;
    default:
      return `"${match.item.title}" is a ${what} policy of ${match.item.municipalityName} that applies to ${match.property.name}${top.rule === 'land_use' || match.evidence.some((e) => e.rule === 'land_use') ? ' and names its land use' : ''}.`;
  }
}

/** The alert's title and summary, from its number of items and its strongest item: written the same way on every path. */
export const alertTitle = (meetingTitle: string, n: number, propertyName: string) => `${meetingTitle}: ${n} item${n === 1 ? '' : 's'} may affect ${propertyName}`;
export const alertSummary = (meetingTitle: string, municipalityName: string, n: number, propertyName: string, strongest: string) =>
  `${n === 1 ? 'One agenda item' : `${n} agenda items`} of ${meetingTitle} (${municipalityName}) may affect ${propertyName}. ${strongest}`;
const expandedLine = (summary: string, evidence: MatchEvidence[]) => `• ${summary} (${evidence.map((e) => e.detail ?? e.rule).join('; ')})`;

/** Categories depend on the item only: computed once per item, not once per matched property. */
function itemCategories(cache: Map<number, { text: string; categories: AlertCategory[] }>, item: MatchedItem) {
  let entry = cache.get(item.id);
  if (!entry) {
    const text = `${item.title}\n${item.description ?? ''}`;
    entry = { text, categories: categoriesOf(text) };
    cache.set(item.id, entry);
  }
  return entry;
}

function rate(match: Match, nearRadius: number, cache: Map<number, { text: string; categories: AlertCategory[] }>): Rated {
  const { categories } = itemCategories(cache, match.item);
  const top = match.evidence[0]!;
  // The most severe of the rules that matched (evidence is ordered by confidence, not by severity: an address
  // found in a report and a point 40 m away both hold, and the address makes it urgent).
  let severity: AlertSeverity = 'normal';
  for (const e of match.evidence) {
    const s = itemSeverity({ rule: e.rule, categories, distanceMeters: e.distanceMeters, nearRadius, policyNamesProperty: e.namesProperty === true });
    if (SEVERITY_RANK[s] > SEVERITY_RANK[severity]) severity = s;
  }
  // Several rules agreeing raise the confidence a little.
  const score = Math.min(0.99, top.confidence + 0.05 * (match.evidence.length - 1));
  return { match, categories, severity, score, summary: impactSummary(match, categories) };
}

/** Competitors (development nearby), city growth (infrastructure) and big policies, from the same matches. */
function insightCategory(rated: Rated): string | null {
  const top = rated.match.evidence[0]!;
  if (top.rule === 'distance' && rated.categories.includes('development')) return 'competitors';
  if (rated.categories.includes('infrastructure')) return 'city_growth';
  if (top.rule === 'municipality_policy' || top.rule === 'committee_policy' || top.rule === 'land_use') return 'big_policies';
  return null;
}

/** One batch as columns: alerts (A), impacts (I, `alert` is the 1-based alert row), insights (S), their items (T), evidence (E). */
export interface Columns {
  a: { companyId: string[]; propertyId: string[]; meetingId: number[]; severity: string[]; title: string[]; summary: string[]; preview: string[]; expanded: string[]; categories: string[]; documentUrl: Array<string | null> };
  i: { alert: number[]; agendaItemId: number[]; documentId: Array<number | null>; rule: string[]; confidence: string[]; score: number[]; severity: string[]; categories: string[]; summary: string[]; evidence: number[] };
  s: { alert: number[]; category: string[]; severity: string[]; itemId: number[]; rule: string[]; distance: Array<number | null> };
  t: { itemId: number[]; sourceId: string[]; title: string[]; description: string[]; municipality: string[]; documentUrl: Array<string | null>; documentTitle: string[]; meetingId: number[] };
  e: string[];
}

/** Matches grouped by their alert: one group per (property, meeting). */
function groupByAlert(matches: Match[]): Match[][] {
  const groups = new Map<string, Match[]>();
  for (const match of matches) {
    const key = `${match.property.id}|${match.item.meetingId}`;
    const list = groups.get(key);
    if (list) list.push(match);
    else groups.set(key, [match]);
  }
  return [...groups.values()];
}

/** The columns of some alerts' groups of matches (one alert per property and meeting), rated. */
function planColumns(groups: Match[][], nearRadius: number): Columns {
  const c: Columns = {
    a: { companyId: [], propertyId: [], meetingId: [], severity: [], title: [], summary: [], preview: [], expanded: [], categories: [], documentUrl: [] },
    i: { alert: [], agendaItemId: [], documentId: [], rule: [], confidence: [], score: [], severity: [], categories: [], summary: [], evidence: [] },
    s: { alert: [], category: [], severity: [], itemId: [], rule: [], distance: [] },
    t: { itemId: [], sourceId: [], title: [], description: [], municipality: [], documentUrl: [], documentTitle: [], meetingId: [] },
    e: [],
  };
  const cache = new Map<number, { text: string; categories: AlertCategory[] }>();
  const evidenceRow = new Map<string, number>();
  const insightItems = new Set<number>();
  const categoriesLiteral = new Map<string, string>();
  const literalOf = (categories: AlertCategory[]) => {
    const key = categories.join(',');
    let literal = categoriesLiteral.get(key);
    if (literal === undefined) categoriesLiteral.set(key, (literal = arrayLiteral(categories)));
    return literal;
  };
  for (const group of groups) {
    const first = group[0]!;
    const rated = group.map((match) => rate(match, nearRadius, cache));
    rated.sort((a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] || b.score - a.score);
    const strongest = rated[0]!;
    const n = rated.length;
    const { property, item } = first;
    c.a.companyId.push(property.companyId);
    c.a.propertyId.push(property.id);
    c.a.meetingId.push(item.meetingId);
    c.a.severity.push(strongest.severity);
    c.a.title.push(alertTitle(item.meetingTitle, n, property.name));
    c.a.summary.push(alertSummary(item.meetingTitle, item.municipalityName, n, property.name, strongest.summary));
    c.a.preview.push(strongest.summary);
    c.a.expanded.push(rated.map((r) => expandedLine(r.summary, r.match.evidence)).join('\n'));
    c.a.categories.push(literalOf([...new Set(rated.flatMap((r) => r.categories))]));
    c.a.documentUrl.push(item.meetingDocumentUrl);
    const alert = c.a.propertyId.length;
    for (const r of rated) {
      const evidence = JSON.stringify(r.match.evidence);
      let e = evidenceRow.get(evidence);
      if (e === undefined) {
        c.e.push(evidence);
        evidenceRow.set(evidence, (e = c.e.length));
      }
      const top = r.match.evidence[0]!;
      c.i.alert.push(alert);
      c.i.agendaItemId.push(r.match.item.id);
      c.i.documentId.push(r.match.evidence.find((x) => x.documentId)?.documentId ?? r.match.item.documentId);
      c.i.rule.push(top.rule as MatchRule);
      c.i.confidence.push(confidenceLabel(r.score));
      c.i.score.push(r.score);
      c.i.severity.push(r.severity);
      c.i.categories.push(literalOf(r.categories));
      c.i.summary.push(r.summary);
      c.i.evidence.push(e);

      const category = insightCategory(r);
      if (!category) continue;
      const it = r.match.item;
      if (!insightItems.has(it.id)) {
        insightItems.add(it.id);
        c.t.itemId.push(it.id);
        c.t.sourceId.push(`agenda_item:${it.id}`);
        c.t.title.push(it.title);
        c.t.description.push((it.description ?? '').slice(0, 500) || it.meetingTitle);
        c.t.municipality.push(it.municipalityName);
        c.t.documentUrl.push(it.meetingDocumentUrl);
        c.t.documentTitle.push(it.meetingTitle);
        c.t.meetingId.push(it.meetingId);
      }
      c.s.alert.push(alert);
      c.s.category.push(category);
      c.s.severity.push(r.severity === 'urgent' || r.severity === 'high' ? 'high' : top.rule === 'distance' ? 'medium' : 'low');
      c.s.itemId.push(it.id);
      c.s.rule.push(top.rule);
      c.s.distance.push(top.distanceMeters ?? null);
    }
  }
  return c;
}

/**
 * One batch's upsert, ready to send; null when nothing matched. Only the statement's parameters (one string per
 * column) outlive this call: the matches and the column arrays are garbage once it returns, so a batch waiting
 * for the previous one's write holds one copy of its rows, not three.
 */
export function planStatement(matches: Match[], nearRadius: number): SQL | null {
  const c = planColumns(groupByAlert(matches), nearRadius);
  return c.a.propertyId.length === 0 ? null : upsertStatement(c);
}

/**
 * Alerts written by one statement at most. A policy of a regional body reaches every property of its members
 * (thousands): its batch's alerts go out in statements of this many, each planned only when the previous one is
 * being written, so the texts of one batch (titles, summaries, evidence: about 1 kB an alert, copied again into
 * the statement's parameters) are never all in memory at once. Bench at 10,000 properties with regional bodies:
 * one statement per batch peaked at 563 MB RSS.
 */
export const ALERTS_PER_STATEMENT = 1000;

/**
 * A batch's upserts, planned one at a time as they are asked for: every alert (all of its items) is in exactly one
 * of them. Nothing when nothing matched.
 */
export function* planStatements(matches: Match[], nearRadius: number, alertsPerStatement = ALERTS_PER_STATEMENT): Generator<SQL> {
  const groups = groupByAlert(matches);
  for (let i = 0; i < groups.length; i += alertsPerStatement) {
    const c = planColumns(groups.slice(i, i + alertsPerStatement), nearRadius);
    if (c.a.propertyId.length > 0) yield upsertStatement(c);
  }
}

/**
 * Sends a planned batch, and makes the alerts it added to true again, in one transaction: an alert that already
 * existed (earlier items of its meeting, a document analysed later, a re-analysis) gets its title, summary,
 * categories and severity recomputed from all of its items in the database, not only this batch's. A new alert
 * holds only this batch's items, which the upsert wrote whole.
 */
export async function writeStatement(db: Db, statement: SQL): Promise<WriteResult> {
  return db.transaction(async (tx) => {
    const result: WriteResult = { createdAlertIds: [], updatedAlertIds: [], raised: [] };
    const rows = await queryRows(tx, statement);
    for (const row of rows) (row.inserted ? result.createdAlertIds : result.updatedAlertIds).push(Number(row.id));
    if (result.updatedAlertIds.length) result.raised = await recomputeAlerts(tx, result.updatedAlertIds);
    return result;
  });
}

const RANK_SQL = (column: string) => sql.raw(`case ${column} when 'urgent' then 3 when 'high' then 2 else 1 end`);

/**
 * Recomputes alerts from all of their items: title ("N items"), summary, preview, findings, categories, and the
 * severity, which only ever goes up (the greater of the stored one and the items' strongest). The alerts are
 * locked first, so two analyses of the same meeting (an ingest and a document re-analysis) take turns and the
 * second sees the first's items. Returns the alerts whose severity went up, with the stored severity before.
 */
async function recomputeAlerts(tx: DbOrTx, alertIds: number[]): Promise<RaisedAlert[]> {
  const ids = arrayLiteral(alertIds);
  const heads = await queryRows(
    tx,
    sql`select a.id, a.severity, a.title, a.summary, a.preview, a.expanded_finding, a.categories,
          p.name as property_name, m.title as meeting_title, mu.name as municipality_name
        from alerts a join properties p on p.id = a.property_id
        left join meetings m on m.id = a.meeting_id left join municipalities mu on mu.id = m.municipality_id
        where a.id = any(${ids}::integer[]) order by a.id for update of a`,
  );
  const items = await queryRows(
    tx,
    sql`select alert_id, severity, categories, impact_summary, evidence from alert_items
        where alert_id = any(${ids}::integer[]) order by alert_id, ${RANK_SQL('severity')} desc, score desc, id`,
  );
  const byAlert = new Map<number, typeof items>();
  for (const item of items) {
    const id = Number(item.alert_id);
    const list = byAlert.get(id);
    if (list) list.push(item);
    else byAlert.set(id, [item]);
  }
  const u = { id: [] as number[], severity: [] as string[], title: [] as string[], summary: [] as string[], preview: [] as string[], expanded: [] as string[], categories: [] as string[] };
  const raised: RaisedAlert[] = [];
  for (const head of heads) {
    const list = byAlert.get(Number(head.id));
    if (!list?.length) continue;
    const stored = head.severity as AlertSeverity;
    const strongest = list[0]!;
    const computed = strongest.severity as AlertSeverity;
    const severity = SEVERITY_RANK[computed] > SEVERITY_RANK[stored] ? computed : stored;
    if (severity !== stored) raised.push({ id: Number(head.id), from: stored, to: severity });
    const meetingTitle = String(head.meeting_title ?? 'Meeting');
    const propertyName = String(head.property_name);
    const n = list.length;
    const found = [...new Set(list.flatMap((i) => parseCategories(i.categories)))];
    const categories = found.length ? found : ['others'];
    const title = alertTitle(meetingTitle, n, propertyName);
    const summary = alertSummary(meetingTitle, String(head.municipality_name ?? ''), n, propertyName, String(strongest.impact_summary));
    const preview = String(strongest.impact_summary);
    const expanded = list.map((i) => expandedLine(String(i.impact_summary), parseEvidence(i.evidence))).join('\n');
    // An alert analysed again with nothing new is left alone (a full re-analysis rewrites no row for nothing).
    const storedCategories = parseCategories(head.categories);
    const same =
      severity === head.severity && title === head.title && summary === head.summary && preview === head.preview && expanded === head.expanded_finding &&
      storedCategories.length === categories.length && storedCategories.every((c) => categories.includes(c));
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
  if (typeof value === 'string') return value.replace(/^\{|\}$/g, '').split(',').filter(Boolean).map((v) => v.replace(/^"|"$/g, ''));
  return [];
}
function parseEvidence(value: unknown): MatchEvidence[] {
  if (Array.isArray(value)) return value as MatchEvidence[];
  if (typeof value === 'string') return JSON.parse(value) as MatchEvidence[];
  return [];
}

/*
 * Data-modifying CTEs all run to completion in one statement. Impacts and insights find their alert's id through
 * their alert row: `input` numbers the rows (ordinality), `keyed` joins them to the upsert's RETURNING on the
 * unique key (property, meeting). `xmax = 0` tells an inserted row from an updated one. Each `$n::type[]` is one
 * parameter of that type, parsed once.
 */
function upsertStatement(c: Columns) {
  const p = (values: ReadonlyArray<string | number | null>) => arrayLiteral(values);
  return sql`
    with input as materialized (
      select * from unnest(${p(c.a.companyId)}::uuid[], ${p(c.a.propertyId)}::uuid[], ${p(c.a.meetingId)}::integer[], ${p(c.a.severity)}::text[],
        ${p(c.a.title)}::text[], ${p(c.a.summary)}::text[], ${p(c.a.preview)}::text[], ${p(c.a.expanded)}::text[], ${p(c.a.categories)}::text[],
        ${p(c.a.documentUrl)}::text[]) with ordinality
        as r(company_id, property_id, meeting_id, severity, title, summary, preview, expanded_finding, categories, document_url, n)
    ),
    written as (
      insert into alerts as a (company_id, property_id, meeting_id, source_key, severity, title, summary, preview, primary_finding, expanded_finding, categories, document_url)
      select company_id, property_id, meeting_id, 'meeting:' || meeting_id, severity, title, summary, preview, preview, expanded_finding, categories::text[], document_url
      from input
      on conflict (property_id, source_key) do update set
        company_id = excluded.company_id, meeting_id = excluded.meeting_id, document_url = excluded.document_url, updated_at = now()
      returning a.id, a.company_id, a.property_id, a.meeting_id, (a.xmax = 0) as inserted
    ),
    keyed as materialized (
      select w.id, w.inserted, w.company_id, w.property_id, r.n from written w join input r on r.property_id = w.property_id and r.meeting_id = w.meeting_id
    ),
    impacts as (
      insert into alert_items (alert_id, company_id, agenda_item_id, document_id, rule, confidence, score, severity, categories, impact_summary, evidence)
      select k.id, k.company_id, i.agenda_item_id, i.document_id, i.rule, i.confidence, i.score, i.severity, i.categories::text[], i.impact_summary, e.doc
      from unnest(${p(c.i.alert)}::integer[], ${p(c.i.agendaItemId)}::integer[], ${p(c.i.documentId)}::integer[], ${p(c.i.rule)}::text[],
        ${p(c.i.confidence)}::text[], ${p(c.i.score)}::double precision[], ${p(c.i.severity)}::text[], ${p(c.i.categories)}::text[],
        ${p(c.i.summary)}::text[], ${p(c.i.evidence)}::integer[])
        as i(alert, agenda_item_id, document_id, rule, confidence, score, severity, categories, impact_summary, evidence)
      join keyed k on k.n = i.alert
      join unnest(${p(c.e)}::jsonb[]) with ordinality as e(doc, n) on e.n = i.evidence
      on conflict (alert_id, agenda_item_id) do update set
        company_id = excluded.company_id, document_id = excluded.document_id, rule = excluded.rule, confidence = excluded.confidence, score = excluded.score,
        severity = excluded.severity, categories = excluded.categories, impact_summary = excluded.impact_summary, evidence = excluded.evidence
    ),
    insights as (
      insert into project_insights (company_id, property_id, category_slug, title, description, severity, municipality_name, document_url, document_title, source_id, insight_data)
      select k.company_id, k.property_id, s.category, t.title, t.description, s.severity, t.municipality, t.document_url, t.document_title, t.source_id,
        jsonb_build_object('rule', s.rule, 'distance_meters', s.distance, 'meeting_id', t.meeting_id, 'source_document_url', t.document_url)
      from unnest(${p(c.s.alert)}::integer[], ${p(c.s.category)}::text[], ${p(c.s.severity)}::text[], ${p(c.s.itemId)}::integer[], ${p(c.s.rule)}::text[],
        ${p(c.s.distance)}::integer[]) as s(alert, category, severity, item_id, rule, distance)
      join keyed k on k.n = s.alert
      join unnest(${p(c.t.itemId)}::integer[], ${p(c.t.sourceId)}::text[], ${p(c.t.title)}::text[], ${p(c.t.description)}::text[], ${p(c.t.municipality)}::text[],
        ${p(c.t.documentUrl)}::text[], ${p(c.t.documentTitle)}::text[], ${p(c.t.meetingId)}::integer[])
        as t(item_id, source_id, title, description, municipality, document_url, document_title, meeting_id) on t.item_id = s.item_id
      on conflict (property_id, category_slug, source_id) do update set
        company_id = excluded.company_id, title = excluded.title, description = excluded.description, severity = excluded.severity,
        municipality_name = excluded.municipality_name, document_url = excluded.document_url, document_title = excluded.document_title,
        insight_data = excluded.insight_data, updated_at = now()
    )
    select id, inserted from keyed`;
}
