import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/rows.js';
import { likePattern } from '../lib/like.js';

/*
 * Meetings queries. Meetings are global data; what is per company is hasAlert / alertCount, counted from the
 * caller's company's alerts only (dismissed ones left out).
 */

export const MEETING_SORTS = ['date', 'title', 'municipality'] as const;
export type MeetingSort = (typeof MEETING_SORTS)[number];
export const TIMEFRAMES = ['upcoming', 'past', 'all'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

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

export interface MeetingRow {
  id: number;
  title: string;
  municipality: string;
  municipality_id: number;
  committee: string | null;
  date: string;
  end_date: string | null;
  location: string | null;
  status: string;
  summary: string | null;
  document_url: string | null;
  agenda_url: string | null;
  revised_agenda_url: string | null;
  minutes_url: string | null;
  source_url: string | null;
  document_count: number;
  item_count: number;
  hasAlert: boolean;
  alertCount: number;
}


function whereOf(filters: Omit<MeetingFilters, 'sort' | 'order' | 'limit' | 'offset'>, now: Date): SQL {
  const parts: SQL[] = [sql`true`];
  if (filters.timeframe === 'upcoming') parts.push(sql`m.starts_at >= ${now}`);
  if (filters.timeframe === 'past') parts.push(sql`m.starts_at < ${now}`);
  if (filters.from) parts.push(sql`m.starts_at >= ${filters.from}`);
  if (filters.to) parts.push(sql`m.starts_at < ${filters.to}`);
  // Municipalities by subquery, so that the count reads `meetings` alone and the search can OR index scans.
  if (filters.municipality) parts.push(sql`m.municipality_id in (select id from municipalities where lower(name) = lower(${filters.municipality}))`);
  if (filters.committee) parts.push(sql`lower(coalesce(c.name, m.committee_name)) = lower(${filters.committee})`);
  if (filters.search) {
    const pattern = likePattern(filters.search);
    // Each arm is answerable by a trigram index (migration 0013): no coalesce around the columns (a null
    // column simply does not match).
    parts.push(
      sql`(m.title ilike ${pattern} or m.committee_name ilike ${pattern} or m.summary ilike ${pattern} or m.municipality_id in (select id from municipalities where name ilike ${pattern}))`,
    );
  }
  return sql.join(parts, sql` and `);
}

const SELECT = (companyId: string) => sql`
  select m.id, m.title, mu.name as municipality, mu.id as municipality_id, coalesce(c.name, m.committee_name) as committee,
    m.starts_at, m.ends_at, m.location, m.status, m.summary, m.document_url, m.agenda_url, m.revised_agenda_url,
    m.minutes_url, m.source_url,
    (select count(*)::int from documents d where d.meeting_id = m.id) as document_count,
    (select count(*)::int from agenda_items ai where ai.meeting_id = m.id) as item_count,
    (select count(*)::int from alerts a where a.meeting_id = m.id and a.company_id = ${companyId} and a.status <> 'dismissed') as alert_count
  from meetings m
  join municipalities mu on mu.id = m.municipality_id
  left join committees c on c.id = m.committee_id`;

function toRow(r: Record<string, unknown>): MeetingRow {
  const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
  const alertCount = Number(r.alert_count ?? 0);
  return {
    id: Number(r.id),
    title: String(r.title),
    municipality: String(r.municipality),
    municipality_id: Number(r.municipality_id),
    committee: (r.committee as string | null) ?? null,
    date: date(r.starts_at)!,
    end_date: date(r.ends_at),
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

export async function listMeetings(db: Db, companyId: string, filters: MeetingFilters, now = new Date()) {
  const where = whereOf(filters, now);
  const direction = filters.order === 'desc' ? sql`desc` : sql`asc`;
  // Ties are broken by date, then id, in the same direction, so paging is stable.
  const order = sql`${ORDER[filters.sort]} ${direction}, m.starts_at ${direction}, m.id ${direction}`;
  // The count joins committees only for the committee filter (the only condition reading it).
  const from = filters.committee ? sql`meetings m left join committees c on c.id = m.committee_id` : sql`meetings m`;
  const [rows, [total]] = await Promise.all([
    queryRows(db, sql`${SELECT(companyId)} where ${where} order by ${order} limit ${filters.limit} offset ${filters.offset}`),
    queryRows(db, sql`select count(*)::int as n from ${from} where ${where}`),
  ]);
  return { items: rows.map(toRow), total: Number(total?.n ?? 0), limit: filters.limit, offset: filters.offset };
}

export async function getMeeting(db: Db, companyId: string, id: number): Promise<MeetingRow | null> {
  const [row] = await queryRows(db, sql`${SELECT(companyId)} where m.id = ${id}`);
  return row ? toRow(row) : null;
}

export async function meetingMunicipalities(db: Db, now = new Date()) {
  const rows = await queryRows(db, sql`
    select mu.id, mu.name, mu.parent_name, count(m.id)::int as meeting_count,
      count(m.id) filter (where m.starts_at >= ${now})::int as upcoming_count
    from municipalities mu join meetings m on m.municipality_id = mu.id
    group by mu.id order by mu.name`);
  return rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    parent_name: (r.parent_name as string | null) ?? null,
    meeting_count: Number(r.meeting_count),
    upcoming_count: Number(r.upcoming_count),
  }));
}

