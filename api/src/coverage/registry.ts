import { and, asc, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { queryRows } from '../db/rows.js';
import { PROPERTY_MUNICIPALITY_KINDS, addressPoints, municipalities } from '../db/schema/index.js';

/*
 * The registry of Ontario municipalities (migration 0030): the municipalities a property can be in, and the nearest
 * ones to a coordinate (the wizard's coordinates mode proposes them for the user to confirm).
 */

/** Ontario's bounding box (with a little margin): a coordinate outside it is no property of ours. */
export const ONTARIO_BOUNDS = { minLat: 41.6, maxLat: 57.0, minLng: -95.2, maxLng: -74.3 } as const;
/** An address point this close to the coordinate names its municipality first. */
export const ADDRESS_MATCH_KM = 2;
export const NEAREST_LIMIT = 5;

export function inOntario(latitude: number, longitude: number): boolean {
  const b = ONTARIO_BOUNDS;
  return latitude >= b.minLat && latitude <= b.maxLat && longitude >= b.minLng && longitude <= b.maxLng;
}

/** Great-circle distance in kilometres. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The municipalities a property can be in (single- and lower-tier), by name. */
export async function propertyMunicipalities(db: DbOrTx) {
  return db
    .select({
      id: municipalities.id,
      name: municipalities.name,
      parentName: municipalities.parentName,
      kind: municipalities.kind,
      latitude: municipalities.latitude,
      longitude: municipalities.longitude,
    })
    .from(municipalities)
    .where(inArray(municipalities.kind, PROPERTY_MUNICIPALITY_KINDS))
    .orderBy(asc(municipalities.name));
}

export interface NearMunicipality {
  id: number;
  name: string;
  distance_km: number;
  basis: 'address' | 'registry';
}

export { PROPERTY_MUNICIPALITY_KINDS };

const roundKm = (km: number) => Math.round(km * 10) / 10;

/** The municipality of the nearest address point within ADDRESS_MATCH_KM, when the address index has one. */
async function nearestAddress(db: DbOrTx, latitude: number, longitude: number): Promise<NearMunicipality | null> {
  const dLat = ADDRESS_MATCH_KM / 111;
  const dLng = ADDRESS_MATCH_KM / (111 * Math.cos((latitude * Math.PI) / 180));
  const kx = Math.cos((latitude * Math.PI) / 180) ** 2;
  const rows = await queryRows(
    db,
    sql`select a.lat, a.lng, m.id, m.name from ${addressPoints} a join ${municipalities} m on m.id = a.municipality_id
      where a.lat between ${latitude - dLat} and ${latitude + dLat}
        and a.lng between ${longitude - dLng} and ${longitude + dLng}
        and m.kind in ('single-tier', 'lower-tier')
      order by (a.lat - ${latitude}) ^ 2 + ${kx} * (a.lng - ${longitude}) ^ 2 limit 1`,
  );
  const row = rows[0];
  if (!row) return null;
  const km = distanceKm(latitude, longitude, Number(row.lat), Number(row.lng));
  if (km > ADDRESS_MATCH_KM) return null;
  return { id: Number(row.id), name: String(row.name), distance_km: roundKm(km), basis: 'address' };
}

/**
 * Up to NEAREST_LIMIT municipalities near a coordinate, nearest first: the municipality of the nearest known
 * address point (within ADDRESS_MATCH_KM) first, then those whose representative points are nearest. A
 * representative point is not a boundary: the user confirms the choice.
 */
export async function nearestMunicipalities(
  db: DbOrTx,
  latitude: number,
  longitude: number,
): Promise<NearMunicipality[]> {
  const [address, points] = await Promise.all([
    nearestAddress(db, latitude, longitude),
    db
      .select({
        id: municipalities.id,
        name: municipalities.name,
        latitude: municipalities.latitude,
        longitude: municipalities.longitude,
      })
      .from(municipalities)
      .where(
        and(
          inArray(municipalities.kind, PROPERTY_MUNICIPALITY_KINDS),
          isNotNull(municipalities.latitude),
          isNotNull(municipalities.longitude),
        ),
      ),
  ]);
  const ranked = points
    .map((p) => ({ id: p.id, name: p.name, km: distanceKm(latitude, longitude, p.latitude!, p.longitude!) }))
    .sort((a, b) => a.km - b.km || a.name.localeCompare(b.name))
    .filter((p) => p.id !== address?.id)
    .map((p): NearMunicipality => ({ id: p.id, name: p.name, distance_km: roundKm(p.km), basis: 'registry' }));
  return [...(address ? [address] : []), ...ranked].slice(0, NEAREST_LIMIT);
}
