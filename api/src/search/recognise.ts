import {
  MAX_APPLICATION_LENGTH,
  addressKey,
  applicationKey,
  findAddresses,
  normalizeName,
  scanApplicationKeys,
  type ParsedAddress,
} from '../addresses/grammar.js';

/*
 * What a search looks like (docs/search.md): a planning file number ('OZ 22/012', 'A0656/16NY'), a civic address
 * ('25 The West Mall'), or words. A file number or an address is matched exactly first, then as words.
 */

export type Recognised =
  | { kind: 'file_number'; text: string; key: string }
  | { kind: 'address'; text: string; address: ParsedAddress; key: string }
  | { kind: 'words'; text: string };

/** Capitalises each word, so that 'the west mall' reads like the address grammar expects ('The West Mall'). */
const capitalised = (text: string) => text.replace(/\b([a-z])/g, (c) => c.toUpperCase());

/**
 * The key of the file number that is the whole query, or null: a code that starts like one (up to four letters then
 * digits, "21T-", Toronto's "24 123456 ...") with no word of five letters or more, whatever its separators
 * ('A0656/16NY', 'OLT 22 4123', 'oz-22-12'), keyed by the grammar's applicationKey.
 */
function fileNumberOf(q: string): string | null {
  if (q.length > MAX_APPLICATION_LENGTH || /\p{L}{5,}/u.test(q)) return null;
  if (!/^(?:[A-Z]{1,4}[\s-]?\d|\d{2}T|\d{2}\s\d{6}\s)/i.test(q)) return null;
  return applicationKey(q);
}

/** The civic address that is the whole query (a town after a comma allowed), or null. */
function addressOf(q: string): ParsedAddress | null {
  const found = findAddresses(capitalised(q)).find((a) => a.start === 0);
  if (!found) return null;
  const rest = q.slice(found.end).trim();
  return rest === '' || rest.startsWith(',') ? found : null;
}

export function recognise(query: string): Recognised {
  const q = query.trim().replace(/\s+/g, ' ');
  const file = fileNumberOf(q);
  if (file) return { kind: 'file_number', text: q, key: file };
  const address = addressOf(q);
  if (address) return { kind: 'address', text: q, address, key: addressKey(address.numbers[0]!, address.street) };
  return { kind: 'words', text: q };
}

/** Whether `text` names the address (same civic number and street, type and direction not contradicting). */
export function namesAddress(text: string, address: ParsedAddress): boolean {
  return findAddresses(text).some(
    (a) =>
      a.street === address.street &&
      a.numbers.some((n) => address.numbers.includes(n)) &&
      (!a.type || !address.type || a.type === address.type) &&
      (!a.direction || !address.direction || a.direction === address.direction),
  );
}

/** The spans of `text` naming the query's file number or address (for the snippet's highlights). */
export function exactSpans(text: string, r: Recognised): Array<[number, number]> {
  if (r.kind === 'file_number')
    return scanApplicationKeys(
      text,
      new Set([r.key]),
      new Set([r.key.split('-').length]),
      new Set([r.key.split('-')[0]!]),
    ).map((n) => [n.start, n.end]);
  if (r.kind === 'address')
    return findAddresses(text)
      .filter((a) => namesAddress(a.text, r.address))
      .map((a) => [a.start, a.end]);
  return [];
}

export { normalizeName };
