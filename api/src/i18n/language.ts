import { FRENCH_DETAILS } from './french-details.js';

/*
 * The language of a request (docs/i18n.md "The server's sentences"): the front end sends the language its user reads
 * (`Accept-Language: fr-CA`), and any client may ask the same way. French when the most preferred language of the
 * header is French (any `fr` tag); English otherwise, and for a header that cannot be read.
 */
export type DetailLanguage = 'en-CA' | 'fr-CA';

/** At most this many of a header's entries are read (a header is the client's to make as long as it likes). */
const MAX_ENTRIES = 20;

export function requestLanguage(acceptLanguage: string | string[] | undefined): DetailLanguage {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  let best: { tag: string; q: number } | null = null;
  for (const entry of header.slice(0, 1000).split(',').slice(0, MAX_ENTRIES)) {
    const [rawTag, ...parameters] = entry.trim().split(';');
    const tag = (rawTag ?? '').trim().toLowerCase();
    if (!tag) continue;
    const qParameter = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParameter ? Number(qParameter.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (!best || q > best.q) best = { tag, q };
  }
  return best && (best.tag === 'fr' || best.tag.startsWith('fr-')) ? 'fr-CA' : 'en-CA';
}

/** A `detail` sentence in `language`: its French when the catalogue has one, else the English as it is. */
export function localizeDetail(detail: string, language: DetailLanguage): string {
  return language === 'fr-CA' ? (FRENCH_DETAILS[detail] ?? detail) : detail;
}
