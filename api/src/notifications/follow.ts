import { createHash } from 'node:crypto';
import { and, eq, gte, inArray, like, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { findAddresses, findApplicationNumbers, addressKey, normalizeApplication } from '../analysis/address.js';
import { agendaItems, alertItems, alerts, decisionAttachments, itemFollows, legalDecisions, legalTribunals, meetings, municipalities, type MatchEvidence } from '../db/schema/index.js';
import type { StatusChange } from '../pipeline/store.js';

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


type FollowRow = typeof itemFollows.$inferSelect;

/** Writes one follow alert with its one impact (idempotent: the source key is unique per property). */
async function insertFollowAlert(
  app: FastifyInstance,
  follow: FollowRow,
  propertyId: string,
  alert: { sourceKey: string; meetingId: number | null; severity: 'urgent' | 'high'; title: string; summary: string; documentUrl: string | null },
  impact: { agendaItemId: number; summary: string; evidence: MatchEvidence },
): Promise<number | null> {
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(alerts)
      .values({ companyId: follow.companyId, propertyId, categories: ['development'], ...alert })
      .onConflictDoNothing()
      .returning({ id: alerts.id });
    if (!row) return null;
    await tx.insert(alertItems).values({
      alertId: row.id,
      companyId: follow.companyId,
      agendaItemId: impact.agendaItemId,
      rule: 'follow',
      confidence: impact.evidence.confidence >= 0.9 ? 'High' : 'Medium',
      score: impact.evidence.confidence,
      severity: alert.severity,
      categories: ['development'],
      impactSummary: impact.summary,
      evidence: [impact.evidence],
    });
    return row.id;
  });
}

/** Follows with their property, by id. */
/** Agenda items with their meeting, by item id. */
async function itemsWithMeetings(app: FastifyInstance, itemIds: number[]) {
  const rows = await app.db
    .select({ item: agendaItems, meeting: meetings })
    .from(agendaItems)
    .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
    .where(inArray(agendaItems.id, itemIds));
  return new Map(rows.map((r) => [r.item.id, r]));
}

async function followsById(app: FastifyInstance, ids: string[]) {
  if (ids.length === 0) return [];
  return app.db
    .select({ follow: itemFollows, propertyId: alerts.propertyId })
    .from(itemFollows)
    .innerJoin(alerts, eq(alerts.id, itemFollows.alertId))
    .where(inArray(itemFollows.id, ids));
}

const FOLLOW_STEP_KEY = /^follow:([0-9a-f-]{36}):(\d+)$/;
const shortHash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 12);
const clip = (text: string, n: number) => (text.length > n ? `${text.slice(0, n - 1)}…` : text);

/**
 * On itemStatusChanged: every follow whose matter includes the item (the followed item itself, or a later step
 * already linked to it) gets an alert for the new status (source key 'follow:<followId>:status:<itemId>:<hash of
 * status and decision>', so a re-run never repeats it).
 */
