import { createHash } from 'node:crypto';
import type { Db } from '../db/client.js';
import type { PipelineEvents } from '../pipeline/events.js';
import { findAddresses, findApplicationNumbers, addressKey, normalizeApplication } from '../analysis/address.js';
import type { MatchEvidence } from '../db/schema/index.js';
import type { StatusChange } from '../pipeline/store.js';
import * as repo from './follow-repository.js';

/** What follow matching needs: the database, and the pipeline events to announce the alerts it creates. */
export type FollowDeps = { db: Db; pipelineEvents: Pick<PipelineEvents, 'alertsCreated'> };

/** The keys that identify a matter across meetings: application numbers and civic addresses. */
export function matterKeys(item: {
  title: string;
  description: string | null;
  addresses: string[];
  applicationNumbers: string[];
}) {
  const applicationNumbers = [...new Set(item.applicationNumbers.map(normalizeApplication).filter(Boolean))];
  const text = [...item.addresses, item.title, item.description ?? ''].join('\n');
  const addresses = [...new Set(findAddresses(text).flatMap((a) => a.numbers.map((n) => addressKey(n, a.street))))];
  return { applicationNumbers, addresses };
}

const words = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2),
  );
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
export async function matchFollows(app: FollowDeps, agendaItemIds: number[]): Promise<number[]> {
  const follows = await repo.followsWithMeetings(app.db);
  if (follows.length === 0 || agendaItemIds.length === 0) return [];
  const items = await repo.agendaItemsWithMeetings(app.db, agendaItemIds);
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
        ? {
            rule: 'follow',
            text: app_,
            field: 'description',
            confidence: 0.95,
            detail: `same application number as the followed item "${f.follow.title}"`,
          }
        : addr && similarity >= SIMILAR_TITLE
          ? {
              rule: 'follow',
              text: addr.replace('|', ' '),
              field: 'address',
              confidence: 0.75,
              detail: `same address and a similar title (${Math.round(similarity * 100)}%) as the followed item "${f.follow.title}"`,
            }
          : null;
      if (!evidence) continue;
      const where = meeting.committeeName ?? meeting.title;
      const id = await repo.insertFollowAlert(
        app.db,
        f.follow,
        f.owner,
        {
          sourceKey: `follow:${f.follow.id}:${item.id}`,
          meetingId: meeting.id,
          severity: 'high',
          title: `Followed item at ${where}: ${item.title}`,
          summary: `An item you follow ("${f.follow.title}") is on the agenda of ${where} on ${meeting.startsAt.toISOString().slice(0, 10)}.`,
          documentUrl: meeting.agendaUrl ?? meeting.documentUrl,
        },
        { agendaItemId: item.id, summary: `The followed matter comes back: ${item.title}`, evidence },
      );
      if (id !== null) created.push(id);
    }
  }
  if (created.length > 0) await app.pipelineEvents.alertsCreated(created);
  return created;
}

const FOLLOW_STEP_KEY = /^follow:([0-9a-f-]{36}):(\d+)$/;
const shortHash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 12);
const clip = (text: string, n: number) => (text.length > n ? `${text.slice(0, n - 1)}…` : text);

/**
 * On itemStatusChanged: every follow whose matter includes the item (the followed item itself, or a later step
 * already linked to it) gets an alert for the new status (source key 'follow:<followId>:status:<itemId>:<hash of
 * status and decision>', so a re-run never repeats it).
 */
