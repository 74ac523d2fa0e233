import { STREET_TYPES, type ParsedAddress } from './grammar.js';

/*
 * Whether a text names the street a property stands on ("the Hurontario Street corridor study" for a property
 * at 100 Hurontario St): a policy naming the property's area. The street's name must be followed by its type in
 * any spelling (Street, St, St.), so "Main" alone, a common word, never counts.
 */

const SPELLINGS = new Map<string, string[]>();
for (const [word, type] of Object.entries(STREET_TYPES)) SPELLINGS.set(type, [...(SPELLINGS.get(type) ?? []), word]);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** One expression per street (a city-wide policy reaches hundreds of properties on a few dozen streets). */
const cache = new Map<string, RegExp | null>();
const CACHE_LIMIT = 10_000;

function streetPattern(address: Pick<ParsedAddress, 'street' | 'type'>): RegExp | null {
  const key = `${address.street}|${address.type}`;
  let pattern = cache.get(key);
  if (pattern !== undefined) return pattern;
  const spellings = address.type ? SPELLINGS.get(address.type) : undefined;
  if (!spellings || !address.street) pattern = null;
  else {
    const name = address.street
      .split(' ')
      .map((word) => (word === 'saint' ? String.raw`(?:saint|st\.?)` : escape(word).replace(/s$/, "[’']?s")))
      .join(String.raw`\s+`);
    const types = spellings
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|');
    pattern = new RegExp(String.raw`(?<![\w])${name}\s+(?:${types})\b`, 'i');
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, pattern);
  return pattern;
}

export function streetNamed(text: string, address: Pick<ParsedAddress, 'street' | 'type'>): boolean {
  return streetPattern(address)?.test(text) ?? false;
}

/** "Hurontario St" for the evidence. */
export const streetLabel = (address: Pick<ParsedAddress, 'street' | 'type'>) =>
  `${address.street.replace(/\b\w/g, (c) => c.toUpperCase())}${address.type ? ` ${address.type.replace(/^\w/, (c) => c.toUpperCase())}` : ''}`;
