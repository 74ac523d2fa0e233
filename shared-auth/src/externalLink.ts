/*
 * The one way the front end links to or opens a URL it did not write itself (a source document, a proposal, an
 * invoice): only absolute http(s) URLs. Anything else (`javascript:`, `data:`, `vbscript:`, a relative path)
 * gives undefined, so no link renders and nothing opens, whatever the API or a source sent.
 */

/** The URL, normalized, when it is an absolute http(s) URL with a host; undefined otherwise. */
export function safeExternalUrl(url: unknown): string | undefined {
  if (typeof url !== 'string' || url === '' || url.length > 2000) return undefined;
  let parsed: URL;
  try {
    // No base: a relative or scheme-relative value is not an external link.
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.hostname) return undefined;
  return parsed.href;
}

/** Opens a safe URL in a new tab without giving the page a handle on this window; does nothing otherwise. */
export function openExternal(url: unknown): boolean {
  const safe = safeExternalUrl(url);
  if (!safe) return false;
  window.open(safe, '_blank', 'noopener,noreferrer');
  return true;
}
