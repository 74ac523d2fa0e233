import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { queryRows } from '../db/rows.js';
import {
  coverageRequests,
  municipalities,
  municipalityMembers,
  properties,
  sources,
  sourceStatus,
  type MunicipalityKind,
} from '../db/schema/index.js';

/*
 * The rows coverage is computed from: the registry, the memberships, the sources with their health, and the
 * caller's company's properties and requests (always filtered by company_id, and under row-level security).
 */

export interface PlaceRow {
  id: number;
  name: string;
  kind: MunicipalityKind;
  parentName: string | null;
  latitude: number | null;
  longitude: number | null;
}

const placeColumns = {
  id: municipalities.id,
  name: municipalities.name,
  kind: municipalities.kind,
  parentName: municipalities.parentName,
  latitude: municipalities.latitude,
  longitude: municipalities.longitude,
};

export async function allPlaces(db: DbOrTx): Promise<PlaceRow[]> {
  return db.select(placeColumns).from(municipalities).orderBy(asc(municipalities.name));
}

export async function findPlace(db: DbOrTx, id: number): Promise<PlaceRow | undefined> {
  const [row] = await db.select(placeColumns).from(municipalities).where(eq(municipalities.id, id));
  return row;
}

export async function allMemberships(db: DbOrTx) {
  return db
    .select({ bodyId: municipalityMembers.regionId, memberId: municipalityMembers.memberId })
    .from(municipalityMembers);
}

/**
 * Every source with its health (a source never run has no status row) and when its data last arrived: the newest
 * stored meeting carrying its name (an index lookup on meetings_source_key), whoever stored it (a run, an import,
 * the demo dataset).
 */
export async function sourcesWithHealth(db: DbOrTx) {
  return db
    .select({
      name: sources.name,
      connector: sources.connector,
      kind: sources.kind,
      municipalityId: sources.municipalityId,
      paused: sources.paused,
      lastSuccessAt: sourceStatus.lastSuccessAt,
      lastFailureAt: sourceStatus.lastErrorAt,
      lastError: sourceStatus.lastError,
      consecutiveFailures: sourceStatus.consecutiveFailures,
      degradedAt: sourceStatus.degradedAt,
      degradedReason: sourceStatus.degradedReason,
      lastStoredAt: sql<Date | null>`(select max(m.created_at) from meetings m where m.source = ${sources.name})`.mapWith(
        (value: string | Date | null) => (value ? new Date(value) : null),
      ),
    })
    .from(sources)
    .leftJoin(sourceStatus, eq(sourceStatus.source, sources.name))
    .orderBy(asc(sources.name));
}
export type SourceWithHealth = Awaited<ReturnType<typeof sourcesWithHealth>>[number];

/** The company's properties per municipality. */
export async function companyPropertyCounts(db: DbOrTx, companyId: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ municipalityId: properties.municipalityId, n: sql<number>`count(*)::int` })
    .from(properties)
    .where(eq(properties.companyId, companyId))
    .groupBy(properties.municipalityId);
  return new Map(rows.filter((r) => r.municipalityId !== null).map((r) => [r.municipalityId!, Number(r.n)]));
}

/** The municipalities the company requested coverage of. */
export async function companyRequests(db: DbOrTx, companyId: string): Promise<Set<number>> {
  const rows = await db
    .select({ municipalityId: coverageRequests.municipalityId })
    .from(coverageRequests)
    .where(eq(coverageRequests.companyId, companyId));
  return new Set(rows.map((r) => r.municipalityId));
}

/** Whether the company requested this municipality's coverage. */
export async function companyRequested(db: DbOrTx, companyId: string, municipalityId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(coverageRequests)
    .where(and(eq(coverageRequests.companyId, companyId), eq(coverageRequests.municipalityId, municipalityId)));
  return !!row;
}

/**
 * Records the company's request; answers whether it is new and the note it keeps. Asking again keeps the first
 * time and updates the note (when one is given) and the last time.
 */
