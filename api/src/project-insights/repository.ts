import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { insightCategories, projectInsights, properties, type ProjectInsight } from '../db/schema/index.js';
import { likePattern } from '../lib/like.js';

/*
 * Queries of the project insights a company owns (the analysis writes most of them). Every read and write is
 * filtered by the caller's company: another company's insight or property is not found.
 */

export type InsightRow = ProjectInsight & { propertyName: string };
/** The columns of an insight a change may set. */
export type InsightChanges = Partial<typeof projectInsights.$inferInsert>;

/** Which insights a page lists: the company's, optionally of one property and one category. */
export interface InsightFilter {
  companyId: string;
  propertyId?: string;
  category?: string;
  /** Only insights naming this land use (in insight_data.land_use, the title or the description); '' matches none. */
  similarTo?: string;
}

const SEVERITY_ORDER = sql`case ${projectInsights.severity} when 'high' then 0 when 'medium' then 1 when 'low' then 2 else 3 end`;

function conditions(filter: InsightFilter): SQL | undefined {
  const where: SQL[] = [eq(projectInsights.companyId, filter.companyId)];
  if (filter.propertyId) where.push(eq(projectInsights.propertyId, filter.propertyId));
  if (filter.category) where.push(eq(projectInsights.categorySlug, filter.category));
  if (filter.similarTo !== undefined) {
    if (!filter.similarTo) where.push(sql`false`);
    else {
      const pattern = likePattern(filter.similarTo);
      where.push(
        or(
          sql`${projectInsights.insightData}->>'land_use' ilike ${pattern}`,
          sql`${projectInsights.title} ilike ${pattern}`,
          sql`coalesce(${projectInsights.description}, '') ilike ${pattern}`,
        )!,
      );
    }
  }
  return and(...where);
}

/** The company's property with its land uses, or undefined. */
export async function findInsightProperty(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select({ id: properties.id, currentLandUse: properties.currentLandUse, futureLandUse: properties.futureLandUse })
    .from(properties)
    .where(and(eq(properties.companyId, companyId), eq(properties.id, id)));
  return row;
}

export async function categoryExists(db: DbOrTx, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ slug: insightCategories.slug })
    .from(insightCategories)
    .where(eq(insightCategories.slug, slug));
  return Boolean(row);
}

export async function listCategories(db: DbOrTx) {
  return db.select().from(insightCategories).orderBy(asc(insightCategories.sortOrder), asc(insightCategories.slug));
}

/** Insights per category (every category, 0 when none), of the company or of one of its properties. */
export async function countByCategory(
  db: DbOrTx,
  companyId: string,
  propertyId?: string,
): Promise<Record<string, number>> {
  const categories = await db.select({ slug: insightCategories.slug }).from(insightCategories);
  const rows = await db
    .select({ slug: projectInsights.categorySlug, n: sql<number>`count(*)::int` })
    .from(projectInsights)
    .where(conditions({ companyId, propertyId }))
    .groupBy(projectInsights.categorySlug);
  const counts: Record<string, number> = Object.fromEntries(categories.map((c) => [c.slug, 0]));
  for (const row of rows) counts[row.slug] = Number(row.n);
  return counts;
}

/** A page of insights, most severe then newest first, with how many match in all. */
export async function insightPage(
  db: DbOrTx,
  filter: InsightFilter,
  limit: number,
  offset: number,
): Promise<{ rows: InsightRow[]; total: number }> {
  const condition = conditions(filter);
  const [rows, [count]] = await Promise.all([
    db
      .select({ insight: projectInsights, propertyName: properties.name })
      .from(projectInsights)
      .innerJoin(properties, eq(properties.id, projectInsights.propertyId))
      .where(condition)
      .orderBy(SEVERITY_ORDER, desc(projectInsights.createdAt), desc(projectInsights.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(projectInsights)
      .where(condition),
  ]);
  return { rows: rows.map((r) => ({ ...r.insight, propertyName: r.propertyName })), total: Number(count?.n ?? 0) };
}

export async function findInsight(db: DbOrTx, companyId: string, id: number): Promise<InsightRow | undefined> {
  const [row] = await db
    .select({ insight: projectInsights, propertyName: properties.name })
    .from(projectInsights)
    .innerJoin(properties, eq(properties.id, projectInsights.propertyId))
    .where(and(eq(projectInsights.companyId, companyId), eq(projectInsights.id, id)));
  return row ? { ...row.insight, propertyName: row.propertyName } : undefined;
}

/** The new insight, or undefined when the property already has one of this category for that source. */
export async function insertInsight(
  db: DbOrTx,
  values: typeof projectInsights.$inferInsert,
): Promise<ProjectInsight | undefined> {
  const [row] = await db.insert(projectInsights).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateInsight(
  db: DbOrTx,
  companyId: string,
  id: number,
  set: InsightChanges,
): Promise<ProjectInsight> {
  const [row] = await db
    .update(projectInsights)
    .set(set)
    .where(and(eq(projectInsights.id, id), eq(projectInsights.companyId, companyId)))
    .returning();
  return row!;
}

export async function deleteInsight(db: DbOrTx, companyId: string, id: number): Promise<void> {
  await db.delete(projectInsights).where(and(eq(projectInsights.id, id), eq(projectInsights.companyId, companyId)));
}
