import { sql } from 'drizzle-orm';
import type { CityResolver } from '../addresses/cities.js';
import { arrayLiteral } from '../db/array-literal.js';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/rows.js';
import type { GeoPoint } from '../db/schema/index.js';
import type { GeoBox, ItemGeocoder } from '../geocoding/items.js';
import { PLACES } from '../geocoding/ontario.js';
import { round } from './index-places.js';

/*
 * Civic addresses the address index does not know, asked of the configured online geocoder: the batch's cached
 * answers in one query, then the service for the misses, within the run's budget. Every answer (a point, or none)
 * is cached; a failure is not, so it is asked again on a later run.
 */

/** A box around the candidate municipalities, for the online geocoder: their gazetteer centres with ~35 km around; else Ontario. */
export function areaOf(names: string[]): GeoBox {
  const centres = names.flatMap((name) =>
    PLACES.filter(([place, kind]) => kind !== 'locality' && place.toLowerCase() === name.toLowerCase()).map(
      ([, , , lat, lng]) => ({ lat, lng }),
    ),
  );
  if (!centres.length) return { minLat: 41.6, maxLat: 57, minLng: -95.2, maxLng: -74.3 };
  return {
    minLat: Math.min(...centres.map((c) => c.lat)) - 0.32,
    maxLat: Math.max(...centres.map((c) => c.lat)) + 0.32,
    minLng: Math.min(...centres.map((c) => c.lng)) - 0.44,
    maxLng: Math.max(...centres.map((c) => c.lng)) + 0.44,
  };
}

export interface OnlineWanted {
  query: string;
  municipalityId: number;
  box: GeoBox;
}

/** Cached answers for the batch's queries (one query), then the service for the misses, within the run's budget. */
export async function onlineLookups(
  db: Db,
  geocoder: ItemGeocoder,
  wanted: OnlineWanted[],
  budget: { left: number },
  cities: CityResolver,
): Promise<Map<string, GeoPoint | null | undefined>> {
  const answers = new Map<string, GeoPoint | null | undefined>();
  if (!wanted.length) return answers;
  const queries = [...new Set(wanted.map((w) => w.query))];
  const cached = await queryRows(
    db,
    sql`select query, lat, lng from geocode_cache where provider = ${geocoder.name} and query = any(${arrayLiteral(queries)}::text[])`,
  );
  for (const row of cached)
    answers.set(String(row.query), row.lat === null ? null : { lat: Number(row.lat), lng: Number(row.lng) });
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