export async function recordRequest(
  db: DbOrTx,
  values: { companyId: string; municipalityId: number; requestedBy: string | null; note: string | null },
): Promise<{ created: boolean; note: string | null }> {
  const inserted = await db
    .insert(coverageRequests)
    .values(values)
    .onConflictDoNothing()
    .returning({ note: coverageRequests.note });
  if (inserted.length) return { created: true, note: inserted[0]!.note };
  const [updated] = await db
    .update(coverageRequests)
    .set({ updatedAt: new Date(), ...(values.note !== null ? { note: values.note } : {}) })
    .where(
      and(eq(coverageRequests.companyId, values.companyId), eq(coverageRequests.municipalityId, values.municipalityId)),
    )
    .returning({ note: coverageRequests.note });
  return { created: false, note: updated?.note ?? null };
}

/**
 * Items each source brought in the last `days` days, by source name: meetings and agenda items of council-type
 * sources (rows carry the source's name), proposals of 'ero'/'orr' (by their site), tribunal decisions of
 * 'canlii:<database>', mayoral decisions of a 'mayoral:*' source (by its municipality).
 */
export async function itemsSince(db: DbOrTx, list: SourceWithHealth[], days = 30): Promise<Map<string, number>> {
  const since = new Date(Date.now() - days * 86_400_000);
  const [meetings, items, proposals, decisions, mayoral] = await Promise.all([
    queryRows(db, sql`select source, count(*)::int n from meetings where created_at >= ${since} group by source`),
    queryRows(
      db,
      sql`select m.source, count(*)::int n from agenda_items ai join meetings m on m.id = ai.meeting_id
        where ai.created_at >= ${since} group by m.source`,
    ),
    queryRows(
      db,
      sql`select lower(s.site_code) as source, count(*)::int n from proposals p join provincial_sites s on s.id = p.site_id
        where p.created_at >= ${since} group by 1`,
    ),
    queryRows(
      db,
      sql`select 'canlii:' || lower(database_id) as source, count(*)::int n from legal_decisions
        where created_at >= ${since} group by 1`,
    ),
    queryRows(
      db,
      sql`select municipality_id, count(*)::int n from mayoral_decisions where created_at >= ${since} group by 1`,
    ),
  ]);
  const counts = new Map<string, number>();
  const add = (name: string, n: unknown) => counts.set(name, (counts.get(name) ?? 0) + Number(n));
  for (const rows of [meetings, items, proposals, decisions]) for (const r of rows) add(String(r.source), r.n);
  const mayoralByPlace = new Map(mayoral.map((r) => [Number(r.municipality_id), Number(r.n)]));
  const out = new Map<string, number>();
  for (const s of list) {
    const n =
      s.connector === 'mayoral' || s.name.startsWith('mayoral:')
        ? (mayoralByPlace.get(s.municipalityId ?? -1) ?? 0)
        : (counts.get(s.name) ?? 0);
    out.set(s.name, n);
  }
  return out;
}

/** Coverage requests across companies, ranked by the properties waiting (platform operators only). */
export async function rankedRequests(db: DbOrTx) {
  const rows = await queryRows(
    db,
    sql`select r.municipality_id, m.name as municipality_name, count(*)::int as companies,
        coalesce(sum((select count(*) from properties p
          where p.company_id = r.company_id and p.municipality_id = r.municipality_id)), 0)::int as properties_waiting,
        min(r.created_at) as first_requested_at, max(r.updated_at) as last_requested_at
      from coverage_requests r join municipalities m on m.id = r.municipality_id
      group by r.municipality_id, m.name
      order by properties_waiting desc, companies desc, last_requested_at desc, m.name`,
  );
  return rows.map((r) => ({
    municipality_id: Number(r.municipality_id),
    municipality_name: String(r.municipality_name),
    companies: Number(r.companies),
    properties_waiting: Number(r.properties_waiting),
    first_requested_at: new Date(r.first_requested_at as string).toISOString(),
    last_requested_at: new Date(r.last_requested_at as string).toISOString(),
  }));
}
