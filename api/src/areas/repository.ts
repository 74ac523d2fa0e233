import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { alerts, watches, type AreaGeometry, type Watch, type WatchDelivery } from '../db/schema/index.js';
import type { Viewer } from '../watches/repository.js';
import type { Bounds } from './geometry.js';

/*
 * The queries of area watches (rows of `watches` of kind 'area'), each scoped by the caller's company. As with
 * keyword watches, a personal area is its owner's and visible to the company's admins; a company area every member's.
 */

export function visibleAreas(viewer: Viewer): SQL {
  return and(
    eq(watches.companyId, viewer.companyId),
    eq(watches.kind, 'area'),
    viewer.isAdmin ? sql`true` : or(isNull(watches.userId), eq(watches.userId, viewer.userId)),
  )!;
}

export interface AreaWithStats extends Watch {
  matchCount: number;
  lastMatchAt: Date | null;
}

const stats = {
  matchCount: sql<number>`(select count(*)::int from ${alerts} a where a.watch_id = "watches"."id" and a.company_id = "watches"."company_id")`,
  lastMatchAt: sql<Date | null>`(select max(a.created_at) from ${alerts} a where a.watch_id = "watches"."id" and a.company_id = "watches"."company_id")`,
};

const toDate = (v: unknown): Date | null =>
  v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v));

const withStats = (r: { watch: Watch; matchCount: number; lastMatchAt: unknown }): AreaWithStats => ({
  ...r.watch,
  matchCount: Number(r.matchCount),
  lastMatchAt: toDate(r.lastMatchAt),
});

export async function listAreas(db: DbOrTx, viewer: Viewer): Promise<AreaWithStats[]> {
  const rows = await db
    .select({ watch: watches, ...stats })
    .from(watches)
    .where(visibleAreas(viewer))
    .orderBy(asc(watches.createdAt), asc(watches.id));
  return rows.map(withStats);
}

export async function findArea(db: DbOrTx, viewer: Viewer, id: string): Promise<AreaWithStats | null> {
  const [row] = await db
    .select({ watch: watches, ...stats })
    .from(watches)
    .where(and(visibleAreas(viewer), eq(watches.id, id)));
  return row ? withStats(row) : null;
}

/** How many areas the company has, and how many are this user's own. */
export async function areaCounts(db: DbOrTx, companyId: string, userId: string) {
  const [row] = await db
    .select({
      company: sql<number>`count(*)::int`,
      own: sql<number>`count(*) filter (where ${watches.userId} = ${userId})::int`,
    })
    .from(watches)
    .where(and(eq(watches.companyId, companyId), eq(watches.kind, 'area')));
  return { company: Number(row?.company ?? 0), own: Number(row?.own ?? 0) };
}

export interface AreaValues {
  name: string;
  area: AreaGeometry;
  bounds: Bounds;
  applicationTypes: string[] | null;
  delivery: WatchDelivery;
  paused: boolean;
}

const geometryColumns = (area: AreaGeometry, bounds: Bounds) => ({
  area,
  areaSouth: bounds.south,
  areaWest: bounds.west,
  areaNorth: bounds.north,
  areaEast: bounds.east,
});

export async function insertArea(
  db: DbOrTx,
  companyId: string,
  owner: string | null,
  createdBy: string,
  v: AreaValues,
): Promise<string> {
  const [row] = await db
    .insert(watches)
    .values({
      companyId,
      userId: owner,
      createdBy,
      kind: 'area',
      name: v.name,
      terms: '',
      positiveTerms: [],
      sourceKinds: [],
      ...geometryColumns(v.area, v.bounds),
      applicationTypes: v.applicationTypes,
      delivery: v.delivery,
      paused: v.paused,
    })
    .returning({ id: watches.id });
  return row!.id;
}

export async function updateArea(db: DbOrTx, companyId: string, id: string, v: Partial<AreaValues>) {
  await db
    .update(watches)
    .set({
      ...(v.name !== undefined ? { name: v.name } : {}),
      ...(v.area && v.bounds ? geometryColumns(v.area, v.bounds) : {}),
      ...(v.applicationTypes !== undefined ? { applicationTypes: v.applicationTypes } : {}),
      ...(v.delivery !== undefined ? { delivery: v.delivery } : {}),
      ...(v.paused !== undefined ? { paused: v.paused } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(watches.companyId, companyId), eq(watches.kind, 'area'), eq(watches.id, id)));
}

export async function deleteArea(db: DbOrTx, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(watches)
    .where(and(eq(watches.companyId, companyId), eq(watches.kind, 'area'), eq(watches.id, id)))
    .returning({ id: watches.id });
  return rows.length > 0;
}
