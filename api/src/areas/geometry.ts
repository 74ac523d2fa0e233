import type { AreaGeometry } from '../db/schema/index.js';
import { distanceMeters } from '../addresses/grammar.js';
import { inOntario } from '../coverage/registry.js';

/*
 * The geometry of an area watch (docs/watches.md "Areas"): a polygon (its vertices, longitude first, not closed) or
 * a circle (centre and radius in metres). What a saved area must be (`areaProblem`), its bounding box (the prefilter
 * of the matching) and whether a point is inside it (`contains`; a point on the edge is inside).
 */

export const MAX_AREA_VERTICES = 200;
export const MIN_CIRCLE_RADIUS_M = 10;
export const MAX_CIRCLE_RADIUS_M = 50_000;
/** A polygon spans at most this many metres from south to north and from west to east. */
export const MAX_POLYGON_SPAN_M = 100_000;

export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

const METRES_PER_DEGREE = 111_320;

type Xy = [number, number];

/** Vertices in metres on a plane tangent at `lat0` (an equirectangular projection; exact enough under 100 km). */
function planar(coordinates: readonly [number, number][], lat0: number): Xy[] {
  const k = Math.cos((lat0 * Math.PI) / 180) * METRES_PER_DEGREE;
  return coordinates.map(([lng, lat]) => [lng * k, lat * METRES_PER_DEGREE]);
}

const cross = (o: Xy, a: Xy, b: Xy) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
const onSegment = (p: Xy, a: Xy, b: Xy) =>
  Math.min(a[0], b[0]) <= p[0] &&
  p[0] <= Math.max(a[0], b[0]) &&
  Math.min(a[1], b[1]) <= p[1] &&
  p[1] <= Math.max(a[1], b[1]);

/** Whether segments ab and cd share a point (touching or crossing). */
function segmentsMeet(a: Xy, b: Xy, c: Xy, d: Xy): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (
    (d1 === 0 && onSegment(a, c, d)) ||
    (d2 === 0 && onSegment(b, c, d)) ||
    (d3 === 0 && onSegment(c, a, b)) ||
    (d4 === 0 && onSegment(d, a, b))
  );
}

/** The sum of the unsigned areas of the triangles from the first vertex, in square metres: 0 for collinear points. */
function fanArea(points: Xy[]): number {
  let sum = 0;
  for (let i = 1; i + 1 < points.length; i++) sum += Math.abs(cross(points[0]!, points[i]!, points[i + 1]!)) / 2;
  return sum;
}

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** Drops a closing vertex equal to the first (GeoJSON rings are closed; ours are not). */
export function openRing(coordinates: [number, number][]): [number, number][] {
  const first = coordinates[0];
  const last = coordinates[coordinates.length - 1];
  return coordinates.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]
    ? coordinates.slice(0, -1)
    : coordinates;
}

/** Why this geometry cannot be an area (the sentence a user reads), or null when it can. */
export function areaProblem(area: AreaGeometry): string | null {
  if (area.type === 'circle') {
    const [lng, lat] = area.center;
    if (!finite(lng) || !finite(lat) || !inOntario(lat, lng)) return 'The centre of the circle must be in Ontario.';
    if (!finite(area.radius_m) || area.radius_m < MIN_CIRCLE_RADIUS_M || area.radius_m > MAX_CIRCLE_RADIUS_M)
      return `The radius must be between ${MIN_CIRCLE_RADIUS_M} m and ${MAX_CIRCLE_RADIUS_M / 1000} km.`;
    return null;
  }
  const points = area.coordinates;
  if (points.length < 3) return 'A polygon needs at least 3 vertices.';
  if (points.length > MAX_AREA_VERTICES) return `A polygon can have at most ${MAX_AREA_VERTICES} vertices.`;
  if (points.some(([lng, lat]) => !finite(lng) || !finite(lat) || !inOntario(lat, lng)))
    return 'Every vertex of the polygon must be in Ontario.';
  const b = boundsOf(area);
  const midLat = (b.south + b.north) / 2;
  if (
    (b.north - b.south) * METRES_PER_DEGREE > MAX_POLYGON_SPAN_M ||
    (b.east - b.west) * METRES_PER_DEGREE * Math.cos((midLat * Math.PI) / 180) > MAX_POLYGON_SPAN_M
  )
    return `A polygon can span at most ${MAX_POLYGON_SPAN_M / 1000} km from side to side.`;
  const xy = planar(points, midLat);
  for (let i = 0; i < xy.length; i++) {
    const next = xy[(i + 1) % xy.length]!;
    if (xy[i]![0] === next[0] && xy[i]![1] === next[1]) return 'The polygon repeats a vertex: remove the duplicate.';
  }
  // Under a square metre: a line or a point, not an area. The triangles of a fan from the first vertex, without
  // their signs: a bow tie's halves cancel out in the signed area, but it is a crossing, told below.
  if (fanArea(xy) < 1) return 'The polygon has no area: its vertices are on one line.';
  const n = xy.length;
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      // Neighbouring edges share a vertex; they only count when they fold back onto each other.
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      const [a, b2] = [xy[i]!, xy[(i + 1) % n]!];
      const [c, d] = [xy[j]!, xy[(j + 1) % n]!];
      if (adjacent) {
        const shared = j === i + 1 ? b2 : a;
        const other1 = j === i + 1 ? a : b2;
        const other2 = j === i + 1 ? d : c;
        if (cross(shared, other1, other2) === 0 && dot(shared, other1, other2) > 0)
          return 'The polygon crosses itself: draw its edges without crossing.';
        continue;
      }
      if (segmentsMeet(a, b2, c, d)) return 'The polygon crosses itself: draw its edges without crossing.';
    }
  return null;
}

const dot = (o: Xy, a: Xy, b: Xy) => (a[0] - o[0]) * (b[0] - o[0]) + (a[1] - o[1]) * (b[1] - o[1]);

/** The bounding box of an area (a circle's: its centre plus the radius each way). */
export function boundsOf(area: AreaGeometry): Bounds {
  if (area.type === 'circle') {
    const [lng, lat] = area.center;
    const dLat = area.radius_m / METRES_PER_DEGREE;
    const dLng = area.radius_m / (METRES_PER_DEGREE * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
    // A little margin: the haversine distance and this flat box differ by far less than 1%.
    return { south: lat - dLat * 1.01, north: lat + dLat * 1.01, west: lng - dLng * 1.01, east: lng + dLng * 1.01 };
  }
  let south = Infinity;
  let north = -Infinity;
  let west = Infinity;
  let east = -Infinity;
  for (const [lng, lat] of area.coordinates) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  return { south, west, north, east };
}

/** Whether the point is inside the area; a point on a polygon's edge or a circle's rim is inside. */
export function contains(area: AreaGeometry, lat: number, lng: number): boolean {
  if (area.type === 'circle')
    return distanceMeters({ lat, lng }, { lat: area.center[1], lng: area.center[0] }) <= area.radius_m;
  const ring = area.coordinates;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    // On the edge (within about a millimetre): inside.
    const edgeCross = (xj - xi) * (lat - yi) - (yj - yi) * (lng - xi);
    const length = Math.hypot(xj - xi, yj - yi);
    if (
      Math.abs(edgeCross) <= 1e-8 * Math.max(length, 1e-12) &&
      lng >= Math.min(xi, xj) - 1e-8 &&
      lng <= Math.max(xi, xj) + 1e-8 &&
      lat >= Math.min(yi, yj) - 1e-8 &&
      lat <= Math.max(yi, yj) + 1e-8
    )
      return true;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
