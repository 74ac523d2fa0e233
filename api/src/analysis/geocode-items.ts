import { sql } from 'drizzle-orm';
import { cityResolver, type CityResolver } from '../addresses/cities.js';
import { arrayLiteral } from '../db/array-literal.js';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/rows.js';
import type { GeoPoint, ItemPlacement, PlacedPlace } from '../db/schema/index.js';
import type { GeoBox, ItemGeocoder } from '../geocoding/items.js';
import { PLACES } from '../geocoding/ontario.js';
import { addressAgreement, distanceMeters, parseStreetKey, type ParsedAddress } from './address.js';
import { findPlaces, type PlaceRef, type StreetRef } from './places.js';

/*
 * Placing agenda items that carry no coordinates: the civic addresses, intersections and street segments named in
 * an item's title, description, address list and report text are resolved, first in the local address index
 * (address_points), then (addresses only) by the configured online geocoder, else not at all. The result is
 * recorded on the item (agenda_items.placement: points and lines, and by which geocoder; 'unplaced' when nothing
 * resolved) with a hash of the texts it came from, so an item is placed again only when its texts, the address
 * index or the geocoder change. Work per batch of items: one query for every address and street the batch names,
 * one for the cached online answers. An item is placed only within its candidate municipalities: the same street
 * in two cities never crosses over.
 */

export interface PlacementOptions {
  /** The online geocoder after the address index; null: the index only. */
  geocoder: ItemGeocoder | null;
  /** Online lookups (cache misses) in this call at most; addresses past it are tried again on the next run. */
  maxOnline: number;
}

export interface PlacementCounts {
  placed: number;
  unplaced: number;
  none: number;
}

const BATCH = 100;
/** Report text examined per item: the addresses that matter are in the first pages. */
const MAX_TEXT = 400_000;
/** Two streets meet when points of both are this close. */
const MEET_METERS = 120;
/** The same address on two streets (Queen St E and W) farther apart than this is ambiguous, and left unplaced. */
const AMBIGUOUS_METERS = 300;
/** Places of one item at most (a list of 200 addresses is not one site). */
const MAX_PLACES = 20;
/** Points kept between a segment's ends. */
const MAX_LINE_POINTS = 40;

interface PointRow {
  municipalityId: number;
  number: string;
  streetKey: string;
  unit: string | null;
  lat: number;
  lng: number;
}

interface Pending {
  id: number;
  municipalityIds: number[];
  hash: string;
}

/** The items to place: no coordinates of their own, and texts (or index, or geocoder) changed since last placed. */
async function itemsToPlace(db: Db, itemIds: number[], version: string): Promise<Pending[]> {
  const rows = await queryRows(
    db,
    sql`select id, municipality_id, hash from (
          select ai.id, m.municipality_id, ai.placement_hash,
            md5(concat_ws(chr(10), ai.title, ai.description, array_to_string(ai.addresses, chr(10)),
              (select string_agg(coalesce(d.content_hash, '') || ':' || length(d.text), ',' order by d.id) from documents d where d.agenda_item_id = ai.id and d.text is not null),
              ${version}::text)) as hash
          from agenda_items ai join meetings m on m.id = ai.meeting_id
          where ai.id = any(${arrayLiteral(itemIds)}::integer[]) and ai.coordinates = '[]'::jsonb
        ) t where placement_hash is distinct from hash order by id`,
  );
  // Regional bodies will pass their member municipalities here; today an item's candidates are its own municipality.
  return rows.map((r) => ({ id: Number(r.id), municipalityIds: [Number(r.municipality_id)], hash: String(r.hash) }));
}

/** An item's own texts (title, description, address list), and its report text. */
interface ItemTexts {
  own: string[];
  report: string;
}

async function loadTexts(db: Db, ids: number[]): Promise<Map<number, ItemTexts>> {
  const rows = await queryRows(
    db,
    sql`select ai.id, ai.title, ai.description, ai.addresses,
          (select left(string_agg(d.text, chr(10) order by d.id), ${MAX_TEXT}) from documents d where d.agenda_item_id = ai.id and d.text is not null) as doc
        from agenda_items ai where ai.id = any(${arrayLiteral(ids)}::integer[])`,
  );
  const texts = new Map<number, ItemTexts>();
  for (const r of rows) {
    const addresses = Array.isArray(r.addresses) ? (r.addresses as string[]) : [];
    texts.set(Number(r.id), { own: [String(r.title), String(r.description ?? ''), ...addresses].filter(Boolean), report: String(r.doc ?? '') });
  }
  return texts;
}

