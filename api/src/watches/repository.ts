import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { alerts, meetings, municipalities, watches, type Watch } from '../db/schema/index.js';
import { arrayLiteral } from '../db/array-literal.js';
import { queryRows } from '../db/rows.js';

/*
 * The queries of watch lists, each scoped by the caller's company. A personal watch (user_id set) is its owner's
 * and visible to the company's admins; a company watch (user_id null) to every member.
 */

export interface Viewer {
  companyId: string;
  userId: string;
  isAdmin: boolean;
}

/**
 * The keyword watches a viewer may see: the company's, and among personal ones their own (all of them for an admin).
 * Area watches (kind 'area') are areas/'s.
 */
export function visibleTo(viewer: Viewer): SQL {
  return and(
    eq(watches.companyId, viewer.companyId),
    eq(watches.kind, 'terms'),
    viewer.isAdmin ? sql`true` : or(isNull(watches.userId), eq(watches.userId, viewer.userId)),
  )!;
}

export interface WatchWithStats extends Watch {
  matchCount: number;
  lastMatchAt: Date | null;
}

const stats = {
  // Qualified by hand: Drizzle writes a lone table's columns unqualified, which the subquery would read as its own.
  matchCount: sql<number>`(select count(*)::int from ${alerts} a where a.watch_id = "watches"."id" and a.company_id = "watches"."company_id")`,
  lastMatchAt: sql<Date | null>`(select max(a.created_at) from ${alerts} a where a.watch_id = "watches"."id" and a.company_id = "watches"."company_id")`,
};

export async function listWatches(db: DbOrTx, viewer: Viewer): Promise<WatchWithStats[]> {
  const rows = await db
    .select({ watch: watches, ...stats })
    .from(watches)
    .where(visibleTo(viewer))
    .orderBy(asc(watches.createdAt), asc(watches.id));
  return rows.map((r) => ({ ...r.watch, matchCount: Number(r.matchCount), lastMatchAt: toDate(r.lastMatchAt) }));
}

const toDate = (v: unknown): Date | null =>
  v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v));

export async function findWatch(db: DbOrTx, viewer: Viewer, id: string): Promise<WatchWithStats | null> {
  const [row] = await db
    .select({ watch: watches, ...stats })
    .from(watches)
    .where(and(visibleTo(viewer), eq(watches.id, id)));
  return row ? { ...row.watch, matchCount: Number(row.matchCount), lastMatchAt: toDate(row.lastMatchAt) } : null;
}

/** How many keyword watches the company has, and how many are this user's own. */
export async function watchCounts(db: DbOrTx, companyId: string, userId: string) {
  const [row] = await db
    .select({
      company: sql<number>`count(*)::int`,
      own: sql<number>`count(*) filter (where ${watches.userId} = ${userId})::int`,
    })
    .from(watches)
    .where(and(eq(watches.companyId, companyId), eq(watches.kind, 'terms')));
  return { company: Number(row?.company ?? 0), own: Number(row?.own ?? 0) };
}

/** What the database makes of the terms: how many nodes the query has, and whether it looks for any word. */
export async function parseTerms(
  db: DbOrTx,
  terms: string,
  language: 'english' | 'french' = 'english',
): Promise<{ nodes: number; positive: boolean }> {
  const config = language === 'french' ? sql`'french'::regconfig` : sql`'english'::regconfig`;
  const [row] = await queryRows(
    db,
    sql`select numnode(q) as nodes, querytree(q) <> 'T' as positive from websearch_to_tsquery(${config}, ${terms}) q`,
  );
  return { nodes: Number(row?.nodes ?? 0), positive: Boolean(row?.positive) };
}

/** The ids among these that are not municipalities. */
export async function unknownMunicipalities(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: municipalities.id })
    .from(municipalities)
    .where(sql`${municipalities.id} = any(${arrayLiteral(ids)}::integer[])`);
  const known = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

export type WatchValues = Pick<
  typeof watches.$inferInsert,
  'name' | 'terms' | 'positiveTerms' | 'municipalityIds' | 'sourceKinds' | 'languages' | 'delivery' | 'paused'
>;

export async function insertWatch(
  db: DbOrTx,
  companyId: string,
  owner: string | null,
  createdBy: string,
  values: WatchValues,
): Promise<string> {
  const [row] = await db
    .insert(watches)
    .values({ ...values, companyId, userId: owner, createdBy })
    .returning({ id: watches.id });
  return row!.id;
}

export async function updateWatch(db: DbOrTx, companyId: string, id: string, values: Partial<WatchValues>) {
  await db
    .update(watches)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(watches.companyId, companyId), eq(watches.id, id)));
}

export async function deleteWatch(db: DbOrTx, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(watches)
    .where(and(eq(watches.companyId, companyId), eq(watches.id, id)))
    .returning({ id: watches.id });
  return rows.length > 0;
}

/** The newest alerts of one watch of the company (its last matches). */
export function watchMatches(db: DbOrTx, companyId: string, watchId: string, limit: number) {
  return db
    .select({
      alertId: alerts.id,
      title: alerts.title,
      summary: alerts.summary,
      headline: alerts.headline,
      matchedTerms: alerts.matchedTerms,
      sourceKey: alerts.sourceKey,
      status: alerts.status,
      backfilled: alerts.backfilled,
      documentUrl: alerts.documentUrl,
      meetingTitle: meetings.title,
      meetingDate: meetings.startsAt,
      createdAt: alerts.createdAt,
    })
    .from(alerts)
    .leftJoin(meetings, eq(meetings.id, alerts.meetingId))
    .where(and(eq(alerts.companyId, companyId), eq(alerts.watchId, watchId)))
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .limit(limit);
}
