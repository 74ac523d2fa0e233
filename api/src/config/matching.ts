import { type Env, fail, read } from './env.js';

/** MATCH_RADII_METERS: increasing distances in metres, e.g. "150,500,1000". */
export function radiiFromEnv(env: Env): number[] {
  const raw = read(env, 'MATCH_RADII_METERS');
  if (raw === undefined) return [150, 500, 1000];
  const values = raw.split(',').map((part) => Number(part.trim()));
  if (
    values.some((v) => !Number.isInteger(v) || v < 1 || v > 10_000) ||
    values.some((v, i) => i > 0 && v <= values[i - 1]!)
  ) {
    fail(
      'MATCH_RADII_METERS',
      `"${raw}" is not a list of increasing whole metres between 1 and 10000, such as 150,500,1000`,
    );
  }
  return values;
}

/**
 * MATCH_NEAR_RADIUS_METERS: whole metres, 400 by default. Within it a site-specific application or public works
 * is 'high'; it cannot exceed the outer matching radius (the last of MATCH_RADII_METERS), which bounds what
 * matches at all.
 */
export function nearRadiusFromEnv(env: Env, radii: number[]): number {
  const raw = read(env, 'MATCH_NEAR_RADIUS_METERS');
  const outer = radii[radii.length - 1]!;
  if (raw === undefined) return Math.min(400, outer);
  const value = Number(raw.trim());
  if (!Number.isInteger(value) || value < 1 || value > outer) {
    fail(
      'MATCH_NEAR_RADIUS_METERS',
      `"${raw}" is not whole metres between 1 and the outer matching radius (${outer} m, the last of MATCH_RADII_METERS)`,
    );
  }
  return value;
}
