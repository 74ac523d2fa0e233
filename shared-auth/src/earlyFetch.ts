/*
 * Answers to requests that the shell's entry script starts before React, the store and the rest of the app have
 * downloaded (shell/src/features/auth/earlySessionCheck.ts). The session check (`/api/custom-auth/me`) is then
 * answered by the time the app first renders, instead of one round trip after it: on a cold load that round trip and
 * the render it waited for were a fifth of the time to the first screen. The entry (main.js) and this package (a
 * shared module that loads later) are separate bundles that meet on a window property; the entry does not import
 * this package, which would put a second copy of it in the build. An early answer is used once, by a GET of the same
 * address with the same token within EARLY_FETCH_TTL_MS; any other request goes to the network as usual.
 */

/** An early answer older than this is not used (the app took that long to load: ask again). */
export const EARLY_FETCH_TTL_MS = 30_000;

/** One early request, keyed by its absolute URL in `window.__parcelwatchEarlyFetches`. */
export interface EarlyFetch {
  authorization: string;
  startedAt: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __parcelwatchEarlyFetches?: Map<string, EarlyFetch>;
  }
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
