import { type Env, fail, read } from './env.js';

/** The map's basemap: an XYZ raster tile service, or none (the map draws its points on a plain background). */
export interface MapTilesConfig {
  /** MAP_TILE_URL: a template with {z}, {x} and {y} (and optionally {s} and {r}), or null when unset. */
  url: string | null;
  /** MAP_ATTRIBUTION: the credit the tile service asks to be shown (plain text). */
  attribution: string;
}

const TEMPLATE = /^https?:\/\/[^\s/?#]+\/\S*$/i;

export function mapTilesFromEnv(env: Env): MapTilesConfig {
  const url = read(env, 'MAP_TILE_URL') ?? null;
  const attribution = read(env, 'MAP_ATTRIBUTION') ?? '';
  if (url !== null) {
    if (url.length > 500 || !TEMPLATE.test(url) || !['{z}', '{x}', '{y}'].every((part) => url.includes(part))) {
      fail(
        'MAP_TILE_URL',
        `"${url.slice(0, 80)}" is not an http(s) tile template with {z}, {x} and {y}, such as https://tile.example.org/{z}/{x}/{y}.png`,
      );
    }
    if (!attribution) fail('MAP_ATTRIBUTION', 'must be set with MAP_TILE_URL: tile services require their credit');
  }
  if (attribution.length > 300) fail('MAP_ATTRIBUTION', 'is longer than 300 characters');
  return { url, attribution };
}

/** The tile server's origin for the page's Content-Security-Policy (img-src), when it can be known. */
export function tileOrigin(url: string | null): string | null {
  if (!url) return null;
  const host = /^(https?:\/\/[^/]+)\//i.exec(url)?.[1];
  return host && !host.includes('{') ? host.toLowerCase() : null;
}
