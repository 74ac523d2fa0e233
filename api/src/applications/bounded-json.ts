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
  const tooLarge = () => new RegistryReadError(`${new URL(url).pathname} answered more than ${maxBytes} bytes`);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let part = await reader?.read(); reader && part && !part.done; part = await reader.read()) {
    size += part.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(part.value);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as T;
  } catch {
    throw new RegistryReadError(`${new URL(url).pathname} did not answer JSON`);
  }
}
