import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { arrayLiteral } from '../db/array-literal.js';
import { queryRows } from '../db/rows.js';

/*
 * Where a watch's terms stand in a document, in the forms the document writes them. Watches match on PostgreSQL's
 * English stems: "rezone" finds "Rezoning", "development charge" finds "Development Charges". So the document view
 * cannot look for the term as the user wrote it; it looks for every word of the document that has the same stem as
 * a word of the term, as the database's own stemmer says (ts_lexize with english_stem, the dictionary the 'english'
 * configuration of the matching uses). A term becomes one pattern: per word, the document's forms of that word; a
 * stop word of a phrase ("site of the plan") stands for any one word, as phrase matching skips it.
 */

const WORD = /[\p{L}\p{N}]+/gu;
const ANY_WORD = '[\\p{L}\\p{N}]+';
const BETWEEN_WORDS = '[^\\p{L}\\p{N}]+';
/** Stemming strips endings, so a word and its stem share their first letters (policy, policies: polici). */
const PREFIX = 3;
/** The document's distinct words sent to the stemmer at most (a word list, not the text). */
const MAX_CANDIDATES = 5000;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordsOf = (text: string) => [...text.toLowerCase().matchAll(WORD)].map((m) => m[0]);

/**
 * Per term (keyed trimmed, in lower case), a global, case-insensitive pattern of its written forms in these pages,
 * whole words only. A term with no word gets no pattern.
 */
export async function termPatterns(
  db: DbOrTx,
  terms: readonly string[],
  pages: ReadonlyArray<{ text: string }>,
): Promise<Map<string, RegExp>> {
  const termWords = new Map<string, string[]>();
  for (const term of terms) {
    const words = wordsOf(term);
    if (words.length) termWords.set(term.trim().toLowerCase(), words);
  }
  if (termWords.size === 0) return new Map();
  const prefixes = new Set([...termWords.values()].flat().map((w) => w.slice(0, PREFIX)));
  const candidates = new Set<string>();
  for (const page of pages) {
    for (const word of wordsOf(page.text)) {
      if (candidates.size >= MAX_CANDIDATES) break;
      if (prefixes.has(word.slice(0, PREFIX))) candidates.add(word);
    }
  }
  const asked = [...new Set([...candidates, ...[...termWords.values()].flat()])];
  const rows = await queryRows(
    db,
    sql`select w as word, array_to_string(ts_lexize('english_stem', w), ' ') as stem
        from unnest(${arrayLiteral(asked)}::text[]) w`,
  );
  const stemOf = new Map(rows.map((r) => [String(r.word), String(r.stem ?? '')]));
  const formsOf = new Map<string, string[]>();
  for (const word of candidates) {
    const stem = stemOf.get(word);
    if (!stem) continue;
    const forms = formsOf.get(stem);
    if (forms) forms.push(word);
    else formsOf.set(stem, [word]);
  }
  const patterns = new Map<string, RegExp>();
  for (const [term, words] of termWords) {
    const parts = words.map((word) => {
      const stem = stemOf.get(word) ?? '';
      if (!stem) return ANY_WORD; // a stop word: phrase matching leaves its place to any word
      const forms = [...new Set([word, ...(formsOf.get(stem) ?? [])])].sort((a, b) => b.length - a.length);
      return `(?:${forms.map(escape).join('|')})`;
    });
    if (parts.every((part) => part === ANY_WORD)) continue; // stop words alone match nothing
    patterns.set(term, new RegExp(`(?<![\\p{L}\\p{N}])${parts.join(BETWEEN_WORDS)}(?![\\p{L}\\p{N}])`, 'giu'));
  }
  return patterns;
}
