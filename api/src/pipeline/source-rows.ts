import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { municipalities, sources, type Source } from '../db/schema/index.js';
import type { SourceSeed } from './sources.js';

/*
 * The `sources` table (migration 0029): every ingest source as a row. Rows of origin 'env' follow the environment's
 * variables, upserted on each start; rows of origin 'operator' are added, paused, resumed and removed by platform
 * operators through the admin API, and never touched by the seeding.
 */

/** A source row with its municipality's name (null: none, or province-wide). */
export type SourceRow = Source & { municipalityName: string | null };

const columns = {
  name: sources.name,
  connector: sources.connector,
  kind: sources.kind,
  baseUrl: sources.baseUrl,
  municipalityId: sources.municipalityId,
  timeZone: sources.timeZone,
  paused: sources.paused,
  origin: sources.origin,
  settings: sources.settings,
  createdAt: sources.createdAt,
  updatedAt: sources.updatedAt,
  municipalityName: municipalities.name,
};

/** Every source, by name. */
export async function listSources(db: Db): Promise<SourceRow[]> {
  return db
    .select(columns)
    .from(sources)
    .leftJoin(municipalities, eq(municipalities.id, sources.municipalityId))
    .orderBy(asc(sources.name));
}

export async function findSource(db: Db, name: string): Promise<SourceRow | null> {
  const [row] = await db
    .select(columns)
    .from(sources)
    .leftJoin(municipalities, eq(municipalities.id, sources.municipalityId))
    .where(eq(sources.name, name));
  return row ?? null;
}

/**
 * Upserts the environment's sources (origin 'env'; an operator's row of the same name is left as it is), maps each
 * to its municipality by name (null while that municipality is not in the registry: a later start maps it), and
 * removes the env rows the environment no longer names. `paused` is the operators' and is never reset.
 */
export async function seedSources(db: Db, seeds: SourceSeed[]): Promise<void> {
  await db.transaction(async (tx) => {
    const names = [...new Set(seeds.map((s) => s.municipalityName).filter((n): n is string => n !== null))];
    const found = names.length
      ? await tx
          .select({ id: municipalities.id, name: municipalities.name })
          .from(municipalities)
          .where(inArray(municipalities.name, names))
      : [];
    const idOf = (name: string | null) => (name === null ? null : (found.find((m) => m.name === name)?.id ?? null));
    for (const seed of seeds) {
      const values = {
        connector: seed.connector,
        kind: seed.kind,
        baseUrl: seed.baseUrl,
        municipalityId: idOf(seed.municipalityName),
        timeZone: seed.timeZone,
      };
      await tx
        .insert(sources)
        .values({ name: seed.name, ...values, origin: 'env' })
        .onConflictDoUpdate({
          target: sources.name,
          set: { ...values, updatedAt: sql`now()` },
          setWhere: sql`${sources.origin} = 'env' and (${sources.connector}, ${sources.kind}, ${sources.baseUrl}, ${sources.municipalityId}, ${sources.timeZone}) is distinct from (excluded.connector, excluded.kind, excluded.base_url, excluded.municipality_id, excluded.time_zone)`,
        });
    }
    await tx.delete(sources).where(
      and(
        eq(sources.origin, 'env'),
        notInArray(
          sources.name,
          seeds.map((s) => s.name),
        ),
      ),
    );
  });
}

export interface NewSource {
  name: string;
  connector: string;
  kind: Source['kind'];
  baseUrl: string;
  municipalityId: number | null;
  timeZone: string;
}

/** Adds an operator's source; false when a source of that name exists already. */
export async function addSource(db: Db, source: NewSource): Promise<boolean> {
  const inserted = await db
    .insert(sources)
    .values({ ...source, origin: 'operator' })
    .onConflictDoNothing({ target: sources.name })
    .returning({ name: sources.name });
  return inserted.length === 1;
}

/** Pauses or resumes a source; false when there is none of that name. */
export async function setSourcePaused(db: Db, name: string, paused: boolean): Promise<boolean> {
  const updated = await db
    .update(sources)
    .set({ paused, updatedAt: sql`now()` })
    .where(eq(sources.name, name))
    .returning({ name: sources.name });
  return updated.length === 1;
}

/** Removes a source row (its status and stored records stay); false when there is none of that name. */
export async function removeSource(db: Db, name: string): Promise<boolean> {
  const removed = await db.delete(sources).where(eq(sources.name, name)).returning({ name: sources.name });
  return removed.length === 1;
}

/** The municipality (region, conservation authority) with this id, or null. */
export async function findMunicipality(db: Db, id: number): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: municipalities.id, name: municipalities.name })
    .from(municipalities)
    .where(eq(municipalities.id, id));
  return row ?? null;
}
