/*
 * Reading environment variables: the shared readers and the error every bad value throws.
 */

export type Env = Record<string, string | undefined>;

export function fail(name: string, problem: string): never {
  throw new Error(`Invalid environment variable ${name}: ${problem}`);
}

/** Empty strings count as unset, so `FOO= npm start` behaves like not setting FOO. */
export function read(env: Env, name: string): string | undefined {
  const value = env[name];
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function readInt(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) fail(name, `"${raw}" is not an integer between ${min} and ${max}`);
  const value = Number(raw);
  if (value < min || value > max) fail(name, `${value} is not between ${min} and ${max}`);
  return value;
}

export function readBool(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const lower = raw.toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(lower)) return true;
  if (['false', '0', 'no', 'off'].includes(lower)) return false;
  fail(name, `"${raw}" is not a boolean (use true or false)`);
}

export function readUrl(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    fail(name, 'is not a valid URL');
  }
  if (!protocols.includes(url.protocol)) {
    fail(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}
