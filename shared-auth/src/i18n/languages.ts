/*
 * The languages of the app (docs/i18n.md). en-CA is the default and the app's own text: every string in the code is
 * its English, and that English is the key of its translation. fr-CA is the other.
 */
export const LANGUAGES = ['en-CA', 'fr-CA'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-CA';

/** What each language is called in itself (the switch shows these, never translated). */
export const LANGUAGE_NAMES: Record<Language, string> = { 'en-CA': 'English', 'fr-CA': 'Français' };

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** Where the browser keeps the language chosen on this device (before and between sign-ins). */
export const LANGUAGE_STORAGE_KEY = 'parcelwatch.language';

/**
 * The language of a first visit: the one chosen on this device before, else the browser's first preference that is
 * French or English (any French, fr-FR included, is fr-CA), else English.
 */
export function detectLanguage(
  stored: string | null = safeStored(),
  preferences: readonly string[] = typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language],
): Language {
  if (isLanguage(stored)) return stored;
  for (const preference of preferences) {
    const lower = String(preference ?? '').toLowerCase();
    if (lower === 'fr' || lower.startsWith('fr-')) return 'fr-CA';
    if (lower === 'en' || lower.startsWith('en-')) return 'en-CA';
  }
  return DEFAULT_LANGUAGE;
}

function safeStored(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // a browser without storage keeps the choice for this page only
  }
}
