import type { SQL } from 'drizzle-orm';
import { arrayLiteral } from '../db/array-literal.js';
import type { AlertCategory, AlertSeverity, MatchEvidence, MatchRule } from '../db/schema/index.js';
import { upsertStatement, type Columns } from '../alerts/property-upsert.js';
import { SEVERITY_RANK } from '../alerts/severity.js';
import { impactSummary } from './alert-text.js';
import { categoriesOf, confidenceLabel, itemSeverity } from './classify.js';
import type { Match, MatchedItem } from './match-types.js';

/*
 * Planning the writes of a batch of matches: grouped into alerts (one per property and meeting), rated (severity,
 * score, categories, summaries) and laid out as columns, one upsert statement per ALERTS_PER_STATEMENT alerts.
 */

interface Rated {
  match: Match;
  categories: AlertCategory[];
  severity: AlertSeverity;
  score: number;
  summary: string;
}

/** Categories depend on the item only: computed once per item, not once per matched property. */
function itemCategories(cache: Map<number, { text: string; categories: AlertCategory[] }>, item: MatchedItem) {
  let entry = cache.get(item.id);
  if (!entry) {
    const text = [item.title, item.description, item.titleFr, item.descriptionFr].filter(Boolean).join('\n');
    entry = { text, categories: categoriesOf(text) };
    cache.set(item.id, entry);
  }
  return entry;
}

function rate(
  match: Match,
  nearRadius: number,
  cache: Map<number, { text: string; categories: AlertCategory[] }>,
): Rated {
  const { categories } = itemCategories(cache, match.item);
  const top = match.evidence[0]!;
  // The most severe of the rules that matched (evidence is ordered by confidence, not by severity: an address
  // found in a report and a point 40 m away both hold, and the address makes it urgent).
  let severity: AlertSeverity = 'normal';
  for (const e of match.evidence) {
    const s = itemSeverity({
      rule: e.rule,
      categories,
      distanceMeters: e.distanceMeters,
      nearRadius,
      policyNamesProperty: e.namesProperty === true,
    });
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
  if (top.rule === 'municipality_policy' || top.rule === 'committee_policy' || top.rule === 'land_use')
    return 'big_policies';
  return null;
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
    a: {
      companyId: [],
      propertyId: [],
      meetingId: [],
      severity: [],
      categories: [],
      documentUrl: [],
      propertyName: [],
      meetingTitle: [],
      municipality: [],
    },
    i: {
      alert: [],
      agendaItemId: [],
      documentId: [],
      rule: [],
      confidence: [],
      score: [],
      severity: [],
      categories: [],
      summary: [],
      itemTitle: [],
      evidence: [],
    },
    s: { alert: [], category: [], severity: [], itemId: [], rule: [], distance: [] },
    t: {
      itemId: [],
      sourceId: [],
      title: [],
      description: [],
      municipality: [],
      documentUrl: [],
      documentTitle: [],
      meetingId: [],
    },
    e: [],
  };
  const cache = new Map<number, { text: string; categories: AlertCategory[] }>();
  const evidenceRow = new Map<string, number>();
  const objectIds = new Map<MatchEvidence, number>();
  const evidenceOfObjects = new Map<string, number>();
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
    const { property, item } = first;
    c.a.companyId.push(property.companyId);
    c.a.propertyId.push(property.id);
    c.a.meetingId.push(item.meetingId);
    c.a.severity.push(strongest.severity);
    c.a.categories.push(literalOf([...new Set(rated.flatMap((r) => r.categories))]));
    c.a.documentUrl.push(item.meetingDocumentUrl);
    // The alert's title, summary and findings are written by the statement from these and its impacts (in the
    // order pushed below: strongest first), as alertTitle, alertSummary and expandedLine would.
    c.a.propertyName.push(property.name);
    c.a.meetingTitle.push(item.meetingTitle);
    c.a.municipality.push(item.municipalityName);
    const alert = c.a.propertyId.length;
    for (const r of rated) {
      // A policy's evidence objects are shared by the hundreds of properties it reaches: a list of the same
      // objects is serialized once (JSON.stringify of every impact's evidence was a large share of a run's garbage).
      let objects = '';
      for (const x of r.match.evidence) {
        let id = objectIds.get(x);
        if (id === undefined) objectIds.set(x, (id = objectIds.size));
        objects += `${id},`;
      }
      let e = evidenceOfObjects.get(objects);
      if (e === undefined) {
        const evidence = JSON.stringify(r.match.evidence);
        e = evidenceRow.get(evidence);
        if (e === undefined) {
          c.e.push(evidence);
          evidenceRow.set(evidence, (e = c.e.length));
        }
        evidenceOfObjects.set(objects, e);
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
      c.i.itemTitle.push(r.match.item.title);
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
      c.s.severity.push(
        r.severity === 'urgent' || r.severity === 'high' ? 'high' : top.rule === 'distance' ? 'medium' : 'low',
      );
      c.s.itemId.push(it.id);
      c.s.rule.push(top.rule);
      c.s.distance.push(top.distanceMeters ?? null);
    }
  }
  return c;
}

/**
 * Alerts written by one statement at most. A policy of a regional body reaches every property of its members
 * (thousands): its batch's alerts go out in statements of this many, each planned only when the previous one is
 * being written, so the texts of one batch (impact summaries, evidence, copied again into the statement's
 * parameters) are never all in memory at once. Bench at 10,000 properties with regional bodies: one statement per
 * batch peaked at 563 MB RSS (when the alerts' own texts were still built here); once matched a meeting at a time,
 * 1,000 alerts a statement grew the RSS by 5-86 MB during the run, 300 by 33 MB for 0.8 s more CPU.
 */
export const ALERTS_PER_STATEMENT = 500;

/**
 * A batch's upserts, planned one at a time as they are asked for: every alert (all of its items) is in exactly one
 * of them. Nothing when nothing matched.
 */
export function* planStatements(
  matches: Match[],
  nearRadius: number,
  alertsPerStatement = ALERTS_PER_STATEMENT,
): Generator<SQL> {
  yield* planStatementsOf([matches], nearRadius, alertsPerStatement);
}

/**
 * The upserts of lists of matches that never share an alert (one list per meeting), read one list at a time:
 * statements of alertsPerStatement alerts, each planned when asked for, the last one when the lists run out. A
 * list's matches are dropped once their alerts are planned, so only one statement's worth waits at a time.
 */
export function* planStatementsOf(
  lists: Iterable<Match[]>,
  nearRadius: number,
  alertsPerStatement = ALERTS_PER_STATEMENT,
): Generator<SQL> {
  let pending: Match[][] = [];
  for (const matches of lists) {
    for (const group of groupByAlert(matches)) {
      pending.push(group);
      if (pending.length < alertsPerStatement) continue;
      const columns = planColumns(pending, nearRadius);
      pending = [];
      yield upsertStatement(columns);
    }
  }
  if (pending.length > 0) yield upsertStatement(planColumns(pending, nearRadius));
}
