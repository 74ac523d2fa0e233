import { type Env, fail, read, readInt, readUrl } from './env.js';

export interface GeocodingConfig {
  /** GEOCODER_TOKEN: unset means the offline gazetteer. */
  token: string | null;
  /** GEOCODER_BASE_URL (default https://api.mapbox.com). */
  baseUrl: string;
}

/** The online geocoder of agenda items' addresses (after the local address index); off by default. */
export interface ItemGeocoderConfig {
  /** ITEM_GEOCODER: none (default), mapbox, nominatim or photon. */
  provider: 'none' | 'mapbox' | 'nominatim' | 'photon';
  /** ITEM_GEOCODER_URL (default: the provider's public service). */
  baseUrl: string;
  /** ITEM_GEOCODER_TOKEN (mapbox; GEOCODER_TOKEN when unset). */
  token: string | null;
  /** ITEM_GEOCODER_RATE: requests per second at most (default 1, Nominatim's usage policy). */
  ratePerSecond: number;
  /** ITEM_GEOCODER_TIMEOUT_MS (default 5000). */
  timeoutMs: number;
  /** ITEM_GEOCODER_MAX_PER_RUN: online lookups per analysis run at most (default 60: a minute at Nominatim's one a second); the rest wait for the next run. */
  maxPerRun: number;
  /** ITEM_GEOCODER_USER_AGENT: sent with every request (Nominatim's policy asks for one naming the application). */
  userAgent: string;
}

export function geocodingFromEnv(env: Env): GeocodingConfig {
  return {
    token: read(env, 'GEOCODER_TOKEN') ?? null,
    baseUrl: readUrl(env, 'GEOCODER_BASE_URL', ['http:', 'https:']) ?? 'https://api.mapbox.com',
  };
}

const ITEM_GEOCODER_URLS = {
  mapbox: 'https://api.mapbox.com',
  nominatim: 'https://nominatim.openstreetmap.org',
  photon: 'https://photon.komoot.io',
} as const;

export function itemGeocoderFromEnv(env: Env): ItemGeocoderConfig {
  const provider = (read(env, 'ITEM_GEOCODER') ?? 'none').toLowerCase();
  if (provider !== 'none' && provider !== 'mapbox' && provider !== 'nominatim' && provider !== 'photon')
    fail('ITEM_GEOCODER', `"${provider}" is not one of none, mapbox, nominatim, photon`);
  const token = read(env, 'ITEM_GEOCODER_TOKEN') ?? read(env, 'GEOCODER_TOKEN') ?? null;
  if (provider === 'mapbox' && !token)
    fail('ITEM_GEOCODER', 'mapbox needs ITEM_GEOCODER_TOKEN (or GEOCODER_TOKEN) to be set');
  return {
    provider,
    baseUrl:
      readUrl(env, 'ITEM_GEOCODER_URL', ['http:', 'https:']) ??
      (provider === 'none' ? '' : ITEM_GEOCODER_URLS[provider]),
    token,
    ratePerSecond: readInt(env, 'ITEM_GEOCODER_RATE', 1, 1, 50),
    timeoutMs: readInt(env, 'ITEM_GEOCODER_TIMEOUT_MS', 5000, 100, 60_000),
    maxPerRun: readInt(env, 'ITEM_GEOCODER_MAX_PER_RUN', 60, 0, 100_000),
    userAgent: read(env, 'ITEM_GEOCODER_USER_AGENT') ?? 'Parcelwatch (agenda item geocoding)',
  };
}