export async function matchFollowStatusChanges(app: FastifyInstance, changes: StatusChange[]): Promise<number[]> {
  const changed = changes.filter((c) => c.to.status !== null || c.to.decision !== null);
  if (changed.length === 0) return [];
  const itemIds = [...new Set(changed.map((c) => c.agendaItemId))];
  const direct = await app.db.select({ id: itemFollows.id, itemId: itemFollows.agendaItemId }).from(itemFollows).where(inArray(itemFollows.agendaItemId, itemIds));
  const steps = await app.db
    .select({ sourceKey: alerts.sourceKey, itemId: alertItems.agendaItemId })
    .from(alertItems)
    .innerJoin(alerts, eq(alerts.id, alertItems.alertId))
    .where(and(inArray(alertItems.agendaItemId, itemIds), like(alerts.sourceKey, 'follow:%')));
  const pairs = [
    ...direct.map((d) => ({ followId: d.id, itemId: d.itemId })),
    ...steps.flatMap((s) => {
      const m = FOLLOW_STEP_KEY.exec(s.sourceKey);
      return m && s.itemId !== null ? [{ followId: m[1]!, itemId: s.itemId }] : [];
    }),
  ];
  if (pairs.length === 0) return [];
  const follows = new Map((await followsById(app, [...new Set(pairs.map((p) => p.followId))])).map((f) => [f.follow.id, f]));
  const items = await itemsWithMeetings(app, itemIds);
  const created: number[] = [];
  const done = new Set<string>();
  for (const change of changed) {
    const row = items.get(change.agendaItemId);
    if (!row) continue;
    for (const pair of pairs.filter((p) => p.itemId === change.agendaItemId)) {
      const f = follows.get(pair.followId);
      if (!f || done.has(`${pair.followId}:${pair.itemId}`)) continue;
      done.add(`${pair.followId}:${pair.itemId}`);
      const where = row.meeting.committeeName ?? row.meeting.title;
      const status = change.to.status ?? 'Decided';
      const from = change.from.status ? `from ${change.from.status} ` : '';
      const detail = `status changed ${from}to ${status} at ${where} (${row.meeting.startsAt.toISOString().slice(0, 10)})`;
      const id = await insertFollowAlert(
        app,
        f.follow,
        f.propertyId,
        {
          sourceKey: `follow:${f.follow.id}:status:${row.item.id}:${shortHash([change.to.status, change.to.decision])}`,
          meetingId: row.meeting.id,
          severity: 'high',
          title: `Followed item ${status}: ${row.item.title}`,
          summary: `An item you follow ("${f.follow.title}"): ${detail}.${change.to.decision ? ` Decision: ${clip(change.to.decision, 400)}` : ''}`,
          documentUrl: row.item.sourceUrl ?? row.meeting.agendaUrl ?? row.meeting.documentUrl,
        },
        {
          agendaItemId: row.item.id,
          summary: `The followed matter's ${detail}.`,
          evidence: { rule: 'follow', text: status, field: 'title', confidence: 1, detail: `${detail}; followed item "${f.follow.title}"` },
        },
      );
      if (id !== null) created.push(id);
    }
  }
  if (created.length > 0) await app.pipelineEvents.alertsCreated(created);
  return created;
}

/** Ontario Land Tribunal case numbers ('OLT-22-004123', also the older 'PL171234'), normalized. */
const OLT_CASE = /\b(?:OLT-\d{2}-\d{3,6}|PL\d{6})\b/gi;
export const oltCases = (text: string) => [...new Set([...text.matchAll(OLT_CASE)].map((m) => m[0].toUpperCase()))];

export const sameMunicipality = (a: string | null, b: string | null) => {
  if (!a || !b) return true;
  const x = a.toLowerCase().replace(/\s*\(.*\)\s*/g, '').replace(/^(city|town|township|municipality|region) of /, '').trim();
  const y = b.toLowerCase().replace(/\s*\(.*\)\s*/g, '').replace(/^(city|town|township|municipality|region) of /, '').trim();
  return x.includes(y) || y.includes(x);
};

/**
 * On decisionsIngested (and in the notifications sweep): a tribunal decision that names a followed matter — its
 * application number, its OLT case number, or its civic address in the same municipality — becomes an alert for
 * the follower (source key 'follow:<followId>:decision:<decisionId>'; urgent: a decision starts the short window
 * to ask for a review).
 */
