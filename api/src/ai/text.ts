/*
 * Text tools of the local AI provider: sentence splitting, tokenizing with stop words and a light stemmer, and
 * BM25 ranking. Deterministic and dependency-free (a few dozen lines; the libraries that do this pull in far more).
 */

const STOP_WORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both but by ' +
    'can could did do does doing down during each few for from further had has have having he her here hers him his how i ' +
    'if in into is it its itself just me more most my no nor not now of off on once only or other our ours out over own same ' +
    'she should so some such than that the their theirs them then there these they this those through to too under until up ' +
    'very was we were what when where which while who whom why will with would you your yours shall may might must also please ' +
    'tell know want like get give us let'
  ).split(' '),
);

/** Lower-cased word stems without stop words. */
export function tokenize(text: string): string[] {
  const words =
    text
      .toLowerCase()
      .normalize('NFKD')
      .match(/[a-z0-9]+/g) ?? [];
  const out: string[] = [];
  for (const word of words) {
    if (STOP_WORDS.has(word)) continue;
    out.push(stem(word));
  }
  return out;
}

/** A light suffix stripper: enough to match "rezoning" with "rezoned" and "applications" with "application". */
export function stem(word: string): string {
  if (word.length <= 4 || /^\d/.test(word)) return word;
  for (const suffix of ['ations', 'ation', 'ings', 'ing', 'ies', 'ied', 'es', 'ed', 'ly', 's']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      const base = word.slice(0, -suffix.length);
      return suffix === 'ies' || suffix === 'ied' ? `${base}y` : base;
    }
  }
  return word;
}

/**
 * A line break inside a sentence: text extracted from a PDF breaks its lines where the page did. One line break (not a
 * blank line) after no end punctuation continues the sentence when the next line starts in lower case, with a digit
 * or a bracket, or when the line ends with a comma, a hyphen, a dash, a slash, an ampersand or an open bracket.
 */
function isWrappedLine(text: string, start: number, end: number): boolean {
  const gap = text.slice(start, end);
  if ((gap.match(/\n/g) ?? []).length !== 1) return false;
  const before = text[start - 1] ?? '';
  const after = text[end] ?? '';
  if (/[.!?:]/.test(before)) return false;
  return /[a-z0-9(]/.test(after) || /[,\-–—/&(]/.test(before);
}

/** Splits text into sentences, keeping their offsets; very short fragments are merged into the next one. */
export function sentences(text: string): Array<{ text: string; start: number }> {
  const out: Array<{ text: string; start: number }> = [];
  // A boundary is end punctuation followed by white space, or a line break that does not wrap a sentence ("4.2
  // million" is no boundary).
  const boundary = /(?<=[.!?])\s+|\s*\n\s*/g;
  const pieces: Array<{ raw: string; index: number }> = [];
  let last = 0;
  for (const match of text.matchAll(boundary)) {
    const end = (match.index ?? 0) + match[0].length;
    if (isWrappedLine(text, match.index ?? 0, end)) continue;
    pieces.push({ raw: text.slice(last, match.index), index: last });
    last = end;
  }
  pieces.push({ raw: text.slice(last), index: last });
  let carry: { text: string; start: number } | null = null;
  for (const { raw, index } of pieces) {
    // A wrapped line's break reads as one space.
    const trimmed = raw.trim().replace(/\s*\n\s*/g, ' ');
    if (!trimmed) continue;
    const start = index + raw.length - raw.trimStart().length;
    const piece: { text: string; start: number } = carry
      ? { text: `${carry.text} ${trimmed}`, start: carry.start }
      : { text: trimmed, start };
    if (piece.text.split(/\s+/).length < 4) {
      carry = piece;
      continue;
    }
    carry = null;
    out.push(piece);
  }
  if (carry) out.push(carry);
  return out;
}

export interface Bm25Document {
  tokens: string[];
}

/** BM25 (k1 1.2, b 0.75) scores of every document for the query tokens. */
export function bm25Scores(documents: Bm25Document[], query: string[], k1 = 1.2, b = 0.75): number[] {
  const n = documents.length;
  if (n === 0 || query.length === 0) return documents.map(() => 0);
  const averageLength = documents.reduce((sum, d) => sum + d.tokens.length, 0) / n || 1;
  const documentFrequency = new Map<string, number>();
  for (const doc of documents) {
    for (const term of new Set(doc.tokens)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const terms = [...new Set(query)];
  return documents.map((doc) => {
    const frequency = new Map<string, number>();
    for (const token of doc.tokens) frequency.set(token, (frequency.get(token) ?? 0) + 1);
    let score = 0;
    for (const term of terms) {
      const tf = frequency.get(term);
      if (!tf) continue;
      const df = documentFrequency.get(term) ?? 0;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      score += (idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * doc.tokens.length) / averageLength));
    }
    return score;
  });
}
