import { sql, type SQL } from 'drizzle-orm';
import { meetings, properties, watches } from '../db/schema/index.js';
import type { AlertSort } from '../schemas/alert-list.js';

/*
 * The orders of the alerts list. Each is a key of one or more terms, then the alert's date (newest first) and its id,
 * so that every order is total and the same key places one alert in the list (its page for /alerts?alertId=).
 */

export { ALERT_SORTS, type AlertSort } from '../schemas/alert-list.js';

/** The terms of the key for rows of `alerts` seen under `alias` ("alerts" in the list, "t" for the target alert). */
function terms(alias: string) {
  const a = sql.raw(`"${alias}"`);
  const date = sql`coalesce((select m.starts_at from ${meetings} m where m.id = ${a}.meeting_id), ${a}.created_at)`;
  const rank = sql`(case ${a}.severity when 'urgent' then 3 when 'high' then 2 else 1 end)`;
  const name = sql`lower(coalesce((select p.name from ${properties} p where p.id = ${a}.property_id), (select w.name from ${watches} w where w.id = ${a}.watch_id), ''))`;
  return { date, rank, name, id: sql`${a}.id` };
}

const listTerms = terms('alerts');
const targetTerms = terms('t');

/** The key's columns of the page's first step (selected so that the joined page keeps the order). */
export function keyColumns(sort: AlertSort) {
  return {
    at: sql`${listTerms.date}`.as('at'),
    rank: sql<number>`${sort === 'severity' ? listTerms.rank : sql`0`}`.as('rank'),
    name: sql<string>`${sort === 'property' ? listTerms.name : sql`''`}`.as('name'),
  };
}

/** ORDER BY of the page's first step, over `alerts`. */
export function innerOrder(sort: AlertSort): SQL[] {
  const tail = [sql`${listTerms.date} desc`, sql`${listTerms.id} desc`];
  if (sort === 'severity') return [sql`${listTerms.rank} desc`, ...tail];
  if (sort === 'property') return [sql`${listTerms.name} asc`, ...tail];
  return tail;
}

/** ORDER BY of the joined page, over the columns of keyColumns in the subquery "page". */
export function outerOrder(sort: AlertSort): SQL[] {
  const tail = [sql`"page"."at" desc`, sql`"page"."id" desc`];
  if (sort === 'severity') return [sql`"page"."rank" desc`, ...tail];
  if (sort === 'property') return [sql`"page"."name" asc`, ...tail];
  return tail;
}

/**
 * Alerts listed before the target alert (the `alertId` placeholder, of the `companyId` placeholder's company) in
 * this order.
 */
export function beforeTarget(sort: AlertSort): SQL {
  const t = sql`from alerts t where t.id = ${sql.placeholder('alertId')} and t.company_id = ${sql.placeholder('companyId')}`;
  const dateId = sql`(${listTerms.date}, ${listTerms.id}) > (select ${targetTerms.date}, t.id ${t})`;
  if (sort === 'severity')
    return sql`(${listTerms.rank}, ${listTerms.date}, ${listTerms.id}) > (select ${targetTerms.rank}, ${targetTerms.date}, t.id ${t})`;
  if (sort === 'property') {
    const targetName = sql`(select ${targetTerms.name} ${t})`;
    return sql`(${listTerms.name} < ${targetName} or (${listTerms.name} = ${targetName} and ${dateId}))`;
  }
  return dateId;
}
