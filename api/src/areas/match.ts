import { sql } from 'drizzle-orm';
import { writeAreaAlerts, type AreaHit } from '../alerts/area-alerts.js';
import { arrayLiteral } from '../db/array-literal.js';
import type { DbOrTx } from '../db/client.js';
import type { AreaGeometry } from '../db/schema/index.js';
import { queryRows } from '../db/rows.js';
import { contains } from './geometry.js';

/*
 * New development applications against every active area watch, in one pass (docs/watches.md "Areas"): the batch's
 * points are read once, the areas whose bounding box meets the batch's once (a range query on the stored boxes), and
 * the areas are put in a grid of 0.1-degree cells by their boxes; each point then tests only the areas of its cell,
 * first their box and types, then the exact geometry (geometry.ts). The hits become alerts in one statement
 * (alerts/area-alerts.ts). Runs in the caller's system context: areas of every company.
 */

const CELL_DEGREES = 0.1;
/** The boxes are widened by this (degrees, about a centimetre): a point on an edge is inside (geometry.ts). */
const PAD = 1e-7;
const CHUNK = 5_000;

interface IndexedArea {
  id: string;
  area: AreaGeometry;
  types: Set<string> | null;
  south: number;
  west: number;
  north: number;
  east: number;
}

const cellOf = (lat: number, lng: number) => `${Math.floor(lat / CELL_DEGREES)}:${Math.floor(lng / CELL_DEGREES)}`;

/** The areas (id, geometry, types, box) put in the grid cells their boxes cover. */
export function gridOf(areas: readonly IndexedArea[]): Map<string, IndexedArea[]> {
  const grid = new Map<string, IndexedArea[]>();
  for (const a of areas) {
    for (let y = Math.floor((a.south - PAD) / CELL_DEGREES); y <= Math.floor((a.north + PAD) / CELL_DEGREES); y++)
      for (let x = Math.floor((a.west - PAD) / CELL_DEGREES); x <= Math.floor((a.east + PAD) / CELL_DEGREES); x++) {
        const key = `${y}:${x}`;
        const list = grid.get(key);
        if (list) list.push(a);
        else grid.set(key, [a]);
      }
  }
  return grid;
}

export interface ApplicationPoint {
  id: number;
  lat: number;
  lng: number;
  type: string;
}

/**
 * Which areas each point falls in (box, types, then the exact test). `counts`, when given, is told how many
 * (point, area) pairs the grid offered and how many got the exact test.
 */
export function hitsOf(
  points: readonly ApplicationPoint[],
  grid: Map<string, IndexedArea[]>,
  counts?: { offered: number; exact: number },
): AreaHit[] {
  const hits: AreaHit[] = [];
  for (const p of points) {
    const candidates = grid.get(cellOf(p.lat, p.lng)) ?? [];
    if (counts) counts.offered += candidates.length;
    for (const a of candidates) {
      if (p.lat < a.south - PAD || p.lat > a.north + PAD || p.lng < a.west - PAD || p.lng > a.east + PAD) continue;
      if (a.types && !a.types.has(p.type)) continue;
      if (counts) counts.exact++;
      if (contains(a.area, p.lat, p.lng)) hits.push({ watchId: a.id, applicationId: p.id });
    }
  }
  return hits;
}

/** The new applications `ids` against every active area: the ids of the alerts created. */
export async function matchAreas(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const created: number[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await queryRows(
      db,
      sql`select id, latitude, longitude, type from applications
          where id = any(${arrayLiteral(ids.slice(i, i + CHUNK))}::integer[]) and latitude is not null and longitude is not null`,
    );
    if (rows.length === 0) continue;
    const points = rows.map((r) => ({
      id: Number(r.id),
      lat: Number(r.latitude),
      lng: Number(r.longitude),
      type: String(r.type),
    }));
    let south = Infinity;
    let north = -Infinity;
    let west = Infinity;
    let east = -Infinity;
    for (const p of points) {
      south = Math.min(south, p.lat);
      north = Math.max(north, p.lat);
      west = Math.min(west, p.lng);
      east = Math.max(east, p.lng);
    }
    const areaRows = await queryRows(
      db,
      sql`select id, area, application_types, area_south, area_west, area_north, area_east from watches
          where kind = 'area' and not paused
            and area_south <= ${north + PAD} and area_north >= ${south - PAD}
            and area_west <= ${east + PAD} and area_east >= ${west - PAD}`,
    );
    if (areaRows.length === 0) continue;
    const areas: IndexedArea[] = areaRows.map((r) => ({
      id: String(r.id),
      area: (typeof r.area === 'string' ? JSON.parse(r.area) : r.area) as AreaGeometry,
      types: r.application_types ? new Set(r.application_types as string[]) : null,
      south: Number(r.area_south),
      west: Number(r.area_west),
      north: Number(r.area_north),
      east: Number(r.area_east),
    }));
    const hits = hitsOf(points, gridOf(areas));
    for (let j = 0; j < hits.length; j += CHUNK) created.push(...(await writeAreaAlerts(db, hits.slice(j, j + CHUNK))));
  }
  return created;
}