export async function matchFollowDecisions(app: FastifyInstance, decisionIds: number[]): Promise<number[]> {
  if (decisionIds.length === 0) return [];
  const follows = await app.db
    .select({ follow: itemFollows, propertyId: alerts.propertyId, item: agendaItems, municipality: municipalities.name })
    .from(itemFollows)
    .innerJoin(alerts, eq(alerts.id, itemFollows.alertId))
    .innerJoin(agendaItems, eq(agendaItems.id, itemFollows.agendaItemId))
    .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
    .leftJoin(municipalities, eq(municipalities.id, meetings.municipalityId));
  if (follows.length === 0) return [];
  const decisions = await app.db
    .select({ decision: legalDecisions, tribunal: legalTribunals.name })
    .from(legalDecisions)
    .innerJoin(legalTribunals, eq(legalTribunals.code, legalDecisions.databaseId))
    .where(inArray(legalDecisions.id, decisionIds));
  const files = await app.db.select().from(decisionAttachments).where(inArray(decisionAttachments.decisionId, decisionIds));
  const created: number[] = [];
  for (const { decision, tribunal } of decisions) {
    const text = [decision.title, decision.caseid ?? '', ...files.filter((a) => a.decisionId === decision.id).map((a) => a.filename)].join('\n');
    const applications = new Set([...findApplicationNumbers(text).map((a) => normalizeApplication(a.text)), ...(decision.caseid ? [normalizeApplication(decision.caseid)] : [])]);
    const cases = new Set(oltCases(text).map(normalizeApplication));
    const addresses = findAddresses(text).flatMap((a) => a.numbers.map((n) => ({ key: addressKey(n, a.street), text: a.text })));
    for (const f of follows) {
      const itemText = [f.item.title, f.item.description ?? ''].join('\n');
      const app_ = f.follow.applicationNumbers.find((n) => applications.has(n));
      const olt = oltCases(itemText).map(normalizeApplication).find((c) => cases.has(c) || applications.has(c));
      const addr = sameMunicipality(decision.municipality, f.municipality) ? addresses.find((a) => f.follow.addresses.includes(a.key)) : undefined;
      const evidence: MatchEvidence | null = app_
        ? { rule: 'follow', text: app_, field: 'title', confidence: 0.95, detail: `the ${tribunal} decision names the application number of the followed item "${f.follow.title}"` }
        : olt
          ? { rule: 'follow', text: olt, field: 'title', confidence: 0.95, detail: `the ${tribunal} decision is case ${olt}, named by the followed item "${f.follow.title}"` }
          : addr
            ? { rule: 'follow', text: addr.text, field: 'address', confidence: 0.8, detail: `the ${tribunal} decision names the address of the followed item "${f.follow.title}"` }
            : null;
      if (!evidence) continue;
      const when = decision.decisionDate ? ` on ${decision.decisionDate}` : '';
      const id = await insertFollowAlert(
        app,
        f.follow,
        f.propertyId,
        {
          sourceKey: `follow:${f.follow.id}:decision:${decision.id}`,
          meetingId: null,
          severity: 'urgent',
          title: `Followed item at the ${tribunal}: ${decision.title}`,
          summary: `An item you follow ("${f.follow.title}") reached the ${tribunal}: ${decision.title}${decision.caseid ? ` (${decision.caseid})` : ''}, decided${when}.`,
          documentUrl: decision.url ?? decision.pdfUrl,
        },
        { agendaItemId: f.item.id, summary: `The followed matter reached the ${tribunal}: ${decision.title}`, evidence },
      );
      if (id !== null) created.push(id);
    }
  }
  if (created.length > 0) await app.pipelineEvents.alertsCreated(created);
  return created;
}

/** Decisions stored or updated since `since` (the sweep's catch-up when no event announced them). */
export async function matchFollowDecisionsSince(app: FastifyInstance, since: Date): Promise<number[]> {
  const rows = await app.db
    .select({ id: legalDecisions.id })
    .from(legalDecisions)
    .where(or(gte(legalDecisions.createdAt, since), gte(legalDecisions.updatedAt, since)));
  return matchFollowDecisions(app, rows.map((r) => r.id));
}

export interface TimelineStep {
  kind: 'meeting' | 'status' | 'tribunal';
  agenda_item_id: number | null;
  item_number: string | null;
  title: string;
  meeting_id: number | null;
  meeting_title: string;
  committee_name: string | null;
  starts_at: string;
  status: string;
  item_status: string | null;
  detail: string | null;
  url: string | null;
  alert_id: number | null;
  followed: boolean;
}

const KIND_ORDER = { meeting: 0, status: 1, tribunal: 2 } as const;

