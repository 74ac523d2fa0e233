/*
 * The words of a search as a PostgreSQL tsquery text for to_tsquery('english', ...): letters and digits (joined by '/', '.' or
 * '-' inside a word) only: no operator of the user's reaches the parser, every word required, the last one a prefix (the box searches as the
 * user types). At most 12 words of at most 40 characters. Empty when the query has no word.
 */
export const MAX_WORDS = 12;
/** A word: letters and digits, possibly joined by '/', '.' or '-' ('26/003', 'a0656/16ny', 'mixed-use'). */
const WORD = /[\p{L}\p{N}]+(?:[/.-][\p{L}\p{N}]+)*/gu;
const TRAILING = /[/.-]+$/;

export function tsqueryText(q: string): string {
  const words = (q.toLowerCase().match(WORD) ?? [])
    .slice(0, MAX_WORDS)
    .map((w) => w.slice(0, 40).replace(TRAILING, ''));
  if (!words.length) return '';
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}

/** Every word required, none a prefix ('55 & main'): the candidates of an exact address match. */
export function allWordsText(words: string): string {
  return (words.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, MAX_WORDS)
    .map((w) => w.slice(0, 40))
    .join(' & ');
}
