/*
 * Requests the shell's entry script starts before React, the store and the rest of the app have downloaded. The
 * session check (`/api/custom-auth/me`) is then answered by the time the app first renders, instead of one round trip
 * after it: on a cold load that round trip and the render it waited for were a fifth of the time to the first
 * screen. The entry (main.js) and this package (a shared module that loads later) are separate bundles, so they meet
 * on a window property. An early answer is used once, by a GET of the same address with the same token within
 * EARLY_FETCH_TTL_MS; any other request goes to the network as usual.
 */
import { getApiBaseUrl } from './config';
import { readStoredToken } from './tokenStorage';

/** An early answer older than this is not used (the app took that long to load: ask again). */
export const EARLY_FETCH_TTL_MS = 30_000;

interface EarlyFetch {
  authorization: string;
  startedAt: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __parcelwatchEarlyFetches?: Map<string, EarlyFetch>;
  }
}

function absoluteUrl(path: string): string {
  return new URL(`${getApiBaseUrl()}${path}`, window.location.href).href;
}

/** Starts a GET of an API path with the stored token; nothing when no token is stored. */
export function fetchEarly(path: string): void {
  const token = readStoredToken();
  if (!token || typeof fetch !== 'function') return;
  const url = absoluteUrl(path);
  const authorization = `Bearer ${token}`;
  const response = fetch(url, { headers: { authorization } });
  // An answer nobody takes (the token changed, the app took too long) must not be an unhandled rejection.
  response.catch(() => undefined);
  (window.__parcelwatchEarlyFetches ??= new Map()).set(url, { authorization, startedAt: Date.now(), response });
}

/** The early answer to this request, once; undefined when there is none for it. */
export function takeEarlyResponse(request: Request): Promise<Response> | undefined {
  const early = window.__parcelwatchEarlyFetches?.get(request.url);
  if (!early || request.method !== 'GET') return undefined;
  window.__parcelwatchEarlyFetches!.delete(request.url);
  if (early.authorization !== request.headers.get('authorization')) return undefined;
  if (Date.now() - early.startedAt > EARLY_FETCH_TTL_MS) return undefined;
  return early.response;
}

/** fetch() for the API's requests: an early answer when there is one for the request, else the network. */
export function fetchWithEarlyAnswers(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const early = typeof Request !== 'undefined' && input instanceof Request ? takeEarlyResponse(input) : undefined;
  return early ?? fetch(input, init);
}
