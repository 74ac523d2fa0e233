import type { MatchEvidence } from '../db/schema/index.js';
import type { DocumentPage } from './access.js';

/*
 * The passages of a document that explain a match, for the document view. First the evidence spans the matcher
 * recorded in this document's text; then, because the matcher keeps one piece of evidence per rule (often the
 * agenda item's title), every place in this document where the matched words themselves stand. A watch's terms
 * matched on their stems, so they are found in the forms the document writes them (term-forms.ts).
 */

export interface Passage {
  /** Offsets in the whole extracted text (the pages' char_start/char_end). */
  start: number;
  end: number;
  page: number;
  text: string;
  rule: string;
  /** 'span': recorded by the matcher; 'text': the matched words found again in this document. */
  source: 'span' | 'text';
}

/** Occurrences of one matched text kept per match, so a word repeated on every page cannot flood the answer. */
const MAX_OCCURRENCES = 25;
/** Shorter matched texts (a ward number) would light up unrelated words. */
const MIN_TEXT_LENGTH = 4;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function pageAt(pages: DocumentPage[], offset: number): DocumentPage | undefined {
  return pages.find((p) => offset >= p.charStart && offset < Math.max(p.charEnd, p.charStart + 1));
}

/**
 * `termForms`: per watch term (lower case), the pattern of its written forms in this document; a watch's evidence
 * is looked for with it instead of its text as written.
 */
export function passagesOf(
  evidence: MatchEvidence[],
  documentId: number,
  pages: DocumentPage[],
  termForms: ReadonlyMap<string, RegExp> = new Map(),
): Passage[] {
  const passages: Passage[] = [];
  const seen = new Set<string>();
  const add = (passage: Passage) => {
    const key = `${passage.start}:${passage.end}`;
    if (seen.has(key)) return;
    seen.add(key);
    passages.push(passage);
  };
  for (const e of evidence) {
    if (e.field !== 'document' || !e.span || (e.documentId !== undefined && e.documentId !== documentId)) continue;
    const page = pageAt(pages, e.span.start);
    if (!page || e.span.end <= e.span.start) continue;
    const from = e.span.start - page.charStart;
    add({
      start: e.span.start,
      end: e.span.end,
      page: page.pageNumber,
      text: page.text.slice(from, from + (e.span.end - e.span.start)),
      rule: e.rule,
      source: 'span',
    });
  }
  for (const e of evidence) {
    const needle = e.text?.trim();
    if (!needle) continue;
    // A watch's term, as the user chose it, is looked for however short (whole words only).
    const forms = e.rule === 'watch' ? termForms.get(needle.toLowerCase()) : undefined;
    if (!forms && needle.length < MIN_TEXT_LENGTH) continue;
    // Case and line breaks may differ between the agenda item and the document's text.
    const pattern = forms ?? new RegExp(escape(needle).replace(/\s+/g, '\\s+'), 'gi');
    let found = 0;
    for (const page of pages) {
      for (const m of page.text.matchAll(pattern)) {
        add({
          start: page.charStart + m.index,
          end: page.charStart + m.index + m[0].length,
          page: page.pageNumber,
          text: m[0],
          rule: e.rule,
          source: 'text',
        });
        if (++found >= MAX_OCCURRENCES) break;
      }
      if (found >= MAX_OCCURRENCES) break;
    }
  }
  return passages.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** A span in this document's text also gets the page it stands on, so a viewer can load just that page. */
export function withPage(evidence: MatchEvidence, pages: DocumentPage[]): MatchEvidence {
  if (evidence.field !== 'document' || !evidence.span || evidence.page !== undefined) return evidence;
  const start = evidence.span.start;
  const page = pages.find((p) => start >= p.charStart && start < Math.max(p.charEnd, p.charStart + 1));
  return page ? { ...evidence, page: page.pageNumber } : evidence;
}
