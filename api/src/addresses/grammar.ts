/*
 * Civic addresses and planning application numbers: found in free text and normalized to keys, so that
 * "123 Main Street East" and "123 Main St. E" compare equal while "123 Main St" and "1234 Main St" do not.
 */

import { MAX_APPLICATION_LENGTH } from '../schemas/properties.js';
import { findFrenchAddresses, FRENCH_DIRECTIONS, FRENCH_STREET_TYPES, withoutAccents } from './french.js';

export const STREET_TYPES: Record<string, string> = {
  street: 'st',
  st: 'st',
  str: 'st',
  avenue: 'ave',
  ave: 'ave',
  av: 'ave',
  road: 'rd',
  rd: 'rd',
  drive: 'dr',
  dr: 'dr',
  boulevard: 'blvd',
  blvd: 'blvd',
  boul: 'blvd',
  crescent: 'cres',
  cres: 'cres',
  cr: 'cres',
  court: 'crt',
  crt: 'crt',
  ct: 'crt',
  place: 'pl',
  pl: 'pl',
  lane: 'lane',
  ln: 'lane',
  way: 'way',
  parkway: 'pkwy',
  pkwy: 'pkwy',
  pky: 'pkwy',
  terrace: 'terr',
  terr: 'terr',
  circle: 'cir',
  cir: 'cir',
  circ: 'cir',
  trail: 'trail',
  trl: 'trail',
  square: 'sq',
  sq: 'sq',
  highway: 'hwy',
  hwy: 'hwy',
  gate: 'gate',
  gt: 'gate',
  line: 'line',
  sideroad: 'sdrd',
  sdrd: 'sdrd',
  grove: 'grove',
  grv: 'grove',
  heights: 'hts',
  hts: 'hts',
  gardens: 'gdns',
  gdns: 'gdns',
  path: 'path',
  mews: 'mews',
  // Canada Post's MALL: Toronto's The West Mall and The East Mall are streets.
  mall: 'mall',
  row: 'row',
  common: 'common',
  quay: 'quay',
};
const DIRECTIONS: Record<string, string> = {
  north: 'n',
  n: 'n',
  south: 's',
  s: 's',
  east: 'e',
  e: 'e',
  west: 'w',
  w: 'w',
};

export interface ParsedAddress {
  numbers: string[];
  unit: string | null;
  street: string;
  type: string | null;
  direction: string | null;
  /** The words as they stand in the text, and where. */
  text: string;
  start: number;
  end: number;
}

const TYPE_WORDS = Object.keys(STREET_TYPES)
  .sort((a, b) => b.length - a.length)
  .join('|');
const DIRECTION_WORDS = Object.keys(DIRECTIONS)
  .sort((a, b) => b.length - a.length)
  .join('|');
// number (or range / unit-number), up to four capitalized name words, a street type, an optional direction.
const ADDRESS = new RegExp(
  String.raw`(?<![\w/.-])(?:(?:Unit|Suite|Apt\.?)\s*(\w+),?\s+)?(\d{1,6}[A-Za-z]?)(?:\s*[-–]\s*(\d{1,6}[A-Za-z]?))?\s+` +
    String.raw`((?:(?:St\.?\s+)?(?:[A-ZÀ-Ý][A-Za-zÀ-ÿ'’]+(?:-[A-ZÀ-Ý][A-Za-zÀ-ÿ'’]+)*|[A-Z]{2,}|\d{1,3}(?:st|nd|rd|th))\s+){0,3}?(?:[A-ZÀ-Ý][A-Za-zÀ-ÿ'’]+(?:-[A-ZÀ-Ý][A-Za-zÀ-ÿ'’]+)*|\d{1,3}(?:st|nd|rd|th)))` +
    String.raw`\s+(${TYPE_WORDS})\b\.?(?:\s+(${DIRECTION_WORDS})\b\.?)?`,
  'gi',
);

