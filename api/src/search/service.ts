import type { DbOrTx } from '../db/client.js';
import { InvalidError } from '../lib/domain-errors.js';
import { KIND_LABELS, SEARCH_KINDS, linkOf, type SearchKind } from './kinds.js';
import { exactSpans, namesAddress, recognise, type Recognised } from './recognise.js';
import {
  applicationsAtCondition,
  fileNumberCondition,
  searchExact,
  searchWords,
  wordsCondition,
  type ExactBranch,
  type SearchRow,
} from './repository.js';
import { segmentsOfHeadline, segmentsOfSpans, segmentsOfTitle, type Segment } from './snippet.js';
import { allWordsText, tsqueryText } from './tsquery.js';

/*
 * One search across the app (docs/search.md). The query is recognised first (a file number, an address, or words);
 * a file number or an address is matched exactly in every kind that has one, and those results come first in their
 * group, marked `exact`; then the words fill each group up to `limit`. Alerts, properties and uploaded documents
 * are the caller's company's; everything else is shared public data.
 */

export const MAX_QUERY_LENGTH = 200;
export const MIN_QUERY_LENGTH = 2;
export const MAX_LIMIT = 20;
export const DEFAULT_LIMIT = 5;

/** Kinds searched for an exact address (their text is short; documents are found by their words). */
const ADDRESS_KINDS: readonly SearchKind[] = ['alerts', 'properties', 'agenda_items'];
/** Address candidates read per kind before the grammar keeps those naming the address. */
const ADDRESS_CANDIDATES = 60;

export interface SearchResult {
  kind: SearchKind;
  id: string;
  title: string;
  snippet: Segment[];
  /** The title with the exact file number or address marked (one plain segment otherwise). */
  title_segments: Segment[];
  link: string;
  context: string | null;
  date: string | null;
  exact: boolean;
}

export interface SearchGroup {
  kind: SearchKind;
  label: string;
  results: SearchResult[];
}

export interface SearchAnswer {
  query: string;
  recognisedAs: Recognised['kind'];
  groups: SearchGroup[];
}

function resultOf(kind: SearchKind, row: SearchRow, exact: boolean, r: Recognised): SearchResult {
  let snippet: Segment[];
  const titleSpans = exact ? exactSpans(row.title, r) : [];
  if (exact) {
    const spans = exactSpans(row.text, r);
    snippet = segmentsOfSpans(row.text, spans.length ? spans : []);
  } else snippet = segmentsOfHeadline(row.text);
  return {
    kind,
    id: row.id,
    title: row.title,
    snippet,
    title_segments: segmentsOfTitle(row.title, titleSpans),
    link: linkOf(kind, row.id, row.linkRef, row.title),
    context: row.context,
    date: row.date,
    exact,
  };
}

/** The exact branches of a file number or an address (none for words). */
function exactBranches(r: Recognised, companyId: string, limit: number): ExactBranch[] {
  const out: ExactBranch[] = [];
  for (const kind of SEARCH_KINDS) {
    if (r.kind === 'file_number') {
      const condition = fileNumberCondition(kind, r.key, companyId);
      if (condition) out.push({ kind, condition, limit });
    } else if (r.kind === 'address') {
      if (kind === 'applications') out.push({ kind, condition: applicationsAtCondition(r.key), limit });
      else if (ADDRESS_KINDS.includes(kind)) {
        const words = allWordsText(`${r.address.numbers[0]} ${r.address.street}`);
        if (words) out.push({ kind, condition: wordsCondition(kind, words, companyId), limit: ADDRESS_CANDIDATES });
      }
    }
  }
  return out;
}

/** Whether an exact branch's row is an exact match (an address's candidates must name it; the rest do). */
function isExact(row: SearchRow, r: Recognised): boolean {
  if (r.kind !== 'address' || row.kind === 'applications') return true;
  return namesAddress(`${row.title}\n${row.text}`, r.address);
}

export async function search(
  db: DbOrTx,
  companyId: string,
  query: string,
  limit = DEFAULT_LIMIT,
): Promise<SearchAnswer> {
  const q = query.trim();
  if (q.length < MIN_QUERY_LENGTH) throw new InvalidError(`q must have at least ${MIN_QUERY_LENGTH} characters`);
  if (q.length > MAX_QUERY_LENGTH) throw new InvalidError(`q must have at most ${MAX_QUERY_LENGTH} characters`);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    throw new InvalidError(`limit must be an integer between 1 and ${MAX_LIMIT}`);
  const r = recognise(q);
  const tsquery = tsqueryText(q);
  // Two statements whatever the number of kinds: the exact matches, then the words.
  const exact = (await searchExact(db, exactBranches(r, companyId, limit))).filter((row) => isExact(row, r));
  const words = tsquery ? await searchWords(db, SEARCH_KINDS, tsquery, companyId, limit) : [];
  const groups: SearchGroup[] = [];
  for (const kind of SEARCH_KINDS) {
    const first = exact.filter((row) => row.kind === kind).slice(0, limit);
    const seen = new Set(first.map((row) => row.id));
    const rest = words.filter((row) => row.kind === kind && !seen.has(row.id)).slice(0, limit - first.length);
    const results = [
      ...first.map((row) => resultOf(kind, row, true, r)),
      ...rest.map((row) => resultOf(kind, row, false, r)),
    ];
    if (results.length) groups.push({ kind, label: KIND_LABELS[kind], results });
  }
  return { query: q, recognisedAs: r.kind, groups };
}
