import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { queryRows } from '../db/rows.js';
import { KINDS, type SearchKind } from './kinds.js';
import { START, STOP } from './snippet.js';

/*
 * The search's queries (kinds.ts): one statement for the words of every kind, and one for the exact matches (a file
 * number's key, an address's candidates) of every kind that has them, each a UNION ALL of one branch per kind. A
 * words branch takes at most CANDIDATES rows from the full-text index, ranks them, keeps the `limit` best and only
 * then cuts their snippets (ts_headline): the costly part runs for the few rows returned. An exact branch answers
 * its rows with their text, which the service highlights.
 */

/** Rows read from a full-text index for one kind before ranking: bounds the work of a very common word. */
export const CANDIDATES = 400;

export interface SearchRow {
  kind: SearchKind;
  id: string;
  title: string;
  date: string | null;
  context: string | null;
  linkRef: string | null;
  /** ts_headline's snippet (words), or the text to highlight (exact). */
  text: string;
}

const HEADLINE = `StartSel=${START}, StopSel=${STOP}, MaxWords=28, MinWords=10, MaxFragments=2, FragmentDelimiter=" … "`;

function rowOf(r: Record<string, unknown>): SearchRow {
  const date = r.date as string | Date | null;
  return {
    kind: r.kind as SearchKind,
    id: String(r.id),
    title: String(r.title ?? ''),
    date: date === null || date === undefined ? null : new Date(date).toISOString(),
    context: (r.context as string | null) || null,
    linkRef: (r.link_ref as string | null) ?? null,
    text: String(r.text ?? ''),
  };
}

const union = (branches: SQL[]) => sql.join(branches, sql` union all `);

/** Every kind's best `limit` rows holding the words of `tsquery` (a to_tsquery text), with snippets, in order. */
export async function searchWords(
  db: DbOrTx,
  kinds: readonly SearchKind[],
  tsquery: string,
  companyId: string,
  limit: number,
): Promise<SearchRow[]> {
  if (!kinds.length) return [];
  const q = sql`to_tsquery('english', ${tsquery})`;
  const branches = kinds.map((kind) => {
    const k = KINDS[kind];
    const rank = k.rank ? k.rank(q) : sql`0`;
    return sql`(select ${kind}::text as kind, t.id, t.title, t.date, t.context, t.link_ref, t.ord,
          ts_headline('english', ${k.body}, ${q}, ${HEADLINE}) as text
        from (select c.*, row_number() over (order by c.rank desc, c.date desc nulls last, c.pk desc) as ord
              from (select ${k.pk} as pk, ${k.columns}, ${rank} as rank from ${k.from}
                    where ${k.words(q, companyId)} limit ${CANDIDATES}) c
              order by ord limit ${limit}) t
        join ${k.main} on ${k.pk} = t.pk)`;
  });
  const rows = await queryRows(db, sql`${union(branches)} order by kind, ord`);
  return rows.map(rowOf);
}

/** One exact branch: `kind`'s rows matched by `condition`, newest first, at most `limit`. */
export interface ExactBranch {
  kind: SearchKind;
  condition: SQL;
  limit: number;
}

/** The rows of every exact branch, with their text (for the highlights), newest first within a kind. */
export async function searchExact(db: DbOrTx, branches: ExactBranch[]): Promise<SearchRow[]> {
  if (!branches.length) return [];
  const parts = branches.map(({ kind, condition, limit }) => {
    const k = KINDS[kind];
    return sql`(select ${kind}::text as kind, t.id, t.title, t.date, t.context, t.link_ref, t.ord, ${k.body} as text
        from (select ${k.pk} as pk, ${k.columns}, row_number() over (order by ${k.order}) as ord
              from ${k.from} where ${condition} order by ${k.order} limit ${limit}) t
        join ${k.main} on ${k.pk} = t.pk)`;
  });
  const rows = await queryRows(db, sql`${union(parts)} order by kind, ord`);
  return rows.map(rowOf);
}

/** The condition of rows naming the file number of key `key`; null for a kind without file numbers. */
export function fileNumberCondition(kind: SearchKind, key: string, companyId: string): SQL | null {
  const k = KINDS[kind];
  return k.key ? k.key(key, companyId) : null;
}

/** The condition of an exact address's candidates: rows holding all of `tsquery`'s words. */
export function wordsCondition(kind: SearchKind, tsquery: string, companyId: string): SQL {
  return KINDS[kind].words(sql`to_tsquery('english', ${tsquery})`, companyId);
}

/** Applications at an address, by its key in the registry's address keys (applications/store.ts). */
export const applicationsAtCondition = (addressKey: string): SQL =>
  sql`ap.address_keys @> array[${addressKey}]::text[]`;
