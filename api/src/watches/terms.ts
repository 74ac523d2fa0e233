/*
 * A watch's terms as the user writes them, in the web-search syntax PostgreSQL's websearch_to_tsquery reads:
 * words (all of them must appear), "quoted phrases" (the words in that order), `or` between alternatives, and
 * -word or -"phrase" to exclude. The database parses them for matching; this module only bounds them and lists
 * the words and phrases looked for, to tell a user which of them an item matched.
 */

export const MAX_TERMS_LENGTH = 200;
export const MAX_NAME_LENGTH = 100;

/** The words and phrases looked for (not excluded ones, not the `or` keyword), as written, each once. */
export function positiveTerms(terms: string): string[] {
  const found: string[] = [];
  const pattern = /(-?)"([^"]*)"?|(\S+)/g;
  for (const match of terms.matchAll(pattern)) {
    const [, minus, phrase, bare] = match;
    if (phrase !== undefined) {
      if (minus) continue;
      const text = phrase.trim().replace(/\s+/g, ' ');
      if (text) found.push(text);
      continue;
    }
    const word = bare!;
    if (word.startsWith('-') || word.toLowerCase() === 'or') continue;
    const text = word.replace(/^["']+|["',;:.!?)(]+$/g, '');
    if (text) found.push(text);
  }
  const seen = new Set<string>();
  return found.filter((t) => {
    const key = t.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Why these terms cannot be saved (before the database parses them), or null. */
export function termsProblem(terms: string): string | null {
  if (terms.trim() === '') return 'Terms are required: the words or "phrases" to look for.';
  if (terms.length > MAX_TERMS_LENGTH) return `Terms must be at most ${MAX_TERMS_LENGTH} characters.`;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(terms)) return 'Terms must be on one line, without control characters.';
  return null;
}

/** Why this name cannot be saved, or null. */
export function nameProblem(name: string): string | null {
  if (name.trim() === '') return 'Name is required.';
  if (name.length > MAX_NAME_LENGTH) return `Name must be at most ${MAX_NAME_LENGTH} characters.`;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'Name must be on one line, without control characters.';
  return null;
}