/** A street name's key: lower case, without accents or apostrophes, hyphens as spaces, "St." spelled out. */
export function normalizeName(name: string): string {
  return withoutAccents(name)
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/-/g, ' ')
    .replace(/\bste\.?\s+/g, 'sainte ')
    .replace(/\bst\.?\s+/g, 'saint ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Every civic address in a text, normalized, with its span: the English forms ("110 Laurier Avenue West"), then
 * the French ones ("110, avenue Laurier Ouest", french.ts) where no English one stands, in the order of the text.
 */
export function findAddresses(text: string): ParsedAddress[] {
  const out = findEnglishAddresses(text);
  if (!/\d,?\s+\p{L}/u.test(text)) return out;
  const french = findFrenchAddresses(text).filter((f) => !out.some((e) => f.start < e.end && e.start < f.end));
  if (french.length === 0) return out;
  return [...out, ...french.map((f) => ({ ...f, unit: null }))].sort((a, b) => a.start - b.start);
}

function findEnglishAddresses(text: string): ParsedAddress[] {
  const out: ParsedAddress[] = [];
  for (const match of text.matchAll(ADDRESS)) {
    const [whole, unitWord, first, second, name, type, direction] = match;
    // The name must start with a capital in the source (the regex is case-insensitive for the type words only).
    if (!/^[A-ZÀ-Ý0-9]/.test(name!)) continue;
    let numbers = [first!.toLowerCase()];
    let unit = unitWord ?? null;
    if (second) {
      const a = parseInt(first!, 10);
      const b = parseInt(second, 10);
      // "1203-45 Main St" is unit 1203 at 45; "123-127 Main St" is a range of civic numbers.
      if (a > b) {
        unit = first!;
        numbers = [second.toLowerCase()];
      } else if (b - a <= 200) numbers = [first!.toLowerCase(), second.toLowerCase()];
      // "12 - 3300 Jane St": not a plausible range; the civic number is the second.
      else numbers = [second.toLowerCase()];
    }
    const start = match.index ?? 0;
    out.push({
      numbers,
      unit,
      street: normalizeName(name!),
      type: STREET_TYPES[type!.toLowerCase()] ?? null,
      direction: direction ? (DIRECTIONS[direction.toLowerCase()] ?? null) : null,
      text: whole.trim(),
      start,
      end: start + whole.trimEnd().length,
    });
  }
  return out;
}

/** A street's key in the address index: 'name|type|direction' ('queen|st|e', 'main|st|'). */
export const streetKey = (s: Pick<ParsedAddress, 'street' | 'type' | 'direction'>) =>
  `${s.street}|${s.type ?? ''}|${s.direction ?? ''}`;

/** A street key read back: its name, type and direction (null when empty). */
export function parseStreetKey(key: string): Pick<ParsedAddress, 'street' | 'type' | 'direction'> {
  const [street = '', type = '', direction = ''] = key.split('|');
  return { street, type: type || null, direction: direction || null };
}

/**
 * A street as an address file writes it, in one field ('QUEEN ST E', 'Port Street East') or in three (name, type,
 * direction, as the National Address Register does), normalized like the streets found in text. A type word
 * the normalization does not know is kept lower-cased. Null when no name is left.
 */
export function parseStreetName(
  name: string,
  type?: string | null,
  direction?: string | null,
): Pick<ParsedAddress, 'street' | 'type' | 'direction'> | null {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const dirOf = (word: string) => {
    const w = withoutAccents(word).toLowerCase().replace(/\.$/, '');
    return DIRECTIONS[w] ?? FRENCH_DIRECTIONS[w];
  };
  const typeOf = (word: string) => {
    const w = withoutAccents(word).toLowerCase().replace(/\.$/, '');
    return STREET_TYPES[w] ?? FRENCH_STREET_TYPES[w];
  };
  let dir = direction?.trim() ? (dirOf(direction.trim()) ?? null) : null;
  let kind = type?.trim() ? (typeOf(type.trim()) ?? type.trim().toLowerCase()) : null;
  if (!direction && words.length > 1) {
    const last = dirOf(words[words.length - 1]!);
    if (last) {
      dir = last;
      words.pop();
    }
  }
  if (!type && words.length > 1) {
    const last = STREET_TYPES[words[words.length - 1]!.toLowerCase().replace(/\.$/, '')];
    // The French order puts the type first ('RUE LAURIER O', 'avenue Laurier Ouest').
    const first = FRENCH_STREET_TYPES[withoutAccents(words[0]!).toLowerCase().replace(/\.$/, '')];
    if (last) {
      kind = last;
      words.pop();
    } else if (first) {
      kind = first;
      words.shift();
      while (words.length > 1 && /^(de|du|des|la|l['’]|d['’])$/i.test(words[0]!)) words.shift();
    }
  }
  const street = normalizeName(words.join(' '));
  return street ? { street, type: kind, direction: dir } : null;
}

/** Each word of a word list in the three cases text uses ('street', 'Street', 'STREET'), for case-sensitive patterns. */
const anyCase = (words: string) =>
  words
    .split('|')
    .flatMap((w) => [w, w[0]!.toUpperCase() + w.slice(1), w.toUpperCase()])
    .join('|');

/**
 * A street named without a civic number ('Port Street East', 'St. Clair Avenue West'): capitalized name words, a
 * street type, an optional direction. Case-sensitive, so lower-case words ('from', 'and', 'at') end a name.
 * Groups: name, type, direction.
 */
export const STREET_PATTERN =
  String.raw`((?:(?:St\.?\s+)?(?:[A-Z][A-Za-z'’]+|\d{1,3}(?:st|nd|rd|th))\s+){0,3}?(?:[A-Z][A-Za-z'’]+|\d{1,3}(?:st|nd|rd|th)))` +
  String.raw`\s+(${anyCase(TYPE_WORDS)})\b\.?(?:\s+(${anyCase(DIRECTION_WORDS)})\b\.?)?`;

/** The parts of a STREET_PATTERN match, normalized like an address's street. */
export function streetOfMatch(
  name: string,
  type: string,
  direction: string | undefined,
): Pick<ParsedAddress, 'street' | 'type' | 'direction'> {
  return {
    street: normalizeName(name),
    type: STREET_TYPES[type.toLowerCase()] ?? null,
    direction: direction ? (DIRECTIONS[direction.toLowerCase()] ?? null) : null,
  };
}

/** The first address of a property's address line ("123 Main Street East, Mississauga, ON"). */
export function parsePropertyAddress(address: string | null | undefined): ParsedAddress | null {
  if (!address) return null;
  return findAddresses(address)[0] ?? null;
}

/** The index key: civic number and street name (type and direction are compared after the lookup). */
export const addressKey = (number: string, street: string) => `${number}|${street}`;

/**
 * How well two addresses with the same number and street name agree: 1 when type and direction agree, 0.85 when
 * one side leaves one of them out, 0 when they contradict (Main St vs Main Ave, King St E vs King St W).
 */
export function addressAgreement(
  a: Pick<ParsedAddress, 'type' | 'direction'>,
  b: Pick<ParsedAddress, 'type' | 'direction'>,
): number {
  if (a.type && b.type && a.type !== b.type) return 0;
  if (a.direction && b.direction && a.direction !== b.direction) return 0;
  const missing = Number(!a.type || !b.type) + Number(!a.direction !== !b.direction);
  return missing === 0 ? 1 : 0.85;
}

// Ontario planning file numbers: 'OZ 21/005', 'OZ 22/012 W7', 'OZ-21-005', 'OZS-2023-0012', 'ZBA-2024-0012',
// 'A123/24', 'A-123/24', 'B-045/23', 'SPA 22-108', '21T-22003', 'OLT-22-004123', Toronto's '24 123456 STE 10 OZ'.
const APPLICATION = new RegExp(
  String.raw`\b(?:(\d{2}\s\d{6}\s[A-Z]{3}\s\d{2}\s[A-Z]{2})|(\d{2}T[\s-]?\d{5}[A-Z]?)|((?:OZS|OZ|ZBA|OPA|SPA|SP|ZA|Z|DM|SC|SUB|CD|CDM|PLC|OLT|PL|A|B|DA)[\s-]?\d{1,4}[/-]\d{2,4}(?:[/-]\d{1,6})?(?:\s?W\d{1,2}\b)?))\b`,
  'g',
);

export interface ApplicationNumber {
  key: string;
  text: string;
  start: number;
  end: number;
}

/** The key of the old form (separators removed), kept for the follows stored with it. */
export const normalizeApplication = (text: string) => text.toUpperCase().replace(/[\s/-]+/g, '');

/** Most characters an application number may have (schemas/properties.ts), and most groups of letters or digits. */
export { MAX_APPLICATION_LENGTH };
const MAX_APPLICATION_GROUPS = 8;

/**
 * One key per planning file, whatever its spelling: the groups of letters and of digits in order, digits
 * without leading zeros, joined by '-'; Mississauga's trailing ward ("OZ 22/012 W7") left out. "OZ 22/012 W7",
 * "OZ-22-012" and "oz 22 12" give OZ-22-12; "A-123/24" and "A123/24" give A-123-24. The groups stay apart, so
 * "OZ 2/2012" (OZ-2-2012) is never "OZ 22/012". Null when the text is not a file number (no digits, one group).
 */
export function applicationKey(text: string): string | null {
  if (text.length > MAX_APPLICATION_LENGTH * 2) return null;
  const groups = text.toUpperCase().match(/[A-Z]+|\d+/g);
  if (!groups || groups.length < 2 || groups.length > MAX_APPLICATION_GROUPS + 2) return null;
  if (
    groups.length >= 4 &&
    groups[groups.length - 2] === 'W' &&
    /^\d{1,2}$/.test(groups[groups.length - 1]!) &&
    /\sW\s?\d{1,2}\s*$/i.test(text)
  )
    groups.splice(-2);
  if (!groups.some((g) => /^\d/.test(g))) return null;
  return groups.map((g) => (/^\d/.test(g) ? g.replace(/^0+(?=\d)/, '') : g)).join('-');
}

export function findApplicationNumbers(text: string): ApplicationNumber[] {
  const out: ApplicationNumber[] = [];
  for (const match of text.matchAll(APPLICATION)) {
    const start = match.index ?? 0;
    const key = applicationKey(match[0]);
    if (key) out.push({ key, text: match[0], start, end: start + match[0].length });
  }
  return out;
}

/**
 * Looks for known file numbers in a text, in any spelling: the text's groups of letters and digits (upper-case
 * letters only: file numbers are written in capitals) are compared, run by run, with the keys. A run is a file
 * number only when it stands alone: no letter or digit glued before or after it, and no "-5" or "/24" continuing
 * it ("A-123/24-1" is not "A-123/24"). Groups inside a run are separated by at most three spaces, dashes,
 * slashes or dots. `lengths` holds the number of groups of the keys looked for; `keys` the keys themselves.
 */
export function scanApplicationKeys(
  text: string,
  keys: ReadonlySet<string>,
  lengths: ReadonlySet<number>,
  firstGroups: ReadonlySet<string>,
): ApplicationNumber[] {
  const out: ApplicationNumber[] = [];
  if (keys.size === 0) return out;
  const groups: Array<{ value: string; start: number; end: number }> = [];
  for (const m of text.matchAll(/[A-Za-z]+|\d+/g)) {
    const start = m.index ?? 0;
    groups.push({ value: /^\d/.test(m[0]) ? m[0].replace(/^0+(?=\d)/, '') : m[0], start, end: start + m[0].length });
  }
  const glued = (before: string, after: string) =>
    /[A-Za-z0-9]/.test(before) || (/[-/.]/.test(before) && /[A-Za-z0-9]/.test(after));
  const separator = /^[ \t\-/.]{0,3}$/;
  for (let i = 0; i < groups.length; i++) {
    const first = groups[i]!;
    if (!firstGroups.has(first.value)) continue;
    // Nothing glued before the run ("21T-22003" does not hold "T-22003").
    if (first.start > 0 && glued(text[first.start - 1]!, text[first.start - 2] ?? '')) continue;
    let key = first.value;
    for (let n = 1; n <= MAX_APPLICATION_GROUPS + 2 && i + n <= groups.length; n++) {
      if (n > 1) {
        const next = groups[i + n - 1]!;
        if (!separator.test(text.slice(groups[i + n - 2]!.end, next.start))) break;
        key += `-${next.value}`;
      }
      if (!lengths.has(n) || !keys.has(key)) continue;
      const end = groups[i + n - 1]!.end;
      const after = text[end] ?? '';
      if (/[A-Za-z0-9]/.test(after) || (/[-/]/.test(after) && /[A-Za-z0-9]/.test(text[end + 1] ?? ''))) continue;
      out.push({ key, text: text.slice(first.start, end), start: first.start, end });
    }
  }
  return out;
}

/** Great-circle distance in metres. */
export function distanceMeters(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Grid cells of about 1.1 km (0.01 degree): a point's neighbours within 1 km are in its cell or the 8 around it. */
export const GRID_DEGREES = 0.01;
export const gridCell = (lat: number, lng: number) =>
  `${Math.floor(lat / GRID_DEGREES)}:${Math.floor(lng / GRID_DEGREES)}`;
export function neighbourCells(lat: number, lng: number, radiusMeters: number): string[] {
  const span = Math.max(1, Math.ceil(radiusMeters / 700));
  const row = Math.floor(lat / GRID_DEGREES);
  const col = Math.floor(lng / GRID_DEGREES);
  const cells: string[] = [];
  for (let dr = -span; dr <= span; dr++) for (let dc = -span; dc <= span; dc++) cells.push(`${row + dr}:${col + dc}`);
  return cells;
}
