/** Opens a document of a source site in a new tab, without giving it a handle on this window. */
export function openInNewTab(url: string | null | undefined): void {
  if (url) window.open(url, '_blank', 'noopener,noreferrer');
}
