import type { DbOrTx } from '../db/client.js';
import { asSystem } from '../db/tenant-context.js';
import { coverageMessage, coverageOf, sourceState, type SourceScope } from './levels.js';
import {
  allMemberships,
  allPlaces,
  companyPropertyCounts,
  companyRequested,
  companyRequests,
  findPlace,
  itemsSince,
  rankedRequests,
  recordRequest,
  sourcesWithHealth,
  type PlaceRow,
  type SourceWithHealth,
} from './repository.js';

/*
 * Coverage, measured: for each municipality, which sources reach a property there and in what state. Global facts
 * (registry, sources, health) with the caller's company's own counts (its properties there, its request).
 */

const KIND_LABEL: Record<string, string> = {
  council: 'council and committee agendas',
  applications: 'planning applications',
  regional: 'regional council agendas',
  conservation: 'conservation authority agendas',
  provincial: 'provincial registry',
  tribunal: 'tribunal decisions',
  mayoral: 'mayoral decisions',
};
const PROVINCE_LABEL: Record<string, string> = {
  ero: 'Environmental Registry of Ontario',
  orr: "Ontario's Regulatory Registry",
  'canlii:onlt': 'Ontario Land Tribunal decisions (CanLII)',
  'canlii:onltb': 'Ontario Land Tribunal decisions, former boards (CanLII)',
};

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

interface Loaded {
  places: PlaceRow[];
  byId: Map<number, PlaceRow>;
  bodiesOf: Map<number, number[]>;
  sourcesOf: Map<number | null, SourceWithHealth[]>;
}

async function load(db: DbOrTx): Promise<Loaded> {
  const [places, links, list] = await Promise.all([allPlaces(db), allMemberships(db), sourcesWithHealth(db)]);
  const bodiesOf = new Map<number, number[]>();
  for (const { bodyId, memberId } of links) bodiesOf.set(memberId, [...(bodiesOf.get(memberId) ?? []), bodyId]);
  const sourcesOf = new Map<number | null, SourceWithHealth[]>();
  for (const s of list) sourcesOf.set(s.municipalityId, [...(sourcesOf.get(s.municipalityId) ?? []), s]);
  return { places, byId: new Map(places.map((p) => [p.id, p])), bodiesOf, sourcesOf };
}

/**
 * A source "has been read" once its data is there: its last successful run, else (never run by this instance's
 * pipeline, e.g. loaded by the demo dataset or an import) the newest meeting stored under its name.
 */
const lastRead = (s: SourceWithHealth) => s.lastSuccessAt ?? s.lastStoredAt ?? null;

const facts = (s: SourceWithHealth) => ({
  name: s.name,
  kind: s.kind,
  municipalityId: s.municipalityId,
  paused: s.paused,
  lastSuccessAt: lastRead(s),
  degradedAt: s.degradedAt,
  degradedReason: s.degradedReason,
});

function placeCoverage(place: PlaceRow, data: Loaded) {
  const own = (data.sourcesOf.get(place.id) ?? []).map(facts);
  const bodies = (data.bodiesOf.get(place.id) ?? []).flatMap((b) => (data.sourcesOf.get(b) ?? []).map(facts));
  return coverageOf(own, bodies);
}

function row(place: PlaceRow, data: Loaded, counts: Map<number, number>, requested: Set<number>) {
  const c = placeCoverage(place, data);
  return {
    id: place.id,
    name: place.name,
    kind: place.kind,
    upper_tier: place.kind === 'lower-tier' ? place.parentName : null,
    latitude: place.latitude,
    longitude: place.longitude,
    coverage: c.coverage,
    council_watched: c.councilWatched,
    property_count: counts.get(place.id) ?? 0,
    requested: requested.has(place.id),
  };
}

/** Every municipality with its coverage, and the totals per level. */
export async function coverageList(db: DbOrTx, companyId: string) {
  const [data, counts, requested] = await Promise.all([
    load(db),
    companyPropertyCounts(db, companyId),
    companyRequests(db, companyId),
  ]);
  const rows = data.places.map((p) => row(p, data, counts, requested));
  const totals = { full: 0, partial: 0, none: 0 };
  for (const r of rows) totals[r.coverage] += 1;
  return { municipalities: rows, totals };
}

function scopeOf(source: SourceWithHealth, place: PlaceRow, data: Loaded): SourceScope {
  if (source.municipalityId === null) return 'province';
  if (source.municipalityId === place.id) return 'own';
  return data.byId.get(source.municipalityId)?.kind === 'conservation-authority' ? 'conservation' : 'upper-tier';
}

function labelOf(source: SourceWithHealth, data: Loaded): string {
  const kind = KIND_LABEL[source.kind] ?? source.kind;
  if (source.municipalityId === null) return PROVINCE_LABEL[source.name] ?? kind[0]!.toUpperCase() + kind.slice(1);
  const place = data.byId.get(source.municipalityId)?.name ?? 'Unknown';
  return `${place} ${kind}`;
}

const SCOPE_ORDER: Record<SourceScope, number> = { own: 0, 'upper-tier': 1, conservation: 2, province: 3 };

/** One municipality's coverage: its level in words and every source that reaches it; undefined when unknown. */
export async function coverageDetail(db: DbOrTx, companyId: string, municipalityId: number) {
  const place = await findPlace(db, municipalityId);
  if (!place) return undefined;
  const [data, counts, requested] = await Promise.all([
    load(db),
    companyPropertyCounts(db, companyId),
    companyRequested(db, companyId, municipalityId),
  ]);
  const reach = [
    ...(data.sourcesOf.get(place.id) ?? []),
    ...(data.bodiesOf.get(place.id) ?? []).flatMap((b) => data.sourcesOf.get(b) ?? []),
    ...(data.sourcesOf.get(null) ?? []),
  ];
  const items = await itemsSince(db, reach);
  const c = placeCoverage(place, data);
  const sourcesOut = reach
    .map((s) => {
      const scope = scopeOf(s, place, data);
      return {
        name: s.name,
        label: labelOf(s, data),
        kind: s.kind,
        scope,
        body: scope === 'upper-tier' || scope === 'conservation' ? (data.byId.get(s.municipalityId!)?.name ?? null) : null,
        state: sourceState(facts(s)),
        last_success_at: iso(lastRead(s)),
        last_failure_at: iso(s.lastFailureAt),
        last_error: s.lastError ?? null,
        consecutive_failures: s.consecutiveFailures ?? 0,
        degraded_reason: s.degradedReason ?? null,
        items_30d: items.get(s.name) ?? 0,
      };
    })
    .sort((a, b) => SCOPE_ORDER[a.scope] - SCOPE_ORDER[b.scope] || a.name.localeCompare(b.name));
  return {
    municipality: row(place, data, counts, requested ? new Set([place.id]) : new Set()),
    coverage: c.coverage,
    message: coverageMessage(place, c),
    sources: sourcesOut,
    requested,
    // Requests are the caller's company's own: one per company and municipality (others' are never counted).
    request_count: requested ? 1 : 0,
  };
}

export { recordRequest };

/** Whether a registry row has this id. */
export async function placeExists(db: DbOrTx, id: number): Promise<boolean> {
  return !!(await findPlace(db, id));
}

/** Coverage requests of every company, ranked by properties waiting: platform operators only (the route checks). */
export function coverageRequestRanking(db: DbOrTx) {
  return asSystem('operators: coverage requests ranked across companies', () => rankedRequests(db));
}
