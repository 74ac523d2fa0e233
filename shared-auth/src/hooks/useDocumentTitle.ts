import { useEffect } from 'react';

/** The product's name, the whole browser-tab title when a screen names nothing else. */
export const APP_NAME = 'Parcelwatch';

/** "Alerts · Parcelwatch" for "Alerts"; the product's name alone for nothing. */
export function documentTitle(screen?: string): string {
  const name = screen?.trim();
  return name ? `${name} · ${APP_NAME}` : APP_NAME;
}

/**
 * Names the browser tab (and what a screen reader announces on arrival) after the screen on show. Every screen calls
 * it once, through its page title (PageTitle) or directly. The title is not put back on unmount: the next screen sets
 * its own, and a parcel may unmount after its successor has mounted.
 */
export function useDocumentTitle(screen?: string) {
  useEffect(() => {
    document.title = documentTitle(screen);
  }, [screen]);
}
