import type { Db } from '../db/client.js';
import { municipalities } from '../db/schema/index.js';
import { PLACES } from '../geocoding/ontario.js';

/*
 * Which municipality an address file's city is. Files write the municipality ('Mississauga', 'City of
 * Mississauga', 'MISSISSAUGA') or a former municipality or community inside it ('North York', 'Scarborough',
 * 'Port Credit'): the latter come from the Ontario gazetteer's localities (geocoding/ontario.ts), so there is one
 * list of them.
 */

const cityKey = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(
      /^(?:the\s+)?(?:city|town|township|village|municipality|corporation of the city|regional municipality)\s+of\s+/,
      '',
    )
    .replace(/,?\s*\((?:c|cy|t|tp|to|vl|mu)\)$/, '')
    .replace(/\s+(?:city|town|township)$/, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export interface CityResolver {
  /** The municipality id of a city name; null when it is not a known municipality. */
  resolve(...names: Array<string | null | undefined>): number | null;
}

/** Resolves names against the municipalities table (and the gazetteer's localities of them). */
export async function cityResolver(db: Db): Promise<CityResolver> {
  const rows = await db.select({ id: municipalities.id, name: municipalities.name }).from(municipalities);
  const byKey = new Map<string, number>();
  for (const row of rows) byKey.set(cityKey(row.name), row.id);
  for (const [name, kind, municipality] of PLACES) {
    const id = byKey.get(cityKey(municipality));
    if (kind === 'locality' && id !== undefined && !byKey.has(cityKey(name))) byKey.set(cityKey(name), id);
  }
  const cache = new Map<string, number | null>();
  return {
    resolve(...names) {
      for (const name of names) {
        if (!name?.trim()) continue;
        let id = cache.get(name);
        if (id === undefined) {
          id = byKey.get(cityKey(name)) ?? null;
          if (cache.size < 10_000) cache.set(name, id);
        }
        if (id !== null) return id;
      }
      return null;
    },
  };
}
