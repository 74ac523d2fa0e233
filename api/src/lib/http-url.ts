/*
 * Links the product shows or follows are web pages: only http and https. A `javascript:` or `data:` URL from a
 * user or from a source page would run script when opened, so it is refused when sent and dropped when a source
 * gives one; what was stored before is left out when served.
 */

export const MAX_URL_LENGTH = 2000;

/** Whether `value` is an absolute http(s) URL with a host, at most MAX_URL_LENGTH characters. */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/** The value when it is an http(s) URL, else null. */
export const httpUrlOrNull = (value: unknown): string | null => (isHttpUrl(value) ? value : null);

/** A key that holds a link: `url`, `pdfUrl`, `source_document_url`, `bylaw_url`... */
export const isUrlKey = (key: string): boolean => /url$/i.test(key);

/**
 * A copy of `value` in which every string under a URL key that is not an http(s) URL becomes null, and every
 * array entry whose own `url` is such a string is left out (an attachment or link is nothing without it).
 */
export function withSafeUrls<T>(value: T, depth = 0): T {
  if (depth > 16 || value === null || typeof value !== 'object') return value;
  if (value instanceof Date || Buffer.isBuffer(value)) return value;
  if (Array.isArray(value)) {
    return value
      .filter(
        (item) =>
          !(
            item &&
            typeof item === 'object' &&
            !Array.isArray(item) &&
            typeof (item as { url?: unknown }).url === 'string' &&
            !isHttpUrl((item as { url: string }).url)
          ),
      )
      .map((item) => withSafeUrls(item, depth + 1)) as T;
  }
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    out[key] = isUrlKey(key) && typeof item === 'string' ? httpUrlOrNull(item) : withSafeUrls(item, depth + 1);
  }
  return out as T;
}
