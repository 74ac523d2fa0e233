import { sql } from 'drizzle-orm';
import { cityResolver, type CityResolver } from '../addresses/cities.js';
import { arrayLiteral } from '../db/array-literal.js';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/rows.js';
import type { GeoPoint, ItemPlacement, PlacedPlace } from '../db/schema/index.js';
import type { ItemGeocoder } from '../geocoding/items.js';
import { IndexLookup, resolveAddress, resolveIntersection, resolveSegment } from './index-places.js';
import { areaOf, onlineLookups, type OnlineWanted } from './online-places.js';
import { findPlaces, type PlaceRef } from './places.js';
import { findAddresses } from '../addresses/grammar.js';
import { loadRegionMap, membersNamedIn, withoutSpans, type RegionMap } from './regions.js';

/*
 * Placing agenda items that carry no coordinates: the civic addresses, intersections and street segments named in
 * an item's title, description and address list (its report text when those name none) are resolved, first in the
 * local address index (index-places.ts), then (addresses only) by the configured online geocoder (online-places.ts),
 * else not at all. The result is
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
  /**
   * Regional bodies and their members: an item of a body (TRCA, Peel Region) is placed within the members its text
   * names, or all of them when it names none. Omitted: loaded here.
   */
  regions?: RegionMap;
}

export interface PlacementCounts {
  placed: number;
  unplaced: number;
  none: number;
}

const BATCH = 100;
/** Report text examined per item: the addresses that matter are in the first pages. */
const MAX_TEXT = 400_000;
/** Places of one item at most (a list of 200 addresses is not one site). */
const MAX_PLACES = 20;

interface Pending {
  id: number;
  municipalityIds: number[];
  hash: string;
}

/** The items to place: no coordinates of their own, and texts (or index, or geocoder) changed since last placed. */
async function itemsToPlace(db: Db, itemIds: number[], version: string, regions: RegionMap): Promise<Pending[]> {
  const rows = await queryRows(
    db,
    sql`select id, municipality_id, title, description, hash from (
          select ai.id, m.municipality_id, ai.title, ai.description, ai.placement_hash,
            md5(concat_ws(chr(10), ai.title, ai.description, array_to_string(ai.addresses, chr(10)),
              (select string_agg(coalesce(d.content_hash, '') || ':' || length(d.text), ',' order by d.id) from documents d where d.agenda_item_id = ai.id and d.text is not null),
              ${version}::text)) as hash
          from agenda_items ai join meetings m on m.id = ai.meeting_id
          where ai.id = any(${arrayLiteral(itemIds)}::integer[]) and ai.coordinates = '[]'::jsonb
        ) t where placement_hash is distinct from hash order by id`,
  );
  return rows.map((r) => {
    const own = Number(r.municipality_id);
    const reach = regions.reachOf(own);
    if (reach.length === 1) return { id: Number(r.id), municipalityIds: reach, hash: String(r.hash) };
    // A body's item: within the members its title or description names (outside its addresses), else all of them,
    // so that one street number and name in two member cities is not placed in both when the text says which.
    const text = [String(r.title ?? ''), String(r.description ?? '')]
      .map((t) => withoutSpans(t, findAddresses(t)))
      .join('\n');
    const named = membersNamedIn(text, reach.slice(1), regions, regions.nameOf(own));
    return { id: Number(r.id), municipalityIds: named.length ? [own, ...named] : reach, hash: String(r.hash) };
  });
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
    texts.set(Number(r.id), {
      own: [String(r.title), String(r.description ?? ''), ...addresses].filter(Boolean),
      report: String(r.doc ?? ''),
    });
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

/** Places the given items that need it (see the module comment); returns how many ended placed, unplaced, or naming nothing. */
export async function placeItems(db: Db, itemIds: number[], options: PlacementOptions): Promise<PlacementCounts> {
  const counts: PlacementCounts = { placed: 0, unplaced: 0, none: 0 };
  if (!itemIds.length) return counts;
  // The index's version: its highest id (read from the primary key, instant); an import writes new ids.
  const [{ version } = { version: '0' }] = (await queryRows(
    db,
    sql`select coalesce(max(id), 0)::text as version from address_points`,
  )) as Array<{ version: string }>;
  const pending = await itemsToPlace(
    db,
    itemIds,
    `${version}|${options.geocoder?.name ?? 'none'}`,
    options.regions ?? (await loadRegionMap(db)),
  );
  if (!pending.length) return counts;
  const budget = { left: options.maxOnline };
  let cities: CityResolver | null = null;
  let municipalityNames: Map<number, string> | null = null;

  for (let i = 0; i < pending.length; i += BATCH) {
    const batch = pending.slice(i, i + BATCH);
    const texts = await loadTexts(
      db,
      batch.map((b) => b.id),
    );
    const placesByItem = new Map(batch.map((b) => [b.id, placesOf(texts.get(b.id))]));
    const lookup = await IndexLookup.load(db, [...placesByItem.values()].flat(), [
      ...new Set(batch.flatMap((b) => b.municipalityIds)),
    ]);

    const results = new Map<
      number,
      {
        placement: ItemPlacement;
        retry: boolean;
        online: Array<{ ref: PlaceRef & { kind: 'address' }; queries: OnlineWanted[] }>;
      }
    >();
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
              return {
                query: `${ref.text.replace(/\s+/g, ' ')}, ${name}, Ontario, Canada`,
                municipalityId: m,
                box: areaOf([name]),
              };
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
        if (point)
          result.placement.places.push({ text: ref.text, via: options.geocoder!.name, kind: 'point', points: [point] });
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