/** The followed item, then every later step found for it (meetings, status changes, tribunal decisions), in order. */
export async function followTimeline(app: FastifyInstance, followId: string, agendaItemId: number): Promise<TimelineStep[]> {
  const stepAlerts = await app.db
    .select({ alertId: alerts.id, sourceKey: alerts.sourceKey, agendaItemId: alertItems.agendaItemId, evidence: alertItems.evidence, createdAt: alerts.createdAt })
    .from(alerts)
    .innerJoin(alertItems, eq(alertItems.alertId, alerts.id))
    .where(like(alerts.sourceKey, `follow:${followId}:%`));
  const parsed = stepAlerts.map((s) => {
    const rest = s.sourceKey.slice(`follow:${followId}:`.length);
    const status = /^status:(\d+):/.exec(rest);
    const decision = /^decision:(\d+)$/.exec(rest);
    return { ...s, kind: (status ? 'status' : decision ? 'tribunal' : 'meeting') as TimelineStep['kind'], decisionId: decision ? Number(decision[1]) : null };
  });
  const itemIds = [...new Set([agendaItemId, ...parsed.filter((p) => p.kind !== 'tribunal' && p.agendaItemId !== null).map((p) => p.agendaItemId!)])];
  const rows = await itemsWithMeetings(app, itemIds);
  const decisionIds = parsed.flatMap((p) => (p.decisionId !== null ? [p.decisionId] : []));
  const decisions = new Map(
    decisionIds.length
      ? (
          await app.db
            .select({ decision: legalDecisions, tribunal: legalTribunals.name })
            .from(legalDecisions)
            .innerJoin(legalTribunals, eq(legalTribunals.code, legalDecisions.databaseId))
            .where(inArray(legalDecisions.id, decisionIds))
        ).map((d) => [d.decision.id, d])
      : [],
  );
  const meetingStep = (id: number, alertId: number | null): TimelineStep | null => {
    const r = rows.get(id);
    if (!r) return null;
    return {
      kind: 'meeting',
      agenda_item_id: r.item.id,
      item_number: r.item.itemNumber,
      title: r.item.title,
      meeting_id: r.meeting.id,
      meeting_title: r.meeting.title,
      committee_name: r.meeting.committeeName,
      starts_at: r.meeting.startsAt.toISOString(),
      status: r.meeting.status,
      item_status: r.item.status,
      detail: null,
      url: r.item.sourceUrl,
      alert_id: alertId,
      followed: r.item.id === agendaItemId,
    };
  };
  const steps: TimelineStep[] = [];
  const followed = meetingStep(agendaItemId, null);
  if (followed) steps.push(followed);
  for (const p of parsed) {
    if (p.kind === 'meeting') {
      const step = p.agendaItemId !== null && p.agendaItemId !== agendaItemId ? meetingStep(p.agendaItemId, p.alertId) : null;
      if (step && !steps.some((s) => s.kind === 'meeting' && s.agenda_item_id === step.agenda_item_id)) steps.push(step);
    } else if (p.kind === 'status') {
      const r = p.agendaItemId !== null ? rows.get(p.agendaItemId) : undefined;
      if (!r) continue;
      steps.push({
        ...meetingStep(r.item.id, p.alertId)!,
        kind: 'status',
        status: p.evidence[0]?.text ?? r.item.status ?? 'Decided',
        detail: p.evidence[0]?.detail?.replace(/; followed item .*$/, '') ?? null,
        followed: false,
      });
    } else {
      const d = decisions.get(p.decisionId!);
      if (!d) continue;
      steps.push({
        kind: 'tribunal',
        agenda_item_id: null,
        item_number: d.decision.caseid,
        title: d.decision.title,
        meeting_id: null,
        meeting_title: d.tribunal,
        committee_name: d.tribunal,
        starts_at: d.decision.decisionDate ? new Date(`${d.decision.decisionDate}T12:00:00.000Z`).toISOString() : p.createdAt.toISOString(),
        status: 'decided',
        item_status: null,
        detail: p.evidence[0]?.detail ?? null,
        url: d.decision.url ?? d.decision.pdfUrl,
        alert_id: p.alertId,
        followed: false,
      });
    }
  }
  return steps.sort((a, b) => a.starts_at.localeCompare(b.starts_at) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || (a.alert_id ?? 0) - (b.alert_id ?? 0));
}
