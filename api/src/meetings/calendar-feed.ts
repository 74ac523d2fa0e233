import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/rows.js';
import { calendarFeeds, users, type UserLanguage } from '../db/schema/index.js';
import { feedText } from '../i18n/feed-text.js';

/*
 * The iCal feed of the meetings a company follows: the meetings of its properties' municipalities; where a property
 * follows committees (property_committees), only those committees' meetings (and the municipality's meetings that
 * belong to no committee) count for that property. Calendar apps
 * subscribe with a per-user secret URL; only the SHA-256 of the secret is stored.
 */

/** 32 random bytes, base64url: 43 characters. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The feed covers meetings from 30 days back to 365 days ahead, at most this many. */
export const FEED_PAST_DAYS = 30;
export const FEED_FUTURE_DAYS = 365;
export const FEED_MAX_EVENTS = 2000;

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Creates the user's feed, revoking any live one (kept with revoked_at); answers the secret once. */
export async function rotateFeedToken(db: Db, userId: string, companyId: string, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  await db.transaction(async (tx) => {
    await tx
      .update(calendarFeeds)
      .set({ revokedAt: now })
      .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
    // A concurrent rotation may have inserted a live feed meanwhile: take it over rather than fail.
    await tx
      .insert(calendarFeeds)
      .values({ userId, companyId, tokenHash, createdAt: now })
      .onConflictDoUpdate({
        target: calendarFeeds.userId,
        targetWhere: isNull(calendarFeeds.revokedAt),
        set: { companyId, tokenHash, createdAt: now, lastUsedAt: null },
      });
  });
  return { token, createdAt: now };
}

/** The user's live feed (never its token), else null. */
export async function feedTokenStatus(db: Db, userId: string) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt, lastUsedAt: calendarFeeds.lastUsedAt })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
  return row ?? null;
}

/** Revokes the user's live feed; false when there was none. */
export async function revokeFeedToken(db: Db, userId: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(calendarFeeds)
    .set({ revokedAt: now })
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
    .returning({ id: calendarFeeds.id });
  return rows.length > 0;
}

/** The company of a live feed's token and the language of the user it belongs to (and marks it used), else null. */
export async function feedOfToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ companyId: string; language: UserLanguage } | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [feed] = await db
    .update(calendarFeeds)
    .set({ lastUsedAt: now })
    .where(and(eq(calendarFeeds.tokenHash, hashToken(token)), isNull(calendarFeeds.revokedAt)))
    .returning({ companyId: calendarFeeds.companyId, userId: calendarFeeds.userId });
  if (!feed) return null;
  const [owner] = await db.select({ language: users.language }).from(users).where(eq(users.id, feed.userId));
  return { companyId: feed.companyId, language: owner?.language ?? 'en-CA' };
}

export interface FeedMeeting {
  id: number;
  title: string;
  municipality: string;
  committee: string | null;
  starts_at: Date;
  ends_at: Date | null;
  location: string | null;
  status: string;
  summary: string | null;
  url: string | null;
  agenda_url: string | null;
  updated_at: Date | null;
  /** The company's alerts (not dismissed) on this meeting. */
  alert_count: number;
}

const asDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value));

/** The followed meetings of a company in the feed window, by start time. */
export async function followedMeetings(db: Db, companyId: string, now = new Date()): Promise<FeedMeeting[]> {
  const from = new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000);
  const to = new Date(now.getTime() + FEED_FUTURE_DAYS * 86_400_000);
  const rows = await queryRows(
    db,
    sql`
    select m.id, m.title, mu.name as municipality, coalesce(c.name, m.committee_name) as committee,
           m.starts_at, m.ends_at, m.location, m.status, m.summary,
           coalesce(m.source_url, m.revised_agenda_url, m.agenda_url, m.document_url) as url,
           coalesce(m.revised_agenda_url, m.agenda_url, m.document_url) as agenda_url,
           m.updated_at,
           (select count(*)::int from alerts a
             where a.meeting_id = m.id and a.company_id = ${companyId} and a.status <> 'dismissed') as alert_count
      from meetings m
      join municipalities mu on mu.id = m.municipality_id
      left join committees c on c.id = m.committee_id
     where m.starts_at >= ${from} and m.starts_at < ${to}
       and exists (
         select 1 from properties p
          where p.company_id = ${companyId} and p.municipality_id = m.municipality_id
            and (m.committee_id is null
                 or not exists (select 1 from property_committees pc where pc.property_id = p.id)
                 or exists (select 1 from property_committees pc where pc.property_id = p.id and pc.committee_id = m.committee_id)))
     order by m.starts_at, m.id
     limit ${FEED_MAX_EVENTS}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    title: String(r.title),
    municipality: String(r.municipality),
    committee: (r.committee as string | null) ?? null,
    starts_at: asDate(r.starts_at)!,
    ends_at: asDate(r.ends_at),
    location: (r.location as string | null) ?? null,
    status: String(r.status),
    summary: (r.summary as string | null) ?? null,
    url: (r.url as string | null) ?? null,
    agenda_url: (r.agenda_url as string | null) ?? null,
    updated_at: asDate(r.updated_at),
    alert_count: Number(r.alert_count ?? 0),
  }));
}

const STATUS: Record<string, ICalEventStatus> = {
  scheduled: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
  postponed: ICalEventStatus.TENTATIVE,
};

/**
 * RFC 5545 text (CRLF, folded lines, escaped text, UTC times) of the meetings, one VEVENT each, its own words in the
 * feed owner's language (English by default).
 */
export function renderFeed(meetings: FeedMeeting[], opts: { now?: Date; language?: UserLanguage } = {}): string {
  const now = opts.now ?? new Date();
  const text = feedText(opts.language);
  const calendar = ical({
    name: text.name,
    description: text.description,
    prodId: { company: 'Parcelwatch', product: 'Meetings', language: text.language },
    ttl: 60 * 60,
  });
  for (const m of meetings) {
    const title = m.status === 'cancelled' ? text.cancelled(m.title) : m.title;
    const description = [
      m.committee ? `${m.committee} · ${m.municipality}` : m.municipality,
      m.summary ?? '',
      m.agenda_url ? text.agenda(m.agenda_url) : text.noAgenda,
      text.alerts(m.alert_count),
    ]
      .filter(Boolean)
      .join('\n\n');
    calendar.createEvent({
      id: `meeting-${m.id}@parcelwatch`,
      start: m.starts_at,
      end: m.ends_at && m.ends_at > m.starts_at ? m.ends_at : new Date(m.starts_at.getTime() + 2 * 3_600_000),
      stamp: now,
      lastModified: m.updated_at ?? undefined,
      summary: `${title} (${m.municipality})`,
      description,
      location: m.location ?? undefined,
      url: m.url ?? undefined,
      status: STATUS[m.status] ?? ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

/** A request URL with the secret of an iCal feed path masked, for logs (`/api/meetings/calendar/[redacted].ics`). */
export const redactFeedToken = (url: string | undefined) =>
  url?.replace(/(\/api\/meetings\/calendar\/)[^/?#]+/, '$1[redacted].ics');
