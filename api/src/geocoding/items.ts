import type { ItemGeocoderConfig } from '../config/index.js';
import { memoryPacer, type Pacer } from '../lib/pacer.js';

/*
 * Online geocoders for agenda items' addresses, the fallback after the local address index. Three protocols:
 * Mapbox forward geocoding v5 ('mapbox.places'), Nominatim's /search (jsonv2) and Photon's /api (GeoJSON). Off by
 * default (ITEM_GEOCODER=none): nothing leaves the server unless configured. Every call is bounded: a timeout, a
 * minimum interval between calls (Nominatim's public service allows one a second), results in Canada only and
 * inside the caller's area (a box around the candidate municipalities).
 */

export interface GeoBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

export interface GeocodeHit {
  lat: number;
  lng: number;
  label: string;
  /** The city the service says the result is in, when it says. */
  city: string | null;
}

export interface ItemGeocoder {
  readonly name: 'mapbox' | 'nominatim' | 'photon';
  /** The best result for a query inside the box, or null; throws when the service cannot be reached or answers badly. */
  lookup(query: string, box: GeoBox): Promise<GeocodeHit | null>;
}

const inBox = (box: GeoBox, lat: number, lng: number) =>
  lat >= box.minLat && lat <= box.maxLat && lng >= box.minLng && lng <= box.maxLng;
const ONTARIO = /^(on|ontario)$/i;

/** Calls spaced by at least `intervalMs`, one at a time in this process; `pacer` spaces them across processes. */
function spacer(intervalMs: number, pacer: Pacer, key: string) {
  let chain: Promise<void> = Promise.resolve();
  return <T>(fn: () => Promise<T>): Promise<T> => {
    const run = chain.then(async () => {
      const wait = await pacer.reserve(key, intervalMs);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    });
    chain = run.catch(() => undefined);
    return run.then(fn);
  };
}

async function getJson(url: URL, config: ItemGeocoderConfig): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(config.timeoutMs),
      headers: { accept: 'application/json', 'user-agent': config.userAgent },
    });
  } catch (error) {
    throw new Error(`the ${config.provider} geocoder could not be reached: ${(error as Error).message}`);
  }
  if (!response.ok) throw new Error(`the ${config.provider} geocoder answered ${response.status}`);
  const text = await response.text();
  if (text.length > 1_000_000) throw new Error(`the ${config.provider} geocoder answered more than 1 MB`);
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`the ${config.provider} geocoder answered something other than JSON`);
  }
}

const endpoint = (base: string, path: string) => new URL(path, base.endsWith('/') ? base : `${base}/`);

function mapbox(config: ItemGeocoderConfig, space: ReturnType<typeof spacer>): ItemGeocoder {
  return {
    name: 'mapbox',
    lookup: (query, box) =>
      space(async () => {
        const url = endpoint(config.baseUrl, `geocoding/v5/mapbox.places/${encodeURIComponent(query)}.json`);
        url.searchParams.set('access_token', config.token ?? '');
        url.searchParams.set('country', 'ca');
        url.searchParams.set('types', 'address,poi');
        url.searchParams.set('limit', '1');
        url.searchParams.set('bbox', [box.minLng, box.minLat, box.maxLng, box.maxLat].join(','));
        const body = (await getJson(url, config)) as {
          features?: Array<{
            center?: [number, number];
            place_name?: string;
            context?: Array<{ id?: string; text?: string; short_code?: string }>;
          }>;
        };
        for (const f of body?.features ?? []) {
          if (!Array.isArray(f.center) || f.center.length !== 2) continue;
          const [lng, lat] = f.center.map(Number) as [number, number];
          const region = f.context?.find((c) => c.id?.startsWith('region.'));
          if (region && !(ONTARIO.test(region.text ?? '') || region.short_code === 'CA-ON')) continue;
          if (!inBox(box, lat, lng)) continue;
          return {
            lat,
            lng,
            label: String(f.place_name ?? query),
            city: f.context?.find((c) => c.id?.startsWith('place.'))?.text ?? null,
          };
        }
        return null;
      }),
  };
}

function nominatim(config: ItemGeocoderConfig, space: ReturnType<typeof spacer>): ItemGeocoder {
  return {
    name: 'nominatim',
    lookup: (query, box) =>
      space(async () => {
        const url = endpoint(config.baseUrl, 'search');
        url.searchParams.set('q', query);
        url.searchParams.set('format', 'jsonv2');
        url.searchParams.set('countrycodes', 'ca');
        url.searchParams.set('addressdetails', '1');
        url.searchParams.set('limit', '1');
        url.searchParams.set('viewbox', [box.minLng, box.maxLat, box.maxLng, box.minLat].join(','));
        url.searchParams.set('bounded', '1');
        const body = (await getJson(url, config)) as Array<{
          lat?: string;
          lon?: string;
          display_name?: string;
          address?: Record<string, string>;
        }>;
        if (!Array.isArray(body)) throw new Error('the nominatim geocoder answered an unexpected body');
        for (const r of body) {
          const lat = Number(r.lat);
          const lng = Number(r.lon);
          if (!Number.isFinite(lat) || !Number.isFinite(lng) || !inBox(box, lat, lng)) continue;
          if (r.address?.country_code && r.address.country_code !== 'ca') continue;
          if (r.address?.state && !ONTARIO.test(r.address.state)) continue;
          return {
            lat,
            lng,
            label: String(r.display_name ?? query),
            city: r.address?.city ?? r.address?.town ?? r.address?.village ?? null,
          };
        }
        return null;
      }),
  };
}

function photon(config: ItemGeocoderConfig, space: ReturnType<typeof spacer>): ItemGeocoder {
  return {
    name: 'photon',
    lookup: (query, box) =>
      space(async () => {
        const url = endpoint(config.baseUrl, 'api');
        url.searchParams.set('q', query);
        url.searchParams.set('limit', '1');
        url.searchParams.set('lang', 'en');
        url.searchParams.set('bbox', [box.minLng, box.minLat, box.maxLng, box.maxLat].join(','));
        const body = (await getJson(url, config)) as {
          features?: Array<{ geometry?: { coordinates?: [number, number] }; properties?: Record<string, string> }>;
        };
        if (!body || !Array.isArray(body.features)) throw new Error('the photon geocoder answered an unexpected body');
        for (const f of body.features) {
          const [lng, lat] = (f.geometry?.coordinates ?? []).map(Number) as [number, number];
          if (!Number.isFinite(lat) || !Number.isFinite(lng) || !inBox(box, lat, lng)) continue;
          const p = f.properties ?? {};
          if (p.countrycode && p.countrycode.toUpperCase() !== 'CA') continue;
          if (p.state && !ONTARIO.test(p.state)) continue;
          const label = [[p.housenumber, p.street].filter(Boolean).join(' ') || p.name, p.city, p.state]
            .filter(Boolean)
            .join(', ');
          return { lat, lng, label: label || query, city: p.city ?? null };
        }
        return null;
      }),
  };
}

/** The configured online geocoder, or null (ITEM_GEOCODER=none). */
export function itemGeocoderFromConfig(config: ItemGeocoderConfig, pacer: Pacer = memoryPacer()): ItemGeocoder | null {
  if (config.provider === 'none') return null;
  const space = spacer(Math.ceil(1000 / config.ratePerSecond), pacer, `geocoder:${config.provider}`);
  return config.provider === 'mapbox'
    ? mapbox(config, space)
    : config.provider === 'nominatim'
      ? nominatim(config, space)
      : photon(config, space);
}
