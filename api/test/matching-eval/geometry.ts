import { readFileSync } from 'node:fs';

/*
 * The evaluation's geography: street centre lines given as civic-number anchors (fixtures/matching-eval/streets.json),
 * the address points interpolated along them (what addresses.csv holds), and distances. The label check uses it to
 * prove that every distance-based label agrees with the points the address index is loaded with.
 */

export interface Point {
  lat: number;
  lng: number;
}

export interface Street {
  city: string;
  /** As the address file spells it: "Queen St W". */
  name: string;
  anchors: Array<[number, number, number]>;
}

export const FIXTURES = new URL('../fixtures/matching-eval/', import.meta.url);

export function loadStreets(): Street[] {
  return (JSON.parse(readFileSync(new URL('streets.json', FIXTURES), 'utf8')) as { streets: Street[] }).streets;
}

const TYPES: Record<string, string> = { street: 'st', avenue: 'ave', road: 'rd', drive: 'dr', boulevard: 'blvd' };
const DIRECTIONS: Record<string, string> = { north: 'n', south: 's', east: 'e', west: 'w' };

/** "Queen Street West" and "Queen St. W" as one key: "queen st w". */
export function streetKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\./g, '')
    .split(/\s+/)
    .map((word) => TYPES[word] ?? DIRECTIONS[word] ?? word)
    .join(' ');
}

export function findStreet(streets: Street[], city: string, name: string): Street {
  const key = streetKey(name);
  const street = streets.find((s) => s.city === city && streetKey(s.name) === key);
  if (!street) throw new Error(`no street "${name}" in ${city} in streets.json`);
  return street;
}

/** The point of a civic number on a street, interpolated between its anchors. */
export function pointOn(street: Street, number: number): Point {
  const a = street.anchors;
  if (number < a[0]![0] || number > a[a.length - 1]![0])
    throw new Error(`${number} ${street.name} (${street.city}) is outside its anchors`);
  for (let i = 1; i < a.length; i++) {
    const [n0, lat0, lng0] = a[i - 1]!;
    const [n1, lat1, lng1] = a[i]!;
    if (number <= n1) {
      const f = (number - n0) / (n1 - n0);
      return { lat: round(lat0 + f * (lat1 - lat0)), lng: round(lng0 + f * (lng1 - lng0)) };
    }
  }
  throw new Error('unreachable');
}

const round = (x: number) => Math.round(x * 1e6) / 1e6;

/** "1203-400 King Street West", "Unit 7, 2400 Dundas Street West": number, street, unit. */
export function parseAddress(text: string): { number: number; street: string; unit: string | null } {
  const m = /^(?:Unit\s+(\w+),\s*)?(?:(\w+)-)?(\d+)\s+(.+?)(?:,\s*Unit\s+(\w+))?$/i.exec(text.trim());
  if (!m) throw new Error(`unreadable address "${text}"`);
  return { number: Number(m[3]), street: m[4]!, unit: m[1] ?? m[2] ?? m[5] ?? null };
}

export function addressPoint(streets: Street[], city: string, address: string): Point {
  const { number, street } = parseAddress(address);
  return pointOn(findStreet(streets, city, street), number);
}

/** Great-circle distance in metres. */
export function distance(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Where two streets cross: the closest pair of their points, searched every 10 numbers, then number by number. */
export function intersection(streets: Street[], city: string, a: string, b: string): Point {
  const key = `${city}|${streetKey(a)}|${streetKey(b)}`;
  const cached = crossings.get(key);
  if (cached) return cached;
  const first = findStreet(streets, city, a);
  const second = findStreet(streets, city, b);
  const closest = (ns: number[], ms: number[]) => {
    let best = { d: Infinity, n: ns[0]!, m: ms[0]! };
    for (const n of ns) {
      const p = pointOn(first, n);
      for (const m of ms) {
        const d = distance(p, pointOn(second, m));
        if (d < best.d) best = { d, n, m };
      }
    }
    return best;
  };
  const coarse = closest(numbers(first, 10), numbers(second, 10));
  const near = (street: Street, at: number) => numbers(street, 1).filter((n) => Math.abs(n - at) <= 10);
  const best = closest(near(first, coarse.n), near(second, coarse.m));
  if (best.d > 30) throw new Error(`${a} and ${b} do not cross in ${city}`);
  const p = pointOn(first, best.n);
  const q = pointOn(second, best.m);
  const point = { lat: round((p.lat + q.lat) / 2), lng: round((p.lng + q.lng) / 2) };
  crossings.set(key, point);
  return point;
}

const crossings = new Map<string, Point>();

/** A street's civic numbers, every `step`, from its first anchor to its last. */
function numbers(street: Street, step: number): number[] {
  const first = street.anchors[0]![0];
  const last = street.anchors[street.anchors.length - 1]![0];
  const out: number[] = [];
  for (let n = first; n <= last; n += step) out.push(n);
  if (out[out.length - 1] !== last) out.push(last);
  return out;
}

/** A street as points one civic number apart (fine enough for distances to a few metres). */
function denseLine(street: Street): Point[] {
  return numbers(street, 1).map((n) => pointOn(street, n));
}

/** The part of `street` between its crossings with `from` and `to`, as points about a number apart. */
export function segment(streets: Street[], city: string, street: string, from: string, to: string): Point[] {
  const line = findStreet(streets, city, street);
  const dense = denseLine(line);
  const nearestIndex = (p: Point) =>
    dense.reduce((best, q, i) => (distance(p, q) < distance(p, dense[best]!) ? i : best), 0);
  const i = nearestIndex(intersection(streets, city, street, from));
  const j = nearestIndex(intersection(streets, city, street, to));
  return dense.slice(Math.min(i, j), Math.max(i, j) + 1);
}

export function distanceToLine(p: Point, line: Point[]): number {
  return Math.min(...line.map((q) => distance(p, q)));
}
