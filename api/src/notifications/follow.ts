import { asc, eq, inArray, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { findAddresses, addressKey, normalizeApplication } from '../analysis/address.js';
import { agendaItems, alertItems, alerts, itemFollows, meetings, type MatchEvidence } from '../db/schema/index.js';

/** The keys that identify a matter across meetings: application numbers and civic addresses. */
export function matterKeys(item: { title: string; description: string | null; addresses: string[]; applicationNumbers: string[] }) {
  const applicationNumbers = [...new Set(item.applicationNumbers.map(normalizeApplication).filter(Boolean))];
  const text = [...item.addresses, item.title, item.description ?? ''].join('\n');
  const addresses = [...new Set(findAddresses(text).flatMap((a) => a.numbers.map((n) => addressKey(n, a.street))))];
  return { applicationNumbers, addresses };
}

const words = (s: string) => new Set(s.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 2));
/** Jaccard similarity of the titles' words (0..1). */
export function titleSimilarity(a: string, b: string): number {
  const A = words(a);
  const B = words(b);
  if (A.size === 0 || B.size === 0) return 0;
  let common = 0;
  for (const w of A) if (B.has(w)) common += 1;
  return common / (A.size + B.size - common);
}
export const SIMILAR_TITLE = 0.3;

/**
 * On itemsIngested: a later agenda item of a followed matter (same application number, or same address and a
 * similar title) becomes an alert for the follower's company (source_key 'follow:<followId>:<itemId>', rule 'follow').
 */
export async function matchFollows(app: FastifyInstance, agendaItemIds: number[]): Promise<number[]> {
  const db = app.db;
  const follows = await db
    .select({ follow: itemFollows, propertyId: alerts.propertyId, followedStartsAt: meetings.startsAt, followedMeetingId: agendaItems.meetingId })
    .from(itemFollows)
    .innerJoin(alerts, eq(alerts.id, itemFollows.alertId))
    .innerJoin(agendaItems, eq(agendaItems.id, itemFollows.agendaItemId))
    .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId));
  if (follows.length === 0 || agendaItemIds.length === 0) return [];
  const items = await db
    .select({ item: agendaItems, meeting: meetings })
    .from(agendaItems)
    .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
    .where(inArray(agendaItems.id, agendaItemIds));
  const created: number[] = [];
  for (const { item, meeting } of items) {
    const keys = matterKeys(item);
    for (const f of follows) {
      if (item.id === f.follow.agendaItemId || meeting.id === f.followedMeetingId) continue;
      if (meeting.startsAt.getTime() < f.followedStartsAt.getTime()) continue;
      const app_ = keys.applicationNumbers.find((n) => f.follow.applicationNumbers.includes(n));
      const addr = keys.addresses.find((a) => f.follow.addresses.includes(a));
      const similarity = titleSimilarity(item.title, f.follow.title);
      const evidence: MatchEvidence | null = app_
        ? { rule: 'follow', text: app_, field: 'description', confidence: 0.95, detail: `same application number as the followed item "${f.follow.title}"` }
        : addr && similarity >= SIMILAR_TITLE
          ? { rule: 'follow', text: addr.replace('|', ' '), field: 'address', confidence: 0.75, detail: `same address and a similar title (${Math.round(similarity * 100)}%) as the followed item "${f.follow.title}"` }
          : null;
      if (!evidence) continue;
      const where = meeting.committeeName ?? meeting.title;
      const id = await db.transaction(async (tx) => {
        const [alert] = await tx
          .insert(alerts)
          .values({
            companyId: f.follow.companyId,
            propertyId: f.propertyId,
            meetingId: meeting.id,
            sourceKey: `follow:${f.follow.id}:${item.id}`,
            severity: 'high',
            title: `Followed item at ${where}: ${item.title}`,
            summary: `An item you follow ("${f.follow.title}") is on the agenda of ${where} on ${meeting.startsAt.toISOString().slice(0, 10)}.`,
            categories: ['development'],
            documentUrl: meeting.agendaUrl ?? meeting.documentUrl,
          })
          .onConflictDoNothing()
          .returning({ id: alerts.id });
        if (!alert) return null;
        await tx.insert(alertItems).values({
          alertId: alert.id,
          companyId: f.follow.companyId,
          agendaItemId: item.id,
          rule: 'follow',
          confidence: evidence.confidence >= 0.9 ? 'High' : 'Medium',
          score: evidence.confidence,
          severity: 'high',
          categories: ['development'],
          impactSummary: `The followed matter comes back: ${item.title}`,
          evidence: [evidence],
        });
        return alert.id;
      });
      if (id !== null) created.push(id);
    }
  }
  if (created.length > 0) await app.pipelineEvents.alertsCreated(created);
  return created;
}

/** The followed item, then every later step found for it, in meeting order. */
export async function followTimeline(app: FastifyInstance, followId: string, agendaItemId: number) {
  const stepAlerts = await app.db
    .select({ alertId: alerts.id, agendaItemId: alertItems.agendaItemId })
    .from(alerts)
    .innerJoin(alertItems, eq(alertItems.alertId, alerts.id))
    .where(like(alerts.sourceKey, `follow:${followId}:%`));
  const ids = [agendaItemId, ...stepAlerts.map((s) => s.agendaItemId!).filter((x) => x !== null)];
  const rows = await app.db
    .select({ item: agendaItems, meeting: meetings })
    .from(agendaItems)
    .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
    .where(inArray(agendaItems.id, ids))
    .orderBy(asc(meetings.startsAt), asc(agendaItems.id));
  return rows.map(({ item, meeting }) => ({
    agenda_item_id: item.id,
    item_number: item.itemNumber,
    title: item.title,
    meeting_id: meeting.id,
    meeting_title: meeting.title,
    committee_name: meeting.committeeName,
    starts_at: meeting.startsAt.toISOString(),
    status: meeting.status,
    alert_id: item.id === agendaItemId ? null : (stepAlerts.find((s) => s.agendaItemId === item.id)?.alertId ?? null),
    followed: item.id === agendaItemId,
  }));
}

