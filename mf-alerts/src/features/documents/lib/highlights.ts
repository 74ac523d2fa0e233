import type { DocumentAnalysis, DocumentTextPage } from '../api/types';

/** A matched passage of this document: where it stands in the whole text, and why it matched which property. */
export interface Highlight {
  key: string;
  start: number;
  end: number;
  /** The page it starts on when the API knows it (it does for spans in this document). */
  page: number | null;
  text: string;
  alertId: number;
  propertyName: string;
  rule: string;
  detail: string | null;
}

/** A reason a property matched that does not point into this document's text (the item's title, a distance...). */
export interface OtherReason {
  key: string;
  alertId: number;
  propertyName: string;
  rule: string;
  text: string | null;
  field: string | null;
  detail: string | null;
}

/**
 * The passages to highlight (the API's `passages` of each match: the matcher's spans in this document and the
 * matched words found again in it) and the reasons that do not point into this document's text.
 */
export function highlightsOf(analysis: DocumentAnalysis): { highlights: Highlight[]; others: OtherReason[] } {
  const highlights: Highlight[] = [];
  const others: OtherReason[] = [];
  analysis.matches.forEach((match, i) => {
    match.passages.forEach((passage, j) => {
      if (passage.end <= passage.start) return;
      highlights.push({
        key: `${i}-${j}`,
        start: passage.start,
        end: passage.end,
        page: passage.page,
        text: passage.text,
        alertId: match.alert_id,
        propertyName: match.property_name,
        rule: passage.rule,
        detail: null,
      });
    });
    match.evidence.forEach((evidence, j) => {
      if (evidence.field === 'document' && (evidence.documentId === undefined || evidence.documentId === analysis.id))
        return;
      others.push({
        key: `${i}-e${j}`,
        alertId: match.alert_id,
        propertyName: match.property_name,
        rule: evidence.rule,
        text: evidence.text ?? null,
        field: evidence.field ?? null,
        detail: evidence.detail ?? null,
      });
    });
  });
  highlights.sort((a, b) => a.start - b.start || a.end - b.end || a.key.localeCompare(b.key));
  return { highlights, others };
}

/** A run of a page's text, with the highlights covering all of it (none for plain text). */
export interface Segment {
  /** Offset in the whole text. */
  start: number;
  end: number;
  text: string;
  highlights: Highlight[];
}

/** Cuts a page's text at every highlight edge that falls inside it; overlapping highlights share a segment. */
export function segmentPage(page: DocumentTextPage, highlights: Highlight[]): Segment[] {
  const length = page.text.length;
  const pageStart = page.char_start;
  const onPage = highlights.filter((h) => h.start < pageStart + length && h.end > pageStart);
  const cuts = new Set<number>([0, length]);
  for (const h of onPage) {
    cuts.add(Math.max(0, h.start - pageStart));
    cuts.add(Math.min(length, h.end - pageStart));
  }
  const sorted = [...cuts].sort((a, b) => a - b);
  const segments: Segment[] = [];
  for (let i = 0; i < sorted.length - 1; i++) {
    const from = sorted[i]!;
    const to = sorted[i + 1]!;
    if (to <= from) continue;
    const start = pageStart + from;
    const end = pageStart + to;
    segments.push({
      start,
      end,
      text: page.text.slice(from, to),
      highlights: onPage.filter((h) => h.start <= start && h.end >= end),
    });
  }
  return segments;
}

/** The first page of the request window that contains `page` (windows start at 1, 1 + size, ...). */
export const windowStart = (page: number, size: number) => Math.floor((Math.max(1, page) - 1) / size) * size + 1;

/** A highlight with the words around it, as the jump list shows it: "…lands at 1815 [Altona Road], City of…". */
export interface HighlightContext {
  before: string;
  text: string;
  after: string;
}

/** Characters of context on each side of a passage in the jump list, cut back to whole words. */
export const CONTEXT_CHARS = 40;

/**
 * The passage with the words around it on its page, when that page's text is loaded; null otherwise (the list then
 * shows the matched words alone). Several passages with the same words read apart this way.
 */
export function contextOf(highlight: Highlight, pages: DocumentTextPage[]): HighlightContext | null {
  const page = pages.find(
    (candidate) =>
      highlight.start >= candidate.char_start && highlight.start < candidate.char_start + candidate.text.length,
  );
  if (!page) return null;
  const from = highlight.start - page.char_start;
  const to = Math.min(highlight.end - page.char_start, page.text.length);
  let before = page.text.slice(Math.max(0, from - CONTEXT_CHARS), from);
  let after = page.text.slice(to, to + CONTEXT_CHARS);
  // Whole words only: drop the word cut at each edge (unless the cut is the page's own start or end).
  if (from > CONTEXT_CHARS) before = before.replace(/^\S*\s*/, '');
  if (to + CONTEXT_CHARS < page.text.length) after = after.replace(/\s*\S*$/, '');
  return {
    before: `${from - before.length > 0 ? '…' : ''}${before.replace(/\s+/g, ' ').trimStart()}`,
    text: page.text.slice(from, to).replace(/\s+/g, ' '),
    after: `${after.replace(/\s+/g, ' ').trimEnd()}${to + after.length < page.text.length ? '…' : ''}`,
  };
}
