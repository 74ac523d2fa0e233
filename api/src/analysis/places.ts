import { findAddresses, STREET_PATTERN, streetOfMatch, type ParsedAddress } from '../addresses/grammar.js';

/*
 * The places an agenda item's text names, to be geocoded: civic addresses ('56 Queen St. E.'), intersections
 * ('the intersection of Main Street and Queen Street', 'Hurontario Street at Eglinton Avenue') and street segments
 * ('Port Street East from Stavebank Road to Elizabeth Street', '... between X and Y'). Only the finding is here;
 * geocode-items.ts resolves them.
 */

export type StreetRef = Pick<ParsedAddress, 'street' | 'type' | 'direction'> & {
  /**
   * The name and its shorter endings, longest first: a name may have swallowed capitalized words before it
   * ('Watermain Replacement Main Street'), so the longest one the address index knows is the street.
   */
  names: string[];
};

export type PlaceRef =
  | { kind: 'address'; text: string; address: ParsedAddress }
  | { kind: 'intersection'; text: string; a: StreetRef; b: StreetRef }
  | { kind: 'segment'; text: string; on: StreetRef; from: StreetRef; to: StreetRef };

const S = STREET_PATTERN;
const SEGMENT = new RegExp(String.raw`${S}\s*,?\s+(?:from|between)\s+${S}\s+(?:to|and)\s+${S}`, 'g');
/**
 * Intersections: "intersection (corner) of X and Y", "X at Y", "X & Y", "X / Y", and "X and Y" where two named
 * streets (each with its street type) stand alone: after "at" ("a crossover at Dundas Street West and Bathurst
 * Street") or as a whole part of a title ("Keele Street and Rutherford Road - Intersection Improvements"). Prose
 * that lists two streets ("resurfacing of Main Street and Queen Street") is no intersection. Each alternative
 * holds two streets (six groups).
 */
const INTERSECTION = new RegExp(
  [
    String.raw`(?:(?:intersection|corner)\s+of\s+${S}\s+(?:and|&)\s+${S})`,
    String.raw`(?:${S}\s*(?:\bat\b|&|/)\s*${S})`,
    String.raw`(?:(?<=\b[Aa]t\s+)${S}\s+and\s+${S})`,
    String.raw`(?:(?<=^\s*|\s[-–:]\s*)${S}\s+and\s+${S}(?=\s*(?:$|[.;,)]|\s[-–:]\s)))`,
  ].join('|'),
  'g',
);

function ref(name: string, type: string, direction: string | undefined): StreetRef {
  const parsed = streetOfMatch(name, type, direction);
  const words = parsed.street.split(' ');
  const names = words.map((_, i) => words.slice(i).join(' ')).filter((n) => n.length > 1);
  return { ...parsed, names };
}

/** Abbreviations whose period belongs to the address ('St.', 'E.'); after a full word ('Road.') it ends the sentence. */
const ABBREVIATIONS = new Set([
  'st',
  'str',
  'rd',
  'ave',
  'av',
  'dr',
  'blvd',
  'boul',
  'cres',
  'cr',
  'crt',
  'ct',
  'pl',
  'ln',
  'pkwy',
  'pky',
  'terr',
  'cir',
  'circ',
  'trl',
  'sq',
  'hwy',
  'gt',
  'sdrd',
  'grv',
  'hts',
  'gdns',
  'n',
  's',
  'e',
  'w',
]);
const withoutSentenceEnd = (text: string) => {
  const last = /(\w+)\.$/.exec(text);
  return last && !ABBREVIATIONS.has(last[1]!.toLowerCase()) ? text.slice(0, -1) : text;
};

/** Civic addresses, segments and intersections of a text; an address inside a segment or intersection stays an address. */
export function findPlaces(text: string): PlaceRef[] {
  const places: PlaceRef[] = [];
  const taken: Array<[number, number]> = [];
  for (const m of text.matchAll(SEGMENT)) {
    const g = m.slice(1);
    places.push({
      kind: 'segment',
      text: withoutSentenceEnd(m[0].trim()),
      on: ref(g[0]!, g[1]!, g[2]),
      from: ref(g[3]!, g[4]!, g[5]),
      to: ref(g[6]!, g[7]!, g[8]),
    });
    taken.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  }
  for (const m of text.matchAll(INTERSECTION)) {
    const start = m.index ?? 0;
    if (taken.some(([a, b]) => start < b && start + m[0].length > a)) continue;
    const g = m.slice(1);
    // The alternative that matched: the first whose first street's name is set.
    let i = 0;
    while (g[i] === undefined && i + 6 < g.length) i += 6;
    const [a, b] = [ref(g[i]!, g[i + 1]!, g[i + 2]), ref(g[i + 3]!, g[i + 4]!, g[i + 5])];
    places.push({ kind: 'intersection', text: withoutSentenceEnd(m[0].trim()), a, b });
  }
  for (const address of findAddresses(text))
    places.push({ kind: 'address', text: withoutSentenceEnd(address.text), address });
  return places;
}
