import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { cachedStatement } from '../db/statement-cache.js';
import { likePattern } from '../lib/like.js';
import {
  alerts,
  meetings,
  municipalities,
  properties,
  type AlertCategory,
  type AlertSeverity,
  type AlertStatus,
} from '../db/schema/index.js';
import type { AlertOut } from '../schemas/alerts.js';
import { baseQuery, listColumns, toAlertOut, type ListRow } from './alert-query.js';
import { beforeTarget, innerOrder, keyColumns, outerOrder, type AlertSort } from './list-order.js';

/*
 * The alerts list of a company: a page, its size and where one alert stands, under the list's filters. Every
 * statement filters by the caller's company first: another company's alert is simply not found.
 */

export interface AlertFilters {
  propertyId?: string;
  severity?: AlertSeverity;
  category?: AlertCategory;
  status?: AlertStatus;
  search?: string;
  /** The order (list-order.ts): date (the default), severity or property. */
  sort?: AlertSort;
  limit: number;
  offset: number;
}

type Flags = {
  property: boolean;
  severity: boolean;
  category: boolean;
  search: boolean;
  status: boolean;
  sort: AlertSort;
};

/** The list's WHERE with placeholders, so that each combination of filters is one prepared statement. */
function listConditions(flags: Flags): SQL[] {
  const where: SQL[] = [eq(alerts.companyId, sql.placeholder('companyId'))];
  // Dismissed alerts leave the list unless asked for by status.
  where.push(flags.status ? eq(alerts.status, sql.placeholder('status')) : ne(alerts.status, 'dismissed'));
  if (flags.property) where.push(eq(alerts.propertyId, sql.placeholder('propertyId')));
  if (flags.severity) where.push(eq(alerts.severity, sql.placeholder('severity')));
  if (flags.category) where.push(sql`${alerts.categories} @> array[${sql.placeholder('category')}]::text[]`);
  if (flags.search) {
    // `x ilike p` is `lower(x) like lower(p)`; the pattern is lower-cased once (an InitPlan), not for every row and
    // column, and the alert's own text was lower-cased when written (search_text, migration 0021). Meeting titles
    // (of the company's alerts' meetings), municipality and property names are matched once each, in their own
    // tables (InitPlans), then compared by id: the search reads `alerts` alone, like every other filter.
    const pattern = sql`(select lower(${sql.placeholder('pattern')}))`;
    where.push(
      or(
        sql`${alerts.searchText} like ${pattern}`,
        sql`${alerts.meetingId} = any(array(
          select m.id from ${meetings} m
          where m.id in (select x.meeting_id from ${alerts} x where x.company_id = ${sql.placeholder('companyId')})
            and (lower(coalesce(m.title, '')) like ${pattern}
              or m.municipality_id = any(array(select mu.id from ${municipalities} mu where lower(mu.name) like ${pattern})))))`,
        sql`${alerts.propertyId} = any(array(select p.id from ${properties} p where p.company_id = ${sql.placeholder('companyId')} and lower(p.name) like ${pattern}))`,
      )!,
    );
  }
  return where;
}

/**
 * The list's order (list-order.ts): by default newest first by the date of what the alert is about (its meeting's
 * date; the alert's own date when it has no meeting, as for a tribunal decision), then by id. The same order places
 * an alert (alertIndex).
 */
/**
 * The page in two steps: the ids of the page first, in the list's order (the company's alerts, each with its meeting's
 * date from the meetings' primary key); then the joins and the per-alert counts for those rows only. Joining first made
 * PostgreSQL join and count every alert of the company before the sort kept six. The first step also counts the
 * rows under the filters (a window over the same scan), so the pager's total costs no second query.
 */