/**
 * The places an item names: those of its own texts; the report's only when its own texts name none (a report also
 * names the city hall in its letterhead and the addresses of notices, which are not the item's site).
 */
function placesOf(texts: ItemTexts | undefined): PlaceRef[] {
  if (!texts) return [];
  const own = distinctPlaces(texts.own);
  return (own.length ? own : distinctPlaces([texts.report])).slice(0, MAX_PLACES);
}

/** Every place of the texts, once each (the same address in the title and the description is one place). */
function distinctPlaces(texts: string[]): PlaceRef[] {
  const seen = new Set<string>();
  const out: PlaceRef[] = [];
  for (const text of texts) {
    for (const place of findPlaces(text)) {
      const key =
        place.kind === 'address'
          ? `a|${place.address.numbers.join(',')}|${place.address.street}|${place.address.type}|${place.address.direction}|${place.address.unit ?? ''}`
          : place.kind === 'intersection'
            ? `i|${[place.a.street, place.b.street].sort().join('|')}`
            : `s|${place.on.street}|${place.from.street}|${place.to.street}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(place);
    }
  }
  return out;
}

/** The index's points for a batch: each named address (name + number) and every point of each named street. */
class IndexLookup {
  private byAddress = new Map<string, PointRow[]>();
  private byStreet = new Map<string, PointRow[]>();

  static async load(db: Db, places: PlaceRef[], municipalityIds: number[]): Promise<IndexLookup> {
    const names: string[] = [];
    const numbers: string[] = [];
    const streets = new Set<string>();
    for (const place of places) {
      if (place.kind === 'address') {
        for (const number of place.address.numbers) {
          names.push(place.address.street);
          numbers.push(number);
        }
      } else for (const ref of place.kind === 'intersection' ? [place.a, place.b] : [place.on, place.from, place.to]) for (const name of ref.names) streets.add(name);
    }
    const lookup = new IndexLookup();
    if (!municipalityIds.length || (!names.length && !streets.size)) return lookup;
    const munis = arrayLiteral(municipalityIds);
    const rows = await queryRows(
      db,
      sql`select p.municipality_id, p.number, p.street_key, p.unit, p.lat, p.lng, false as street
          from (select distinct name, number from unnest(${arrayLiteral(names)}::text[], ${arrayLiteral(numbers)}::text[]) as k(name, number)) k
          join address_points p on split_part(p.street_key, '|', 1) = k.name and p.municipality_id = any(${munis}::integer[]) and p.number = k.number
        union all
        select p.municipality_id, p.number, p.street_key, p.unit, p.lat, p.lng, true as street
          from address_points p
          where split_part(p.street_key, '|', 1) = any(${arrayLiteral([...streets])}::text[]) and p.municipality_id = any(${munis}::integer[])`,
    );
    for (const r of rows) {
      const row: PointRow = { municipalityId: Number(r.municipality_id), number: String(r.number), streetKey: String(r.street_key), unit: (r.unit as string | null) ?? null, lat: Number(r.lat), lng: Number(r.lng) };
      const name = row.streetKey.split('|')[0]!;
      const key = r.street ? `${row.municipalityId}|${name}` : `${row.municipalityId}|${name}|${row.number}`;
      const map = r.street ? lookup.byStreet : lookup.byAddress;
      const list = map.get(key);
      if (list) list.push(row);
      else map.set(key, [row]);
    }
    return lookup;
  }

  address(municipalityId: number, name: string, number: string): PointRow[] {
    return this.byAddress.get(`${municipalityId}|${name}|${number}`) ?? [];
  }
  street(municipalityId: number, name: string): PointRow[] {
    return this.byStreet.get(`${municipalityId}|${name}`) ?? [];
  }
}

const centroid = (points: GeoPoint[]): GeoPoint => ({
  lat: points.reduce((s, p) => s + p.lat, 0) / points.length,
  lng: points.reduce((s, p) => s + p.lng, 0) / points.length,
});
const round = (p: GeoPoint): GeoPoint => ({ lat: Math.round(p.lat * 1e6) / 1e6, lng: Math.round(p.lng * 1e6) / 1e6 });

/**
 * The rows that best agree with a wanted street (type and direction, address.ts's addressAgreement), grouped per
 * street of the index; null when two equally good streets are far apart (Queen St E and Queen St W, no direction
 * written).
 */
function bestStreet(rows: PointRow[], wanted: Pick<ParsedAddress, 'type' | 'direction'>): PointRow[] | null {
  const groups = new Map<string, { agreement: number; rows: PointRow[] }>();
  for (const row of rows) {
    const key = `${row.municipalityId}|${row.streetKey}`;
    let group = groups.get(key);
    if (!group) {
      const agreement = addressAgreement(parseStreetKey(row.streetKey), wanted);
      if (agreement === 0) continue;
      groups.set(key, (group = { agreement, rows: [] }));
    }
    group.rows.push(row);
  }
  if (!groups.size) return null;
  const best = Math.max(...[...groups.values()].map((g) => g.agreement));
  const kept = [...groups.values()].filter((g) => g.agreement === best);
  if (kept.length > 1) {
    const centres = kept.map((g) => centroid(g.rows));
    if (centres.some((c) => distanceMeters(c, centres[0]!) > AMBIGUOUS_METERS)) return null;
  }
  return kept.flatMap((g) => g.rows);
}

function resolveAddress(lookup: IndexLookup, address: ParsedAddress, municipalityIds: number[]): GeoPoint[] | null {
  const rows = municipalityIds.flatMap((m) => address.numbers.flatMap((n) => lookup.address(m, address.street, n)));
  const best = bestStreet(rows, address);
  if (!best) return null;
  const points: GeoPoint[] = [];
  for (const number of address.numbers) {
    const at = best.filter((r) => r.number === number);
    if (!at.length) continue;
    // A building's units share its point; the unit named (else the rows without a unit) when the index has it.
    const unit = at.filter((r) => (address.unit ? r.unit?.toLowerCase() === address.unit.toLowerCase() : r.unit === null));
    points.push(round(centroid(unit.length ? unit : at)));
  }
  return points.length ? points : null;
}

/** A street's points in one municipality: the longest of the name's endings the index knows, agreeing in type and direction. */
function streetPoints(lookup: IndexLookup, ref: StreetRef, municipalityId: number): PointRow[] | null {
  for (const name of ref.names) {
    const rows = lookup.street(municipalityId, name);
    if (rows.length) return bestStreet(rows, ref);
  }
  return null;
}

/** Where two streets meet: the closest pair of their points (grid-bucketed), when closer than MEET_METERS. */
function meet(a: PointRow[], b: PointRow[]): GeoPoint | null {
  const cell = 0.002;
  const buckets = new Map<string, PointRow[]>();
  for (const p of b) {
    const key = `${Math.floor(p.lat / cell)}:${Math.floor(p.lng / cell)}`;
    const list = buckets.get(key);
    if (list) list.push(p);
    else buckets.set(key, [p]);
  }
  let best: { d: number; a: PointRow; b: PointRow } | null = null;
  for (const p of a) {
    const r = Math.floor(p.lat / cell);
    const c = Math.floor(p.lng / cell);
    for (let dr = -1; dr <= 1; dr++)
      for (let dc = -1; dc <= 1; dc++)
        for (const q of buckets.get(`${r + dr}:${c + dc}`) ?? []) {
          const d = distanceMeters(p, q);
          if (!best || d < best.d) best = { d, a: p, b: q };
        }
  }
  return best && best.d <= MEET_METERS ? round(centroid([best.a, best.b])) : null;
}

function resolveIntersection(lookup: IndexLookup, a: StreetRef, b: StreetRef, municipalityIds: number[]): GeoPoint | null {
  for (const m of municipalityIds) {
    const pa = streetPoints(lookup, a, m);
    const pb = pa && streetPoints(lookup, b, m);
    const point = pa && pb ? meet(pa, pb) : null;
    if (point) return point;
  }
  return null;
}

/** A segment: from where the street meets the first cross street to where it meets the second, through its points between. */
function resolveSegment(lookup: IndexLookup, on: StreetRef, from: StreetRef, to: StreetRef, municipalityIds: number[]): GeoPoint[] | null {
  for (const m of municipalityIds) {
    const street = streetPoints(lookup, on, m);
    if (!street) continue;
    const fromRows = streetPoints(lookup, from, m);
    const toRows = streetPoints(lookup, to, m);
    const start = fromRows && meet(street, fromRows);
    const end = toRows && meet(street, toRows);
    if (!start || !end) continue;
    // Local metres around the start; a point belongs to the segment when it projects between the ends, near the line.
    const k = Math.cos((start.lat * Math.PI) / 180);
    const xy = (p: GeoPoint) => ({ x: (p.lng - start.lng) * 111_320 * k, y: (p.lat - start.lat) * 110_540 });
    const e = xy(end);
    const length2 = e.x * e.x + e.y * e.y;
    const between: Array<{ t: number; p: GeoPoint }> = [];
    if (length2 > 0) {
      for (const row of street) {
        const v = xy(row);
        const t = (v.x * e.x + v.y * e.y) / length2;
        if (t <= 0 || t >= 1) continue;
        const off = Math.abs(v.x * e.y - v.y * e.x) / Math.sqrt(length2);
        if (off <= 150) between.push({ t, p: row });
      }
    }
    between.sort((x, y) => x.t - y.t);
    const step = Math.max(1, Math.ceil(between.length / MAX_LINE_POINTS));
    const inner = between.filter((_, i) => i % step === 0).map((b) => round(b.p));
    return [start, ...inner, end];
  }
  return null;
}

/** A box around the candidate municipalities, for the online geocoder: their gazetteer centres with ~35 km around; else Ontario. */
function areaOf(names: string[]): GeoBox {
  const centres = names.flatMap((name) => PLACES.filter(([place, kind]) => kind !== 'locality' && place.toLowerCase() === name.toLowerCase()).map(([, , , lat, lng]) => ({ lat, lng })));
  if (!centres.length) return { minLat: 41.6, maxLat: 57, minLng: -95.2, maxLng: -74.3 };
  return {
    minLat: Math.min(...centres.map((c) => c.lat)) - 0.32,
    maxLat: Math.max(...centres.map((c) => c.lat)) + 0.32,
    minLng: Math.min(...centres.map((c) => c.lng)) - 0.44,
    maxLng: Math.max(...centres.map((c) => c.lng)) + 0.44,
  };
}

interface OnlineWanted {
  query: string;
  municipalityId: number;
  box: GeoBox;
}

/** Cached answers for the batch's queries (one query), then the service for the misses, within the run's budget. */
async function onlineLookups(
  db: Db,
  geocoder: ItemGeocoder,
  wanted: OnlineWanted[],
  budget: { left: number },
  cities: CityResolver,
): Promise<Map<string, GeoPoint | null | undefined>> {
  const answers = new Map<string, GeoPoint | null | undefined>();
  if (!wanted.length) return answers;
  const queries = [...new Set(wanted.map((w) => w.query))];
  const cached = await queryRows(db, sql`select query, lat, lng from geocode_cache where provider = ${geocoder.name} and query = any(${arrayLiteral(queries)}::text[])`);
  for (const row of cached) answers.set(String(row.query), row.lat === null ? null : { lat: Number(row.lat), lng: Number(row.lng) });
  for (const w of wanted) {
    if (answers.has(w.query)) continue;
    if (budget.left <= 0) {
      answers.set(w.query, undefined);
      continue;
    }
    budget.left--;
    try {
      const hit = await geocoder.lookup(w.query, w.box);
      // A result the service places in another known municipality is not this one's address.
      const city = hit?.city ? cities.resolve(hit.city) : null;
      const point = hit && (city === null || city === w.municipalityId) ? round(hit) : null;
      answers.set(w.query, point);
      await db.execute(
        sql`insert into geocode_cache (provider, query, lat, lng, label) values (${geocoder.name}, ${w.query}, ${point?.lat ?? null}, ${point?.lng ?? null}, ${hit?.label ?? null})
            on conflict (provider, query) do update set lat = excluded.lat, lng = excluded.lng, label = excluded.label, created_at = now()`,
      );
    } catch {
      // Unreachable or a bad answer: not cached, tried again on the next run.
      answers.set(w.query, undefined);
    }
  }
  return answers;
}

/** Places the given items that need it (see the module comment); returns how many ended placed, unplaced, or naming nothing. */
export async function placeItems(db: Db, itemIds: number[], options: PlacementOptions): Promise<PlacementCounts> {
  const counts: PlacementCounts = { placed: 0, unplaced: 0, none: 0 };
  if (!itemIds.length) return counts;
  // The index's version: its highest id (read from the primary key, instant); an import writes new ids.
  const [{ version } = { version: '0' }] = (await queryRows(db, sql`select coalesce(max(id), 0)::text as version from address_points`)) as Array<{ version: string }>;
  const pending = await itemsToPlace(db, itemIds, `${version}|${options.geocoder?.name ?? 'none'}`);
  if (!pending.length) return counts;
  const budget = { left: options.maxOnline };
  let cities: CityResolver | null = null;
  let municipalityNames: Map<number, string> | null = null;

  for (let i = 0; i < pending.length; i += BATCH) {
    const batch = pending.slice(i, i + BATCH);
    const texts = await loadTexts(db, batch.map((b) => b.id));
    const placesByItem = new Map(batch.map((b) => [b.id, placesOf(texts.get(b.id))]));
    const lookup = await IndexLookup.load(db, [...placesByItem.values()].flat(), [...new Set(batch.flatMap((b) => b.municipalityIds))]);

    const results = new Map<number, { placement: ItemPlacement; retry: boolean; online: Array<{ ref: PlaceRef & { kind: 'address' }; queries: OnlineWanted[] }> }>();
    const wanted: OnlineWanted[] = [];
    for (const item of batch) {
      const places: PlacedPlace[] = [];
      const unresolved: string[] = [];
      const online: Array<{ ref: PlaceRef & { kind: 'address' }; queries: OnlineWanted[] }> = [];
      for (const ref of placesByItem.get(item.id)!) {
        if (ref.kind === 'address') {
          const points = resolveAddress(lookup, ref.address, item.municipalityIds);
          if (points) places.push({ text: ref.text, via: 'address index', kind: 'point', points });
          else if (options.geocoder) {
            if (!municipalityNames) {
              const rows = await queryRows(db, sql`select id, name from municipalities`);
              municipalityNames = new Map(rows.map((r) => [Number(r.id), String(r.name)]));
              cities = await cityResolver(db);
            }
            const queries = item.municipalityIds.map((m) => {
              const name = municipalityNames!.get(m) ?? '';
              return { query: `${ref.text.replace(/\s+/g, ' ')}, ${name}, Ontario, Canada`, municipalityId: m, box: areaOf([name]) };
            });
            wanted.push(...queries);
            online.push({ ref, queries });
          } else unresolved.push(ref.text);
        } else if (ref.kind === 'intersection') {
          const point = resolveIntersection(lookup, ref.a, ref.b, item.municipalityIds);
          if (point) places.push({ text: ref.text, via: 'address index', kind: 'point', points: [point] });
          else unresolved.push(ref.text);
        } else {
          const line = resolveSegment(lookup, ref.on, ref.from, ref.to, item.municipalityIds);
          if (line) places.push({ text: ref.text, via: 'address index', kind: 'line', points: line });
          else unresolved.push(ref.text);
        }
      }
      results.set(item.id, { placement: { status: 'none', places, unresolved }, retry: false, online });
    }

    const answers = options.geocoder ? await onlineLookups(db, options.geocoder, wanted, budget, cities!) : new Map();
    const ids: number[] = [];
    const placements: string[] = [];
    const hashes: Array<string | null> = [];
    for (const item of batch) {
      const result = results.get(item.id)!;
      for (const { ref, queries } of result.online) {
        const found = queries.map((q) => answers.get(q.query));
        const point = found.find((p) => p);
        if (point) result.placement.places.push({ text: ref.text, via: options.geocoder!.name, kind: 'point', points: [point] });
        else {
          result.placement.unresolved.push(ref.text);
          // Not asked (budget) or not answered (service down): placed again next run.
          if (found.some((p) => p === undefined)) result.retry = true;
        }
      }
      const { placement } = result;
      placement.status = placement.places.length ? 'placed' : placement.unresolved.length ? 'unplaced' : 'none';
      counts[placement.status === 'none' ? 'none' : placement.status]++;
      ids.push(item.id);
      placements.push(JSON.stringify(placement));
      hashes.push(result.retry ? null : item.hash);
    }
    await db.execute(
      sql`update agenda_items ai set placement = v.placement, placement_hash = v.hash
          from unnest(${arrayLiteral(ids)}::integer[], ${arrayLiteral(placements)}::jsonb[], ${arrayLiteral(hashes)}::text[]) as v(id, placement, hash)
          where ai.id = v.id`,
    );
  }
  return counts;
}

/** Every point of a placement (a line's vertices too): what the engine's scope of candidate properties needs. */
export function placementPoints(placement: ItemPlacement | null | undefined): GeoPoint[] {
  return placement?.places.flatMap((p) => p.points) ?? [];
}
