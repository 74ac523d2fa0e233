import { useCallback, useSyncExternalStore } from 'react';
import { getLanguage, getVersion, subscribe, translate } from './engine';
import type { Language } from './languages';

export type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * `t` for one namespace (a remote's catalogue), called with the English text as its key (placeholders such as
 * {{count}}). The component re-renders when the language changes or a catalogue arrives.
 */
export function useT(namespace: string): Translate {
  const version = useSyncExternalStore(subscribe, getVersion, getVersion);
  // A new `t` for each version: what uses it re-renders with the new language.
  return useCallback((key, values) => translate(namespace, key, values), [namespace, version]);
}

/** The language in use. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, getLanguage, getLanguage);
}
