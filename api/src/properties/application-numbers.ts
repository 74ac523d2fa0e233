import { applicationKey, MAX_APPLICATION_LENGTH } from '../addresses/grammar.js';
import { InvalidError } from '../lib/domain-errors.js';
import { MAX_APPLICATION_NUMBERS } from '../schemas/properties.js';

export { MAX_APPLICATION_LENGTH, MAX_APPLICATION_NUMBERS };

/**
 * A property's application numbers as the user typed them, checked and cleaned: trimmed, inner spaces single,
 * each a file number (letters and digits, at least one digit), one per file (two spellings of one file keep the
 * first). An InvalidError names the first that is not a file number.
 */
export function cleanApplicationNumbers(values: readonly string[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const raw of values) {
    const value = raw.trim().replace(/\s+/g, ' ');
    if (!value) continue;
    const key = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/.test(value) ? applicationKey(value) : null;
    if (!key) {
      throw new InvalidError(
        `"${value.slice(0, MAX_APPLICATION_LENGTH)}" is not a planning application number: use letters, digits, spaces, dashes, slashes or dots, such as OZ 22/012 or A-123/24.`,
      );
    }
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}
