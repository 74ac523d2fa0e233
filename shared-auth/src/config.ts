/** Run-time configuration a deployment may put on `window` before the app starts. */
export interface ParcelwatchRuntimeConfig {
  apiBaseUrl?: string;
  [key: string]: unknown;
}

declare global {
  interface Window {
    __PARCELWATCH_CONFIG__?: ParcelwatchRuntimeConfig;
  }
}

/**
 * Base address of the API. The run-time override wins over the value the bundler baked in, so one build
 * can be pointed at another API; '' means same origin. Read on every request, never cached.
 */
export function getApiBaseUrl(): string {
  const runtime = typeof window !== 'undefined' ? window.__PARCELWATCH_CONFIG__?.apiBaseUrl : undefined;
  if (typeof runtime === 'string') return runtime;
  // In jest the bundler's define does not exist, hence the typeof guard.
  return typeof __API_BASE_URL__ !== 'undefined' ? __API_BASE_URL__ : '';
}
