import { readBoundedBody } from '../pipeline/connectors/bounded-body.js';
import type { PoliteFetch } from '../pipeline/connectors/http.js';

/*
 * A registry's JSON answer read through the pipeline's polite fetch (User-Agent, pacing, retries, daily budget) with
 * a byte bound, declared and actual, checked before anything is parsed: a hostile or broken registry cannot make a
 * run hold more than `maxBytes` of one answer.
 */

export class RegistryReadError extends Error {}

export async function fetchJson<T>(
  fetch: PoliteFetch,
  url: string,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<T> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  const body = await readBoundedBody(
    response,
    maxBytes,
    () => new RegistryReadError(`${new URL(url).pathname} answered more than ${maxBytes} bytes`),
  );
  try {
    return JSON.parse(body.toString('utf8')) as T;
  } catch {
    throw new RegistryReadError(`${new URL(url).pathname} did not answer JSON`);
  }
}
