/*
 * A result's snippet as segments, `{ text, hit }`: the front end marks the hits without ever reading HTML. Full-text
 * snippets come from ts_headline with two private-use characters around each hit; exact matches (a file number, an
 * address) from the spans the grammar found.
 */
export interface Segment {
  text: string;
  hit: boolean;
}

export const START = '\uE000';
export const STOP = '\uE001';
/** Longest snippet sent, in characters. */
export const MAX_SNIPPET = 320;

const clean = (text: string) => text.replace(/[\uE000\uE001]/g, '').replace(/\s+/g, ' ');

/** Segments of a ts_headline answer (hits between START and STOP). */
export function segmentsOfHeadline(headline: string): Segment[] {
  const out: Segment[] = [];
  let length = 0;
  for (const [i, part] of headline.split(new RegExp(`[${START}${STOP}]`)).entries()) {
    const text = clean(part);
    if (!text || length >= MAX_SNIPPET) continue;
    const cut = text.slice(0, MAX_SNIPPET - length);
    length += cut.length;
    out.push({ text: cut, hit: i % 2 === 1 });
  }
  return out;
}

/** Segments of `text` around the given spans (the first span centred in a window of MAX_SNIPPET characters). */
export function segmentsOfSpans(raw: string, spans: Array<[number, number]>): Segment[] {
  const text = raw.replace(/[\uE000\uE001]/g, '');
  if (!text) return [];
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const first = sorted[0];
  const from = first ? Math.max(0, first[0] - 80) : 0;
  const to = Math.min(text.length, from + MAX_SNIPPET);
  const out: Segment[] = [];
  let at = from;
  const push = (end: number, hit: boolean) => {
    const piece = text.slice(at, Math.min(end, to)).replace(/\s+/g, ' ');
    if (piece) out.push({ text: piece, hit });
    at = Math.max(at, Math.min(end, to));
  };
  if (from > 0) out.push({ text: '…', hit: false });
  for (const [start, end] of sorted) {
    if (start < at || start >= to) continue;
    push(start, false);
    push(end, true);
  }
  push(to, false);
  if (to < text.length) out.push({ text: '…', hit: false });
  return out;
}

/** Segments of a short text (a title) with the given spans marked: no window, nothing cut. */
export function segmentsOfTitle(text: string, spans: Array<[number, number]>): Segment[] {
  const out: Segment[] = [];
  let at = 0;
  for (const [start, end] of [...spans].sort((a, b) => a[0] - b[0])) {
    if (start < at) continue;
    if (start > at) out.push({ text: text.slice(at, start), hit: false });
    out.push({ text: text.slice(start, end), hit: true });
    at = end;
  }
  if (at < text.length || out.length === 0) out.push({ text: text.slice(at), hit: false });
  return out;
}
