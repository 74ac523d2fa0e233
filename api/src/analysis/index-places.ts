import { sql } from 'drizzle-orm';
import { arrayLiteral } from '../db/array-literal.js';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/rows.js';
import type { GeoPoint } from '../db/schema/index.js';
import { addressAgreement, distanceMeters, parseStreetKey, type ParsedAddress } from '../addresses/grammar.js';
import type { PlaceRef, StreetRef } from './places.js';

/*
 * Places resolved from the local address index (address_points): a civic address to its point, an intersection to
 * where two streets' points meet, a segment to a line along the street between its cross streets. Always within the
 * given municipalities.
 */

/** Two streets meet when points of both are this close. */
const MEET_METERS = 120;
/** The same address on two streets (Queen St E and W) farther apart than this is ambiguous, and left unplaced. */
const AMBIGUOUS_METERS = 300;
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

/** The index's points for a batch: each named address (name + number) and every point of each named street. */
export class IndexLookup {
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
      } else
        for (const ref of place.kind === 'intersection' ? [place.a, place.b] : [place.on, place.from, place.to])
          for (const name of ref.names) streets.add(name);
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
      const row: PointRow = {
        municipalityId: Number(r.municipality_id),
        number: String(r.number),
        streetKey: String(r.street_key),
        unit: (r.unit as string | null) ?? null,
        lat: Number(r.lat),
        lng: Number(r.lng),
      };
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

export const centroid = (points: GeoPoint[]): GeoPoint => ({
  lat: points.reduce((s, p) => s + p.lat, 0) / points.length,
  lng: points.reduce((s, p) => s + p.lng, 0) / points.length,
});
export const round = (p: GeoPoint): GeoPoint => ({
  lat: Math.round(p.lat * 1e6) / 1e6,
  lng: Math.round(p.lng * 1e6) / 1e6,
});

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

export function resolveAddress(
  lookup: IndexLookup,
  address: ParsedAddress,
  municipalityIds: number[],
): GeoPoint[] | null {
  const rows = municipalityIds.flatMap((m) => address.numbers.flatMap((n) => lookup.address(m, address.street, n)));
  const best = bestStreet(rows, address);
  if (!best) return null;
  const points: GeoPoint[] = [];
  for (const number of address.numbers) {
    const at = best.filter((r) => r.number === number);
    if (!at.length) continue;
    // A building's units share its point; the unit named (else the rows without a unit) when the index has it.
    const unit = at.filter((r) =>
      address.unit ? r.unit?.toLowerCase() === address.unit.toLowerCase() : r.unit === null,
    );
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

export function resolveIntersection(
  lookup: IndexLookup,
  a: StreetRef,
  b: StreetRef,
  municipalityIds: number[],
): GeoPoint | null {
  for (const m of municipalityIds) {
    const pa = streetPoints(lookup, a, m);
    const pb = pa && streetPoints(lookup, b, m);
    const point = pa && pb ? meet(pa, pb) : null;
    if (point) return point;
  }
  return null;
}

/** A segment: from where the street meets the first cross street to where it meets the second, through its points between. */
export function resolveSegment(
  lookup: IndexLookup,
  on: StreetRef,
  from: StreetRef,
  to: StreetRef,
  municipalityIds: number[],
): GeoPoint[] | null {
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
