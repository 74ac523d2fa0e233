import type { Language } from './languages';

/*
 * Message catalogues, one per remote (a namespace) and language (docs/i18n.md). A remote registers its loaders when
 * its code runs, so its catalogues travel with it and it still deploys alone; a catalogue is fetched only when its
 * language is in use (English needs none: the code's own text is the English).
 */
export type Catalogue = Record<string, string>;
export type CatalogueLoader = () => Promise<{ default: Catalogue } | Catalogue>;

const loaders = new Map<string, Partial<Record<Language, CatalogueLoader>>>();

export function registerCatalogue(namespace: string, languages: Partial<Record<Language, CatalogueLoader>>): void {
  loaders.set(namespace, { ...loaders.get(namespace), ...languages });
  registered.forEach((listener) => listener(namespace));
}

/** The namespaces with a loader for `language`. */
export function namespacesFor(language: Language): string[] {
  return [...loaders.entries()].filter(([, byLanguage]) => byLanguage[language]).map(([namespace]) => namespace);
}

export async function loadCatalogue(namespace: string, language: Language): Promise<Catalogue | null> {
  const load = loaders.get(namespace)?.[language];
  if (!load) return null;
  const module = await load();
  return ('default' in module && typeof module.default === 'object' ? module.default : module) as Catalogue;
}

const registered = new Set<(namespace: string) => void>();
/** Told of each registration (the language state loads the new namespace when its language is in use). */
export function onRegister(listener: (namespace: string) => void): () => void {
  registered.add(listener);
  return () => registered.delete(listener);
}
