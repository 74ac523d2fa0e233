import { openExternal } from 'shared-auth';

/** Opens a document of a source site in a new tab, without giving it a handle on this window; only http(s) opens. */
export function openInNewTab(url: string | null | undefined): void {
  openExternal(url);
}
