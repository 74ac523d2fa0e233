import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { likePattern } from '../lib/like.js';
import type { MeetingRow, MeetingSort, Timeframe } from '../schemas/meetings.js';
import { preparedStatement, rowsOf, type Prepared } from './prepared.js';

/*
 * Meetings queries. Meetings are global data; what is per company is hasAlert / alertCount, counted from the
 * caller's company's alerts only (dismissed ones left out).
 */

export interface MeetingFilters {
  search?: string;
  municipality?: string;
  committee?: string;
  timeframe: Timeframe;
  from?: Date;
  to?: Date;
  sort: MeetingSort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** Which conditions and order a list query has: each combination is one prepared statement. */
interface Shape {
  upcoming: boolean;
  past: boolean;
  from: boolean;
  to: boolean;
  municipality: boolean;
  committee: boolean;
  search: boolean;
  /** The search also names municipalities (their ids are looked up first, so the plan knows them). */
  searchMunicipalities: boolean;
  sort: MeetingSort;
  order: 'asc' | 'desc';
}

function shapeOf(filters: MeetingFilters, searchMunicipalities: boolean): Shape {
  return {
    upcoming: filters.timeframe === 'upcoming',
    past: filters.timeframe === 'past',
    from: Boolean(filters.from),
    to: Boolean(filters.to),
    municipality: Boolean(filters.municipality),
    committee: Boolean(filters.committee),
    search: Boolean(filters.search),
    searchMunicipalities,
    sort: filters.sort,
    order: filters.order,
  };
}

/** The WHERE of a shape, with placeholders (now, from, to, municipality, committee, pattern). */
function whereOf(shape: Shape): SQL {
  const parts: SQL[] = [sql`true`];
  if (shape.upcoming) parts.push(sql`m.starts_at >= ${sql.placeholder('now')}`);
  if (shape.past) parts.push(sql`m.starts_at < ${sql.placeholder('now')}`);
  if (shape.from) parts.push(sql`m.starts_at >= ${sql.placeholder('from')}`);
  if (shape.to) parts.push(sql`m.starts_at < ${sql.placeholder('to')}`);
  // Municipalities by an array of ids (an InitPlan): the count reads `meetings` alone and the index on
  // (municipality_id, starts_at) answers it.
  if (shape.municipality)
    parts.push(
      sql`m.municipality_id = any(array(select id from municipalities where lower(name) = lower(${sql.placeholder('municipality')})))`,
    );
  if (shape.committee)
    parts.push(sql`lower(coalesce(c.name, m.committee_name)) = lower(${sql.placeholder('committee')})`);
  if (shape.search) {
    // search_text is lower(title, committee name, summary), so LIKE on it is ILIKE on each (migration 0019), and its
    // trigram index can answer it (a rare word). strpos first: where the scan reads every row (a common word), it
    // rejects a row in about half the time LIKE takes; LIKE then confirms the few that contain the text.
    const text = sql`(strpos(m.search_text, lower(${sql.placeholder('search')})) > 0 and m.search_text like lower(${sql.placeholder('pattern')}))`;
    // Municipalities named by the search: their ids, looked up before (searchedMunicipalities), as a constant the
    // planner can estimate. (A subquery here made PostgreSQL guess half the table and never use an index.)
    parts.push(
      shape.searchMunicipalities
        ? sql`(${text} or m.municipality_id = any(${sql.placeholder('municipalityIds')}::int[]))`
        : text,
    );
  }
  return sql.join(parts, sql` and `);
}

/**
 * The Meeting schema's fields that are the same for every company (times apart: each reader formats them), and the
 * tables they come from: for one meeting (getMeeting) and for a list page (sharedPageStatement).
 */
const SHARED_COLUMNS = sql`m.id, m.title, mu.name as municipality, mu.id as municipality_id, coalesce(c.name, m.committee_name) as committee,
    m.location, m.status, m.summary, m.document_url, m.agenda_url, m.revised_agenda_url, m.minutes_url, m.source_url,
    (select count(*)::int from documents d where d.meeting_id = m.id) as document_count,
    (select count(*)::int from agenda_items ai where ai.meeting_id = m.id) as item_count`;
const MEETINGS_FROM = sql`meetings m
  join municipalities mu on mu.id = m.municipality_id
  left join committees c on c.id = m.committee_id`;

/**
 * A time selected as epoch milliseconds (float8: no text to parse, as a timestamptz's '2026-11-02 13:00:00.5+00'
 * would be) as an ISO 8601 UTC string.
 */
function isoDate(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  return new Date(Number(v)).toISOString();
}

function toRow(r: Record<string, unknown>): MeetingRow {
  const alertCount = Number(r.alert_count ?? 0);
  return {
    id: Number(r.id),
    title: String(r.title),
    municipality: String(r.municipality),
    municipality_id: Number(r.municipality_id),
    committee: (r.committee as string | null) ?? null,
    date: isoDate(r.starts_ms)!,
    end_date: isoDate(r.ends_ms),
    location: (r.location as string | null) ?? null,
    status: String(r.status),
    summary: (r.summary as string | null) ?? null,
    document_url: (r.document_url as string | null) ?? null,
    agenda_url: (r.agenda_url as string | null) ?? null,
    revised_agenda_url: (r.revised_agenda_url as string | null) ?? null,
    minutes_url: (r.minutes_url as string | null) ?? null,
    source_url: (r.source_url as string | null) ?? null,
    document_count: Number(r.document_count ?? 0),
    item_count: Number(r.item_count ?? 0),
    hasAlert: alertCount > 0,
    alertCount,
  };
}

const ORDER: Record<MeetingSort, SQL> = {
  date: sql`m.starts_at`,
  title: sql`lower(m.title)`,
  municipality: sql`lower(mu.name)`,
};

/**
 * A search is planned on each request (an unnamed statement): with its pattern known, PostgreSQL chooses between
 * the trigram index (a rare word) and a scan (a common one). A named statement would settle after five runs on a
 * generic plan that knows no pattern.
 */
const planEachTime = (shape: Shape) => ({ named: !shape.search });

const flag = (on: boolean) => (on ? 1 : 0);

function countStatement(db: Db, shape: Shape): Prepared {
  const name = `meetings_count_${flag(shape.upcoming)}${flag(shape.past)}${flag(shape.from)}${flag(shape.to)}${flag(shape.municipality)}${flag(shape.committee)}${flag(shape.search)}${flag(shape.searchMunicipalities)}`;
  return preparedStatement(db, name, () => sql`${countQuery(shape)}`, planEachTime(shape));
}

/** The count of a shape: it joins committees only for the committee filter (the only condition reading it). */
function countQuery(shape: Shape): SQL {
  const from = shape.committee ? sql`meetings m left join committees c on c.id = m.committee_id` : sql`meetings m`;
  return sql`select count(*)::int as n from ${from} where ${whereOf(shape)}`;
}

const ISO = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Separates the items' JSON in one text value (chr(30)): JSON escapes every control character inside its strings. */
const ITEM_SEPARATOR = '\x1e';

/**
 * The page's items as JSON written by PostgreSQL (to_json of a row with the Meeting schema's fields, in its order;
 * times as toISOString writes them) up to but without the caller's company's fields (hasAlert, alertCount), joined
 * by ITEM_SEPARATOR in one text value, with their ids and the total. This part is the same for every company, so it
 * is kept for all of them (SharedPage); Node receives one text value instead of parsing 500 rows of 19 columns.
 */
function sharedPageStatement(db: Db, shape: Shape): Prepared {
  const name = `meetings_shared_${flag(shape.upcoming)}${flag(shape.past)}${flag(shape.from)}${flag(shape.to)}${flag(shape.municipality)}${flag(shape.committee)}${flag(shape.search)}${flag(shape.searchMunicipalities)}_${shape.sort}_${shape.order}`;
  return preparedStatement(
    db,
    name,
    () => {
      const direction = shape.order === 'desc' ? sql`desc` : sql`asc`;
      const order = sql`${ORDER[shape.sort]} ${direction}, m.starts_at ${direction}, m.id ${direction}`;
      const page = sql`
      select (${countQuery(shape)}) as total_count, ${ORDER[shape.sort]} as sort_key, m.starts_at, m.ends_at, ${SHARED_COLUMNS}
      from ${MEETINGS_FROM}
      where ${whereOf(shape)} order by ${order} limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`;
      const itemOrder = sql`order by p.sort_key ${direction}, p.starts_at ${direction}, p.id ${direction}`;
      return sql`
      select coalesce(string_agg(r.item::text, chr(30) ${itemOrder}), '') as items,
        coalesce(string_agg(p.id::text, ',' ${itemOrder}), '') as ids, max(p.total_count) as total
      from (${page}) p
      cross join lateral (
        select to_json(x) as item from (
          select p.id, p.title, p.municipality, p.municipality_id, p.committee, ${ISO(sql`p.starts_at`)} as date,
            ${ISO(sql`p.ends_at`)} as end_date, p.location, p.status, p.summary, p.document_url, p.agenda_url,
            p.revised_agenda_url, p.minutes_url, p.source_url, p.document_count, p.item_count
        ) x
      ) r`;
    },
    planEachTime(shape),
  );
}

/**
 * The first start at or after `now` of the meetings the rest of the filter matches (upcoming or not), planned like
 * the list's statements. An upcoming or past page at `now` is the same page at any later time up to and including
 * that start: no matching meeting crosses the clock before it (a meeting is upcoming while starts_at >= now).
 */
function nextChangeStatement(db: Db, shape: Shape): Prepared {
  const future: Shape = { ...shape, upcoming: true, past: false };
  const name = `meetings_next_${flag(shape.from)}${flag(shape.to)}${flag(shape.municipality)}${flag(shape.committee)}${flag(shape.search)}${flag(shape.searchMunicipalities)}`;
  const from = shape.committee ? sql`meetings m left join committees c on c.id = m.committee_id` : sql`meetings m`;
  return preparedStatement(
    db,
    name,
    () => sql`select (extract(epoch from min(m.starts_at)) * 1000)::float8 as t from ${from} where ${whereOf(future)}`,
    planEachTime(shape),
  );
}

/** A list page without the caller's company's fields: the same for every company. */
export interface SharedPage {
  /** Each item's JSON object without its closing brace, to which the company's fields are appended. */
  items: string[];
  ids: number[];
  total: number;
  /**
   * The last time (epoch ms) at which this page is still the answer, data unchanged: Infinity for a page that does
   * not depend on the clock (timeframe 'all'); for upcoming or past, the start of the next matching meeting (`now`
   * when not asked for).
   */
  validUntil: number;
  /** About how much memory the page holds, for the cache's budget. */
  bytes: number;
}

/**
 * The shared part of a list page: its meetings, their total, and (`validity`, for a cache that keeps it) until when
 * the clock leaves it unchanged; without, validUntil is `now`.
 */
export async function sharedMeetingsPage(
  db: Db,
  filters: MeetingFilters,
  now = new Date(),
  { validity = true } = {},
): Promise<SharedPage> {
  const { shape, values } = await listQuery(filters, now, db);
  const [row] = rowsOf(await sharedPageStatement(db, shape).execute(values));
  const text = String(row?.items ?? '');
  // Each to_json object ends with its closing brace: cut it off to append the company's fields.
  const items = text === '' ? [] : text.split(ITEM_SEPARATOR).map((item) => item.slice(0, -1));
  const ids = items.length === 0 ? [] : String(row?.ids).split(',').map(Number);
  // An empty page (past the end, or no match) has no row to carry the total: the count alone says.
  const total =
    row?.total !== null && row?.total !== undefined
      ? Number(row.total)
      : Number(rowsOf(await countStatement(db, shape).execute(values))[0]?.n ?? 0);
  let validUntil = validity ? Number.POSITIVE_INFINITY : now.getTime();
  if (validity && filters.timeframe !== 'all') {
    const next = rowsOf(await nextChangeStatement(db, shape).execute(values))[0]?.t;
    if (next !== null && next !== undefined) validUntil = Number(next);
  }
  return { items, ids, total, validUntil, bytes: text.length * 2 + ids.length * 8 + 64 };
}

/** The company's alerts (not dismissed) per meeting, for the given meetings: only meetings that have some. */
export async function companyAlertCounts(
  db: Db,
  companyId: string,
  meetingIds: number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (meetingIds.length === 0) return counts;
  const statement = preparedStatement(
    db,
    'meetings_company_alert_counts',
    () => sql`select a.meeting_id, count(*)::int as n from alerts a
      where a.meeting_id = any(${sql.placeholder('ids')}::int[]) and a.company_id = ${sql.placeholder('companyId')} and a.status <> 'dismissed'
      group by a.meeting_id`,
  );
  for (const r of rowsOf(await statement.execute({ companyId, ids: `{${meetingIds.join(',')}}` })))
    counts.set(Number(r.meeting_id), Number(r.n));
  return counts;
}

/** The route's MeetingPage ({ items, total, limit, offset }) as JSON: the shared page with the company's counts. */
export function meetingsPageJson(
  page: SharedPage,
  counts: Map<number, number>,
  filters: Pick<MeetingFilters, 'limit' | 'offset'>,
): string {
  const items = page.items.map((item, i) => {
    const n = counts.get(page.ids[i]!) ?? 0;
    return `${item},"hasAlert":${n > 0},"alertCount":${n}}`;
  });
  return `{"items":[${items.join(',')}],"total":${page.total},"limit":${filters.limit},"offset":${filters.offset}}`;
}

/** A page of the list as the JSON of the route's MeetingPage, queried without any cache. */
export async function listMeetingsJson(
  db: Db,
  companyId: string,
  filters: MeetingFilters,
  now = new Date(),
): Promise<string> {
  const page = await sharedMeetingsPage(db, filters, now, { validity: false });
  return meetingsPageJson(page, await companyAlertCounts(db, companyId, page.ids), filters);
}

/** The ids of the municipalities whose name contains the search, as an int[] literal ('' when none). */
async function searchedMunicipalities(db: Db, pattern: string): Promise<string> {
  const statement = preparedStatement(
    db,
    'meetings_searched_municipalities',
    () =>
      sql`select coalesce(string_agg(id::text, ','), '') as ids from municipalities where name ilike ${sql.placeholder('pattern')}`,
  );
  return String(rowsOf(await statement.execute({ pattern }))[0]?.ids ?? '');
}

async function listQuery(filters: MeetingFilters, now: Date, db: Db) {
  const pattern = filters.search ? likePattern(filters.search) : undefined;
  const municipalityIds = pattern ? await searchedMunicipalities(db, pattern) : '';
  const shape = shapeOf(filters, municipalityIds !== '');
  const values = {
    now,
    from: filters.from,
    to: filters.to,
    municipality: filters.municipality,
    committee: filters.committee,
    search: filters.search,
    pattern,
    municipalityIds: `{${municipalityIds}}`,
    limit: filters.limit,
    offset: filters.offset,
  };
  return { shape, values };
}

export async function getMeeting(db: Db, companyId: string, id: number): Promise<MeetingRow | null> {
  const statement = preparedStatement(
    db,
    'meetings_one',
    () => sql`select ${SHARED_COLUMNS},
      (extract(epoch from m.starts_at) * 1000)::float8 as starts_ms, (extract(epoch from m.ends_at) * 1000)::float8 as ends_ms,
      (select count(*)::int from alerts a where a.meeting_id = m.id and a.company_id = ${sql.placeholder('companyId')} and a.status <> 'dismissed') as alert_count
    from ${MEETINGS_FROM} where m.id = ${sql.placeholder('id')}`,
  );
  const [row] = rowsOf(await statement.execute({ companyId, id }));
  return row ? toRow(row) : null;
}
