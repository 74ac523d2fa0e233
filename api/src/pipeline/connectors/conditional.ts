import type { PoliteFetch } from './http.js';

/*
 * Conditional requests (RFC 9110 §13): a source that answers with an ETag or a Last-Modified is asked again with
 * If-None-Match / If-Modified-Since, and its 304 "not modified" means the copy kept from the last answer holds. A
 * source that gives neither is simply read in full. The validators are kept per request (`key`: the URL, with the
 * body of a POST) in the source's poll state (source_polls.state), between runs and across processes.
 */

export interface Validators {
  etag?: string;
  lastModified?: string;
}

/** The validators of a source's requests, by request key; at most this many are kept. */
export type ValidatorStore = Record<string, Validators>;
export const MAX_VALIDATORS = 500;

/**
 * Fetches `url`, conditionally when `store` holds validators for `key`: null when the source answered 304 (nothing
 * changed since the answer those validators came with), else the response, whose validators replace the kept ones.
 * `conditional: false` reads in full (and still keeps the new validators).
 */
export async function fetchIfChanged(
  fetch: PoliteFetch,
  url: string,
  init: RequestInit & { signal: AbortSignal },
  store: ValidatorStore,
  key: string = url,
  conditional = true,
): Promise<Response | null> {
  const known = store[key];
  const headers: Record<string, string> = { ...((init.headers as Record<string, string> | undefined) ?? {}) };
  if (conditional && known?.etag) headers['if-none-match'] = known.etag;
  if (conditional && known?.lastModified) headers['if-modified-since'] = known.lastModified;
  const response = await fetch(url, { ...init, headers });
  if (response.status === 304) {
    await response.body?.cancel();
    return null;
  }
  const etag = response.headers.get('etag');
  const lastModified = response.headers.get('last-modified');
  if (etag || lastModified) {
    delete store[key];
    const keys = Object.keys(store);
    if (keys.length >= MAX_VALIDATORS)
      for (const old of keys.slice(0, keys.length - MAX_VALIDATORS + 1)) delete store[old];
    store[key] = { ...(etag ? { etag } : {}), ...(lastModified ? { lastModified } : {}) };
  } else delete store[key];
  return response;
}
