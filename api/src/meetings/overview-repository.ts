import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/rows.js';
import { preparedStatement, rowsOf } from './prepared.js';

/*
 * Meetings overviews: municipalities and committees with their meeting counts, upcoming-meeting stats, and one
 * meeting's documents. Meetings are global data; the stats count only the meetings that concern the caller's
 * company (its properties' municipalities and their bodies).
 */

export async function meetingMunicipalities(db: Db, now = new Date()) {
  const rows = await queryRows(
    db,
    sql`
    select mu.id, mu.name, mu.parent_name, count(m.id)::int as meeting_count,
      count(m.id) filter (where m.starts_at >= ${now})::int as upcoming_count
    from municipalities mu join meetings m on m.municipality_id = mu.id
    group by mu.id order by mu.name`,
  );
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
  // Only the meetings that concern the company: those of its properties' municipalities and of the regions,
  // counties and conservation authorities these belong to (a new company with no properties counts none). One
  // pass over those future meetings for both windows; the meetings with the company's alerts by a hash of the
  // company's live alerts' meetings, built once, instead of a probe per future meeting.
  const statement = preparedStatement(
    db,
    'meetings_stats_company',
    () => sql`
      with own as (
        select distinct p.municipality_id as id from properties p
        where p.company_id = ${sql.placeholder('companyId')} and p.municipality_id is not null
      ), concerned as (
        select id from own
        union select mm.region_id from municipality_members mm where mm.member_id in (select id from own)
      )
      select count(*) filter (where m.starts_at < ${sql.placeholder('until')})::int as upcoming,
        count(distinct m.municipality_id) filter (where m.starts_at < ${sql.placeholder('until')})::int as municipalities,
        count(*) filter (where m.starts_at < ${sql.placeholder('until')}
          and m.id in (select a.meeting_id from alerts a where a.company_id = ${sql.placeholder('companyId')} and a.status <> 'dismissed'))::int as with_alerts,
        count(*)::int as n, count(distinct m.municipality_id)::int as munis
      from meetings m
      where m.starts_at >= ${sql.placeholder('now')} and m.municipality_id in (select id from concerned)`,
  );
  const [row] = rowsOf(await statement.execute({ companyId, now, until }));
  return {
    days,
    upcoming_meetings: Number(row?.upcoming ?? 0),
    municipalities: Number(row?.municipalities ?? 0),
    meetings_with_alerts: Number(row?.with_alerts ?? 0),
    total_upcoming_meetings: Number(row?.n ?? 0),
    total_municipalities: Number(row?.munis ?? 0),
  };
}

export async function meetingsByCommittee(db: Db, municipality: string | undefined, now = new Date()) {
  const filter = municipality ? sql`where lower(mu.name) = lower(${municipality})` : sql``;
  const rows = await queryRows(
    db,
    sql`
    select coalesce(c.name, m.committee_name, m.title) as committee, mu.name as municipality, count(*)::int as meeting_count,
      min(m.starts_at) filter (where m.starts_at >= ${now}) as next_meeting, max(m.starts_at) filter (where m.starts_at < ${now}) as last_meeting
    from meetings m join municipalities mu on mu.id = m.municipality_id left join committees c on c.id = m.committee_id
    ${filter}
    group by 1, 2 order by 2, 1`,
  );
  return rows.map((r) => ({
    committee: String(r.committee),
    municipality: String(r.municipality),
    meeting_count: Number(r.meeting_count),
    next_meeting: r.next_meeting ? new Date(r.next_meeting as string).toISOString() : null,
    last_meeting: r.last_meeting ? new Date(r.last_meeting as string).toISOString() : null,
  }));
}

export async function meetingAttachments(db: Db, meetingId: number) {
  const rows = await queryRows(
    db,
    sql`
    select d.id, d.title, d.url, d.mime_type, d.size_bytes, d.page_count, d.extraction_status, d.agenda_item_id, d.created_at
    from documents d where d.meeting_id = ${meetingId} order by d.id`,
  );
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
