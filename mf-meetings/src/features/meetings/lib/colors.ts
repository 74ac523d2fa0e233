/** Municipality colours: fixed defaults for 12 municipalities, 20 hashed colours, grey for unknown, local overrides. */
import { translate } from 'shared-auth';
import { MEETINGS_NAMESPACE } from '../../../i18n/catalogue';

export const UNKNOWN_COLOR = '#8c8c8c';
export const COLOR_STORAGE_KEY = 'parcelwatch.municipalityColors';

/** Lower case, words joined by '_': 'Richmond  Hill' and 'richmond-hill' share one key. */
export function normalizeMunicipality(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/**
 * Distinct hues (the municipalities shown together sit at least 25 degrees apart, or differ clearly in saturation),
 * each dark enough for 4.5:1 against white, so that the chip's dark text on the colour's light tint stays readable.
 */
export const DEFAULT_MUNICIPALITY_COLORS: Readonly<Record<string, string>> = {
  // Not red: red marks 'Meetings with Alerts' on the same calendar.
  mississauga: '#4f7a00', // dark lime
  oakville: '#b45309', // orange
  brampton: '#2e7d32', // green
  ottawa: '#00796b', // teal
  toronto: '#1565c0', // blue
  markham: '#6d4c41', // brown
  vaughan: '#7b1fa2', // purple
  durham_region: '#283593', // indigo
  oshawa: '#ad1457', // pink
  peel_region: '#00838f', // cyan
  york_region: '#6b6b00', // olive
  richmond_hill: '#455a64', // blue grey
};

/** The 20 automatic colours, chosen by a hash of the normalized name. */
export const HASHED_COLORS: readonly string[] = [
  '#d4380d',
  '#d46b08',
  '#d48806',
  '#7cb305',
  '#389e0d',
  '#08979c',
  '#0958d9',
  '#1d39c4',
  '#531dab',
  '#c41d7f',
  '#a8071a',
  '#ad4e00',
  '#ad8b00',
  '#5b8c00',
  '#237804',
  '#006d75',
  '#003eb3',
  '#10239e',
  '#391085',
  '#9e1068',
];

const HEX = /^#[0-9a-f]{6}$/i;

/** A municipality colour must be a 6-digit hex such as #1A2B3C. */
export function isValidHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value.trim());
}

/** A stable 32-bit FNV-1a hash of the text. */
export function hashName(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export type ColorOverrides = Record<string, string>;

/** The colour of a municipality: the user's override, else the fixed default, else a hashed colour; grey when unknown. */
export function municipalityColor(name: string | null | undefined, overrides: ColorOverrides = {}): string {
  const key = normalizeMunicipality(name);
  if (!key) return UNKNOWN_COLOR;
  const override = overrides[key];
  if (isValidHexColor(override)) return override.toLowerCase();
  return DEFAULT_MUNICIPALITY_COLORS[key] ?? HASHED_COLORS[hashName(key) % HASHED_COLORS.length]!;
}

/** The stored overrides; anything that is not a map of keys to 6-digit hex colours is ignored. */
export function loadColorOverrides(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): ColorOverrides {
  try {
    const raw = storage?.getItem(COLOR_STORAGE_KEY);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const result: ColorOverrides = {};
    for (const [key, value] of Object.entries(parsed)) {
      const normalized = normalizeMunicipality(key);
      if (normalized && isValidHexColor(value)) result[normalized] = value.trim().toLowerCase();
    }
    return result;
  } catch {
    return {};
  }
}

/** Stores one override under the normalized key; returns the new map, or throws for an invalid colour. */
export function saveColorOverride(
  name: string,
  color: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage,
): ColorOverrides {
  if (!isValidHexColor(color))
    throw new Error(translate(MEETINGS_NAMESPACE, 'Enter a 6-digit hex colour such as #1A2B3C'));
  const key = normalizeMunicipality(name);
  if (!key) throw new Error(translate(MEETINGS_NAMESPACE, 'Unknown municipality'));
  const next = { ...loadColorOverrides(storage), [key]: color.trim().toLowerCase() };
  storage?.setItem(COLOR_STORAGE_KEY, JSON.stringify(next));
  return next;
}

/** A short code for a municipality's chip: its initials ('Richmond Hill' -> 'RH'), else its first three letters. */
export function municipalityCode(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length > 1)
    return words
      .map((w) => w[0]!.toUpperCase())
      .join('')
      .slice(0, 3);
  return words[0]!.slice(0, 3).toUpperCase();
}
