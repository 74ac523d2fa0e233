// Starts the session check's request from the shell's entry, before the app's code has downloaded; shared-auth's
// API layer takes the answer when the store makes the same request (shared-auth/src/earlyFetch.ts, which explains
// the hand-over). This file runs in main.js and imports nothing of shared-auth: it reads the token and the API's base
// address where shared-auth keeps them (tokenStorage.ts, config.ts).
import type { EarlyFetch } from 'shared-auth';

const TOKEN_STORAGE_KEY = 'parcelwatch.token';
export const SESSION_CHECK_PATH = '/api/custom-auth/me';

function storedToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function apiBaseUrl(): string {
  const runtime = window.__PARCELWATCH_CONFIG__?.apiBaseUrl;
  if (typeof runtime === 'string') return runtime;
  return typeof __API_BASE_URL__ !== 'undefined' ? __API_BASE_URL__ : '';
}

/**
 * Starts `GET <path>` with the stored token, for the API layer to take when the app makes the same request; nothing
 * when no token is stored.
 */
export function startEarlyRequest(path: string): void {
  const token = storedToken();
  if (!token || typeof fetch !== 'function') return;
  const url = new URL(`${apiBaseUrl()}${path}`, window.location.href).href;
  const authorization = `Bearer ${token}`;
  const response = fetch(url, { headers: { authorization } });
  // An answer nobody takes (the token changed, the app took too long) must not be an unhandled rejection.
  response.catch(() => undefined);
  const early: EarlyFetch = { authorization, startedAt: Date.now(), response };
  (window.__parcelwatchEarlyFetches ??= new Map()).set(url, early);
}

/** Starts `GET /api/custom-auth/me` with the stored token; nothing when none is stored. */
export function startEarlySessionCheck(): void {
  startEarlyRequest(SESSION_CHECK_PATH);
}
