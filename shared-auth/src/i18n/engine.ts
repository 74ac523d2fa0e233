import type { i18n as I18n } from 'i18next';
import { loadCatalogue, namespacesFor, onRegister } from './catalogues';
import { DEFAULT_LANGUAGE, rememberLanguage, type Language } from './languages';

/*
 * The app's one translation engine (docs/i18n.md): i18next, created the first time a language other than English is
 * chosen, inside shared-auth (a federation singleton, so the shell and every remote use this one instance). English
 * loads none of it: the code's text is the English, and its placeholders are filled here. antd's and dayjs's
 * French locales are fetched with the engine.
 */
let language: Language = DEFAULT_LANGUAGE;
let engine: I18n | null = null;
let enginePromise: Promise<I18n> | null = null;
let antdLocale: unknown;
let version = 0;
const listeners = new Set<() => void>();
const loaded = new Set<string>();
let pending: Promise<void> = Promise.resolve();

export const getLanguage = (): Language => language;
/** Bumped on every change of what a translation answers (the language, a catalogue arriving). */
export const getVersion = (): number => version;
/** antd's locale object for the language in use (undefined: antd's own English). */
export const getAntdLocale = (): unknown => antdLocale;

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(): void {
  version += 1;
  listeners.forEach((listener) => listener());
}

function ensureEngine(): Promise<I18n> {
  enginePromise ??= import('i18next').then(async ({ createInstance }) => {
    const instance = createInstance();
    await instance.init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: false,
      // The keys are English sentences: a '.' or ':' in them is text, not a path or a namespace.
      keySeparator: false,
      nsSeparator: false,
      ns: [],
      resources: {},
      returnEmptyString: false,
      interpolation: { escapeValue: false },
    });
    engine = instance;
    return instance;
  });
  return enginePromise;
}

async function loadNamespaces(target: Language, namespaces: string[]): Promise<void> {
  const instance = await ensureEngine();
  await Promise.all(
    namespaces
      .filter((namespace) => !loaded.has(`${target}|${namespace}`))
      .map(async (namespace) => {
        const catalogue = await loadCatalogue(namespace, target);
        if (catalogue) instance.addResourceBundle(target, namespace, catalogue, true, true);
        loaded.add(`${target}|${namespace}`);
      }),
  );
}

async function loadLocales(target: Language): Promise<void> {
  const [{ default: dayjs }] = await Promise.all([import('dayjs')]);
  if (target === 'fr-CA') {
    const [antd] = await Promise.all([import('antd/locale/fr_FR'), import('dayjs/locale/fr-ca')]);
    antdLocale = antd.default;
    dayjs.locale('fr-ca');
  } else {
    antdLocale = undefined;
    dayjs.locale('en');
  }
}

/**
 * Switches the app to `next`: its catalogues (every namespace registered so far), antd's and dayjs's locales, then
 * one re-render of whatever reads a translation. `remember` keeps the choice on this device.
 */
export async function setLanguage(next: Language, { remember = true } = {}): Promise<void> {
  if (next !== DEFAULT_LANGUAGE) {
    await loadNamespaces(next, namespacesFor(next));
    await (await ensureEngine()).changeLanguage(next);
  }
  await loadLocales(next);
  language = next;
  if (remember) rememberLanguage(next);
  if (typeof document !== 'undefined') document.documentElement.lang = next === 'fr-CA' ? 'fr-CA' : 'en';
  changed();
}

// A remote registered while a translated language is in use: its catalogue is fetched now (the shell waits for
// it, catalogueReady, before mounting the remote).
onRegister((namespace) => {
  if (language === DEFAULT_LANGUAGE) return;
  const target = language;
  pending = Promise.all([pending, loadNamespaces(target, [namespace])]).then(changed);
});

/** Resolves once every catalogue asked for so far has arrived. */
export const catalogueReady = (): Promise<void> => pending;

const PLACEHOLDER = /{{\s*([\w.]+)\s*}}/g;

/** The English text with its placeholders filled ('{{count}} alerts', { count: 3 } gives '3 alerts'). */
export function interpolate(text: string, values?: Record<string, unknown>): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** `key` (the English text) in the language in use, from `namespace`'s catalogue; the English when it has none. */
export function translate(namespace: string, key: string, values?: Record<string, unknown>): string {
  if (language === DEFAULT_LANGUAGE || !engine) return interpolate(key, values);
  return engine.t(key, { ...values, ns: namespace, lng: language, defaultValue: interpolate(key, values) }) as string;
}