export async function matchFollowStatusChanges(app: FollowDeps, changes: StatusChange[]): Promise<number[]> {
  const changed = changes.filter((c) => c.to.status !== null || c.to.decision !== null);
  if (changed.length === 0) return [];
  const itemIds = [...new Set(changed.map((c) => c.agendaItemId))];
  const direct = await repo.followsOfItems(app.db, itemIds);
  const steps = await repo.followStepsOfItems(app.db, itemIds);
  const pairs = [
    ...direct.map((d) => ({ followId: d.id, itemId: d.itemId })),
    ...steps.flatMap((s) => {
      const m = FOLLOW_STEP_KEY.exec(s.sourceKey);
      return m && s.itemId !== null ? [{ followId: m[1]!, itemId: s.itemId }] : [];
    }),
  ];
  if (pairs.length === 0) return [];
  const follows = new Map(
    (await repo.followsById(app.db, [...new Set(pairs.map((p) => p.followId))])).map((f) => [f.follow.id, f]),
  );
  const items = await repo.itemsWithMeetings(app.db, itemIds);
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
      const id = await repo.insertFollowAlert(
        app.db,
        f.follow,
        f.owner,
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
          evidence: {
            rule: 'follow',
            text: status,
            field: 'title',
            confidence: 1,
            detail: `${detail}; followed item "${f.follow.title}"`,
          },
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
  const x = a
    .toLowerCase()
    .replace(/\s*\(.*\)\s*/g, '')
    .replace(/^(city|town|township|municipality|region) of /, '')
    .trim();
  const y = b
    .toLowerCase()
    .replace(/\s*\(.*\)\s*/g, '')
    .replace(/^(city|town|township|municipality|region) of /, '')
    .trim();
  return x.includes(y) || y.includes(x);
};

/**
 * On decisionsIngested (and in the notifications sweep): a tribunal decision that names a followed matter — its
 * application number, its OLT case number, or its civic address in the same municipality — becomes an alert for
 * the follower (source key 'follow:<followId>:decision:<decisionId>'; urgent: a decision starts the short window
 * to ask for a review).
 */
export async function matchFollowDecisions(app: FollowDeps, decisionIds: number[]): Promise<number[]> {
  if (decisionIds.length === 0) return [];
  const follows = await repo.followsWithMunicipality(app.db);
  if (follows.length === 0) return [];
  const decisions = await repo.decisionsWithTribunal(app.db, decisionIds);
  const files = await repo.decisionFiles(app.db, decisionIds);
  const created: number[] = [];
  for (const { decision, tribunal } of decisions) {
    const text = [
      decision.title,
      decision.caseid ?? '',
      ...files.filter((a) => a.decisionId === decision.id).map((a) => a.filename),
    ].join('\n');
    const applications = new Set([
      ...findApplicationNumbers(text).map((a) => normalizeApplication(a.text)),
      ...(decision.caseid ? [normalizeApplication(decision.caseid)] : []),
    ]);
    const cases = new Set(oltCases(text).map(normalizeApplication));
    const addresses = findAddresses(text).flatMap((a) =>
      a.numbers.map((n) => ({ key: addressKey(n, a.street), text: a.text })),
    );
    for (const f of follows) {
      const itemText = [f.item.title, f.item.description ?? ''].join('\n');
      const app_ = f.follow.applicationNumbers.find((n) => applications.has(n));
      const olt = oltCases(itemText)
        .map(normalizeApplication)
        .find((c) => cases.has(c) || applications.has(c));
      const addr = sameMunicipality(decision.municipality, f.municipality)
        ? addresses.find((a) => f.follow.addresses.includes(a.key))
        : undefined;
      const evidence: MatchEvidence | null = app_
        ? {
            rule: 'follow',
            text: app_,
            field: 'title',
            confidence: 0.95,
            detail: `the ${tribunal} decision names the application number of the followed item "${f.follow.title}"`,
          }
        : olt
          ? {
              rule: 'follow',
              text: olt,
              field: 'title',
              confidence: 0.95,
              detail: `the ${tribunal} decision is case ${olt}, named by the followed item "${f.follow.title}"`,
            }
          : addr
            ? {
                rule: 'follow',
                text: addr.text,
                field: 'address',
                confidence: 0.8,
                detail: `the ${tribunal} decision names the address of the followed item "${f.follow.title}"`,
              }
            : null;
      if (!evidence) continue;
      const when = decision.decisionDate ? ` on ${decision.decisionDate}` : '';
      const id = await repo.insertFollowAlert(
        app.db,
        f.follow,
        f.owner,
        {
          sourceKey: `follow:${f.follow.id}:decision:${decision.id}`,
          meetingId: null,
          severity: 'urgent',
          title: `Followed item at the ${tribunal}: ${decision.title}`,
          summary: `An item you follow ("${f.follow.title}") reached the ${tribunal}: ${decision.title}${decision.caseid ? ` (${decision.caseid})` : ''}, decided${when}.`,
          documentUrl: decision.url ?? decision.pdfUrl,
        },
        {
          agendaItemId: f.item.id,
          summary: `The followed matter reached the ${tribunal}: ${decision.title}`,
          evidence,
        },
      );
      if (id !== null) created.push(id);
    }
  }
  if (created.length > 0) await app.pipelineEvents.alertsCreated(created);
  return created;
}

/** Decisions stored or updated since `since` (the sweep's catch-up when no event announced them). */
export async function matchFollowDecisionsSince(app: FollowDeps, since: Date): Promise<number[]> {
  const rows = await repo.decisionsSince(app.db, since);
  return matchFollowDecisions(
    app,
    rows.map((r) => r.id),
  );
}
