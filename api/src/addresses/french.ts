/*
 * Civic addresses written the French way, as bilingual and francophone Ontario municipalities publish them:
 * "110, avenue Laurier Ouest", "25, rue Saint-Patrick", "1234, chemin de Montréal E.". The street type comes
 * before the name, a comma may follow the number, and the direction is French. They normalize to the same key as
 * the English form ("110 Laurier Avenue West"): the type and the direction to the English abbreviations, the name
 * without its leading particle (de, du, des, de la, d') and without accents.
 */

/** French street types, to the English abbreviations of grammar.ts (Ottawa's official pairs: promenade = Drive). */
export const FRENCH_STREET_TYPES: Record<string, string> = {
  rue: 'st',
  avenue: 'ave',
  av: 'ave',
  ave: 'ave',
  chemin: 'rd',
  ch: 'rd',
  boulevard: 'blvd',
  boul: 'blvd',
  bd: 'blvd',
  promenade: 'dr',
  prom: 'dr',
  place: 'pl',
  pl: 'pl',
  croissant: 'cres',
  cour: 'crt',
  allée: 'lane',
  allee: 'lane',
  terrasse: 'terr',
  sentier: 'trail',
  autoroute: 'hwy',
  route: 'hwy',
  montée: 'line',
  montee: 'line',
};

/**
 * French directions. The abbreviations O., E., N. and S. are read only with their period, after a French street
 * name, where nothing else can stand; the words only capitalized ("Est", "EST"), since "est" is also a verb.
 */
export const FRENCH_DIRECTIONS: Record<string, string> = {
  ouest: 'w',
  o: 'w',
  est: 'e',
  e: 'e',
  nord: 'n',
  n: 'n',
  sud: 's',
  s: 's',
};

/** A text without accents, for comparing: "Orléans" and "Orleans" are one name. */
export const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

const TYPE_ALTERNATIVES = Object.keys(FRENCH_STREET_TYPES)
  .sort((a, b) => b.length - a.length)
  .flatMap((w) => [w, w[0]!.toUpperCase() + w.slice(1), w.toUpperCase()])
  .join('|');

const NAME_WORD = String.raw`(?:\p{Lu}[\p{L}'’]*(?:-\p{L}[\p{L}'’]*)*|\d{1,3}(?:e|re|er|ième))`;
const PARTICLE = String.raw`(?:de\s+la\s+|de\s+l['’]\s*|du\s+|des\s+|de\s+|d['’]\s*)`;
const DIRECTION = String.raw`(?:(Ouest|OUEST|Est|EST|Nord|NORD|Sud|SUD)\b|([OENS])\.)`;

// number (or range), an optional comma, a type word, an optional particle, one to four name words, a direction.
const FRENCH_ADDRESS = new RegExp(
  String.raw`(?<![\p{L}\d/.-])(\d{1,6}[A-Za-z]?)(?:\s*[-–]\s*(\d{1,6}[A-Za-z]?))?,?\s+(${TYPE_ALTERNATIVES})\.?\s+` +
    String.raw`(${PARTICLE}?${NAME_WORD}(?:\s+${NAME_WORD}){0,3}?)(?=[\s,;:.)]|$)(?:\s+${DIRECTION})?`,
  'gu',
);

export interface FrenchAddress {
  numbers: string[];
  street: string;
  type: string | null;
  direction: string | null;
  text: string;
  start: number;
  end: number;
}

/** The key form of a French street name: no particle, hyphens as spaces, "St-"/"Ste-" spelled out. */
export function normalizeFrenchName(name: string): string {
  return withoutAccents(name)
    .toLowerCase()
    .replace(new RegExp(`^${PARTICLE}`, 'u'), '')
    .replace(/[’']/g, '')
    .replace(/-/g, ' ')
    .replace(/\bste\.?\s+/g, 'sainte ')
    .replace(/\bst\.?\s+/g, 'saint ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every French-form civic address of a text ("110, avenue Laurier Ouest"), normalized, with its span. */
export function findFrenchAddresses(text: string): FrenchAddress[] {
  const out: FrenchAddress[] = [];
  for (const match of text.matchAll(FRENCH_ADDRESS)) {
    const [whole, first, second, type, name, directionWord, directionLetter] = match;
    const street = normalizeFrenchName(name!);
    if (!street) continue;
    const a = parseInt(first!, 10);
    const b = second ? parseInt(second, 10) : NaN;
    const numbers =
      second && b > a && b - a <= 200 ? [first!.toLowerCase(), second.toLowerCase()] : [first!.toLowerCase()];
    const direction = directionWord ?? directionLetter;
    const start = match.index ?? 0;
    const body = whole.trimEnd();
    out.push({
      numbers,
      street,
      type:
        FRENCH_STREET_TYPES[withoutAccents(type!).toLowerCase()] ?? FRENCH_STREET_TYPES[type!.toLowerCase()] ?? null,
      direction: direction ? (FRENCH_DIRECTIONS[direction.toLowerCase()] ?? null) : null,
      text: body,
      start,
      end: start + body.length,
    });
  }
  return out;
}