function prepareList(db: DbOrTx, flags: Flags, name: string) {
  const page = db
    .select({ id: alerts.id, ...keyColumns(flags.sort), total: sql<number>`count(*) over ()`.as('total') })
    .from(alerts)
    .where(and(...listConditions(flags)))
    .orderBy(...innerOrder(flags.sort))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return baseQuery(db, { ...listColumns, total: sql<number>`"page"."total"::int` })
    .innerJoin(page, sql`"page"."id" = ${alerts.id}`)
    .orderBy(...outerOrder(flags.sort))
    .prepare(name);
}

/** The list's size under the filters: `alerts` alone (its company index), like the page's first step. */
function countQuery(db: DbOrTx, flags: Flags, extra: SQL[] = []) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(alerts)
    .where(and(...listConditions(flags), ...extra));
}

type Statement = { execute(values: Record<string, unknown>): Promise<unknown[]> };

/** One prepared statement per kind and combination of filters (planned once per connection, not on every call). */
function statementFor(db: DbOrTx, kind: 'list' | 'count' | 'member' | 'before', flags: Flags): Statement {
  const { sort, ...filters } = flags;
  const name = `alerts_${kind}_${Object.values(filters)
    .map((on) => (on ? 1 : 0))
    .join('')}_${sort}`;
  return cachedStatement(db, name, (): Statement => {
    if (kind === 'list') return prepareList(db, flags, name) as Statement;
    if (kind === 'count') return countQuery(db, flags).prepare(name) as Statement;
    if (kind === 'member')
      return countQuery(db, flags, [eq(alerts.id, sql.placeholder('alertId'))]).prepare(name) as Statement;
    return countQuery(db, flags, [beforeTarget(flags.sort)]).prepare(name) as Statement;
  });
}

function flagsOf(filters: Omit<AlertFilters, 'limit' | 'offset'>): Flags {
  return {
    property: Boolean(filters.propertyId),
    severity: Boolean(filters.severity),
    category: Boolean(filters.category),
    search: Boolean(filters.search),
    status: Boolean(filters.status),
    sort: filters.sort ?? 'date',
  };
}

function valuesOf(companyId: string, filters: Omit<AlertFilters, 'limit' | 'offset'>) {
  return {
    companyId,
    status: filters.status,
    propertyId: filters.propertyId,
    severity: filters.severity,
    category: filters.category,
    pattern: filters.search ? likePattern(filters.search) : undefined,
  };
}

/** A page of the list and the list's size under the filters (the pager's total). */
export async function listAlerts(
  db: DbOrTx,
  companyId: string,
  filters: AlertFilters,
): Promise<{ alerts: AlertOut[]; total: number }> {
  const rows = (await statementFor(db, 'list', flagsOf(filters)).execute({
    ...valuesOf(companyId, filters),
    limit: filters.limit,
    offset: filters.offset,
  })) as ListRow[];
  // A page past the end has no row to carry the total: count apart.
  const total = rows.length ? Number(rows[0]!.total) : await countAlerts(db, companyId, filters);
  return { alerts: rows.map(toAlertOut), total };
}

const countOf = (rows: unknown[]) => Number((rows[0] as { n?: number } | undefined)?.n ?? 0);

/** How many alerts the list holds under these filters (the pager's total). */
export async function countAlerts(
  db: DbOrTx,
  companyId: string,
  filters: Omit<AlertFilters, 'limit' | 'offset'>,
): Promise<number> {
  return countOf(await statementFor(db, 'count', flagsOf(filters)).execute(valuesOf(companyId, filters)));
}

/**
 * Where one alert of the company stands in the list under these filters: its 0-based index, or null when the
 * filters leave it out (dismissed, another property, no match for the search). The alert must be the company's.
 */
export async function alertIndex(
  db: DbOrTx,
  companyId: string,
  alertId: number,
  filters: Omit<AlertFilters, 'limit' | 'offset'>,
): Promise<number | null> {
  const flags = flagsOf(filters);
  const values = { ...valuesOf(companyId, filters), alertId };
  if (countOf(await statementFor(db, 'member', flags).execute(values)) === 0) return null;
  return countOf(await statementFor(db, 'before', flags).execute(values));
}