export async function meetingStats(db: Db, companyId: string, days: number, now = new Date()) {
  const until = new Date(now.getTime() + days * 86_400_000);
  const [row] = await queryRows(
    db,
    sql`
      select count(*)::int as upcoming, count(distinct m.municipality_id)::int as municipalities,
        count(*) filter (where exists (select 1 from alerts a where a.meeting_id = m.id and a.company_id = ${companyId} and a.status <> 'dismissed'))::int as with_alerts
      from meetings m where m.starts_at >= ${now} and m.starts_at < ${until}`,
  );
  const [all] = await queryRows(db, sql`select count(*)::int as n, count(distinct municipality_id)::int as munis from meetings where starts_at >= ${now}`);
  return {
    days,
    upcoming_meetings: Number(row?.upcoming ?? 0),
    municipalities: Number(row?.municipalities ?? 0),
    meetings_with_alerts: Number(row?.with_alerts ?? 0),
    total_upcoming_meetings: Number(all?.n ?? 0),
    total_municipalities: Number(all?.munis ?? 0),
  };
}

export async function meetingsByCommittee(db: Db, municipality: string | undefined, now = new Date()) {
  const filter = municipality ? sql`where lower(mu.name) = lower(${municipality})` : sql``;
  const rows = await queryRows(db, sql`
    select coalesce(c.name, m.committee_name, m.title) as committee, mu.name as municipality, count(*)::int as meeting_count,
      min(m.starts_at) filter (where m.starts_at >= ${now}) as next_meeting, max(m.starts_at) filter (where m.starts_at < ${now}) as last_meeting
    from meetings m join municipalities mu on mu.id = m.municipality_id left join committees c on c.id = m.committee_id
    ${filter}
    group by 1, 2 order by 2, 1`);
  return rows.map((r) => ({
    committee: String(r.committee),
    municipality: String(r.municipality),
    meeting_count: Number(r.meeting_count),
    next_meeting: r.next_meeting ? new Date(r.next_meeting as string).toISOString() : null,
    last_meeting: r.last_meeting ? new Date(r.last_meeting as string).toISOString() : null,
  }));
}

export async function meetingAttachments(db: Db, meetingId: number) {
  const rows = await queryRows(db, sql`
    select d.id, d.title, d.url, d.mime_type, d.size_bytes, d.page_count, d.extraction_status, d.agenda_item_id, d.created_at
    from documents d where d.meeting_id = ${meetingId} order by d.id`);
  return rows.map((r) => ({
    id: Number(r.id),
    title: String(r.title),
    url: (r.url as string | null) ?? null,
    mime_type: (r.mime_type as string | null) ?? null,
    size_bytes: r.size_bytes === null || r.size_bytes === undefined ? null : Number(r.size_bytes),
    page_count: r.page_count === null || r.page_count === undefined ? null : Number(r.page_count),
    extraction_status: String(r.extraction_status),
    agenda_item_id: r.agenda_item_id === null || r.agenda_item_id === undefined ? null : Number(r.agenda_item_id),
    created_at: new Date(r.created_at as string).toISOString(),
  }));
}
