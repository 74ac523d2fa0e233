import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import {
  agendaItems,
  alertItems,
  alerts,
  meetings,
  municipalities,
  notificationDeliveries,
  properties,
  webhookDeliveries,
} from '../../src/db/schema/index.js';
import { webhookJob } from '../../src/notifications/jobs.js';
import { digestWindowStart, isDigestDue, nextDigestAt, torontoParts } from '../../src/notifications/schedule.js';
import { verifyWebhookSignature } from '../../src/notifications/webhook-signature.js';
import {
  apiCall,
  companyWithAnalyst,
  createTestContext,
  registerUser,
  type RegisteredUser,
  type TestContext,
} from '../helpers/helpers.js';

/*
 * Notifications over the real app and database: alert emails received by a real SMTP server on loopback, digests in the
 * Toronto time zone (clock injected), webhooks received and verified by a real HTTP server on loopback, follows.
 * Alerts are inserted through the db layer, as the matching engine would write them.
 */

interface Received {
  to: string[];
  /** Body decoded from quoted-printable (for content checks). */
  raw: string;
  /** The header block, unfolded, as sent. */
  headers: string;
}
const decodeQp = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const message = Buffer.concat(chunks).toString('utf8');
        const headers = message.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: decodeQp(message), headers });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

interface Hook {
  headers: IncomingMessage['headers'];
  body: string;
}
async function startReceiver(statuses: number[]) {
  const hits: Hook[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      hits.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = statuses[hits.length - 1] ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let smtpApp: FastifyInstance;
let admin: RegisteredUser;
let analyst: { token: string; id: string; email: string };
let companyId: string;
let other: RegisteredUser;
let propertyId: string;
let otherPropertyId: string;
let municipalityId: number;
let sourceCounter = 0;

async function insertMeeting(title: string, startsAt: Date) {
  const [m] = await ctx.database.db
    .insert(meetings)
    .values({
      source: 'test:notify',
      sourceId: `m-${++sourceCounter}`,
      municipalityId,
      title,
      committeeName: title,
      startsAt,
      agendaUrl: 'https://example.org/agenda.pdf',
    })
    .returning();
  return m!;
}
async function insertItem(
  meetingId: number,
  values: { title: string; itemNumber: string; addresses?: string[]; applicationNumbers?: string[] },
) {
  const [i] = await ctx.database.db
    .insert(agendaItems)
    .values({ meetingId, sourceId: `i-${++sourceCounter}`, description: null, ...values })
    .returning();
  return i!;
}
/** An alert with one evidenced item, as the matching engine stores it. */
async function insertAlert(opts: {
  company?: string;
  property?: string;
  severity?: 'urgent' | 'high' | 'normal';
  title?: string;
  createdAt?: Date;
}) {
  const meeting = await insertMeeting('Planning and Development Committee', new Date('2026-11-30T18:00:00Z'));
  const item = await insertItem(meeting.id, {
    itemNumber: '7.1',
    title: 'Rezoning application OZ 24/003 at 100 Harbour Street',
    addresses: ['100 Harbour Street'],
    applicationNumbers: ['OZ 24/003'],
  });
  const [alert] = await ctx.database.db
    .insert(alerts)
    .values({
      companyId: opts.company ?? companyId,
      propertyId: opts.property ?? propertyId,
      meetingId: meeting.id,
      sourceKey: `meeting:${meeting.id}`,
      severity: opts.severity ?? 'urgent',
      title: opts.title ?? '32-storey tower proposed next door',
      summary: 'A rezoning for a 32-storey tower at 100 Harbour Street.',
      ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
    })
    .returning();
  await ctx.database.db.insert(alertItems).values({
    alertId: alert!.id,
    companyId: opts.company ?? companyId,
    agendaItemId: item.id,
    rule: 'address',
    score: 0.95,
    severity: opts.severity ?? 'urgent',
    impactSummary: 'The tower is proposed on the lot next to your property.',
    evidence: [{ rule: 'address', text: '100 Harbour Street', field: 'title', confidence: 0.95 }],
  });
  return { alertId: alert!.id, meeting, item };
}

beforeAll(async () => {
  smtp = await startSmtp();
  // The receivers listen on loopback: this install allows private webhook targets (webhook-targets.test.ts proves
  // they are refused by default).
  ctx = await createTestContext({ WEBHOOK_ALLOW_PRIVATE: 'true' });
  smtpApp = await ctx.buildAnother({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  const team = await companyWithAnalyst(ctx, { company_name: 'Notify Co' });
  admin = team.admin;
  analyst = team.analyst;
  companyId = team.companyId;
  other = await registerUser(ctx.app, { company_name: 'Other Co' });
  const [m] = await ctx.database.db.select().from(municipalities).where(eq(municipalities.name, 'Mississauga'));
  municipalityId = m!.id;
  const [p] = await ctx.database.db
    .insert(properties)
    .values({ companyId, name: 'Harbour Lot', address: '102 Harbour Street', municipalityId })
    .returning();
  propertyId = p!.id;
  const [op] = await ctx.database.db
    .insert(properties)
    .values({ companyId: other.user.company_id, name: 'Other Lot', address: '1 Main Street', municipalityId })
    .returning();
  otherPropertyId = op!.id;
  smtp.received.length = 0;
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

describe('digest schedule (America/Toronto, DST)', () => {
  it('is 07:00 local: 12:00 UTC in winter (EST) and 11:00 UTC in summer (EDT)', () => {
    expect(nextDigestAt(new Date('2026-01-15T15:00:00Z'), 'daily').toISOString()).toBe('2026-01-16T12:00:00.000Z');
    expect(nextDigestAt(new Date('2026-07-15T10:00:00Z'), 'daily').toISOString()).toBe('2026-07-15T11:00:00.000Z');
  });
  it('crosses the DST switches correctly', () => {
    // Spring forward: Sunday 8 March 2026, 02:00 -> 03:00. Saturday 07:00 EST, then Sunday 07:00 EDT.
    expect(nextDigestAt(new Date('2026-03-07T13:00:00Z'), 'daily').toISOString()).toBe('2026-03-08T11:00:00.000Z');
    // Fall back: Sunday 1 November 2026. Saturday 07:00 EDT = 11:00Z; Sunday 07:00 EST = 12:00Z.
    expect(nextDigestAt(new Date('2026-10-31T11:30:00Z'), 'daily').toISOString()).toBe('2026-11-01T12:00:00.000Z');
  });
  it('weekly digests go out on Monday mornings', () => {
    const next = nextDigestAt(new Date('2026-11-18T12:00:00Z'), 'weekly'); // a Wednesday
    expect(next.toISOString()).toBe('2026-11-23T12:00:00.000Z');
    expect(torontoParts(next)).toMatchObject({ weekday: 1, hour: 7 });
    expect(isDigestDue(next, 'weekly')).toBe(true);
    expect(isDigestDue(new Date('2026-11-24T12:00:00Z'), 'weekly')).toBe(false);
    expect(isDigestDue(new Date('2026-11-24T12:00:00Z'), 'daily')).toBe(true);
  });
});

describe('alert emails', () => {
  it('mails urgent alerts at once over SMTP with property, meeting, item, evidence, link and one-click unsubscribe; never twice', async () => {
    const { alertId } = await insertAlert({ severity: 'urgent' });
    await smtpApp.notifications.notifyAlerts([alertId]);
    await smtpApp.jobs.drain();
    const mails = smtp.received.filter((m) => m.raw.includes('Urgent alert'));
    expect(mails.map((m) => m.to[0]).sort()).toEqual([admin.email, analyst.email].sort());
    const adminMail = mails.find((m) => m.to[0] === admin.email)!;
    const raw = adminMail.raw;
    expect(raw).toContain('Subject: Urgent alert: 32-storey tower proposed next door');
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toContain('Property: Harbour Lot (102 Harbour Street)');
    expect(raw).toContain('Planning and Development Committee');
    expect(raw).toContain('Item 7.1 Rezoning application OZ 24/003 at 100 Harbour Street');
    expect(raw).toContain('Why: matched by address, "100 Harbour Street"');
    expect(raw).toContain(`http://localhost:3000/alerts?alertId=${alertId}`);
    expect(adminMail.headers).toMatch(
      /List-Unsubscribe: +<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=[^>]+>/,
    );
    expect(adminMail.headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // A re-run (event again, sweep) mails nobody twice.
    await smtpApp.notifications.notifyAlerts([alertId]);
    await smtpApp.notifications.sweep();
    await smtpApp.jobs.drain();
    expect(smtp.received.filter((m) => m.raw.includes('Urgent alert')).length).toBe(2);
    const ledger = await ctx.database.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.alertId, alertId));
    expect(ledger.map((l) => l.kind)).toEqual(['immediate', 'immediate']);

    // One-click unsubscribe without signing in (RFC 8058 POST), then no more mail.
    const token = /unsubscribe\?token=([^>\s]+)>/.exec(adminMail.headers)![1]!;
    const page = await ctx.app.inject({ method: 'GET', url: `/api/notifications/unsubscribe?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    const done = await ctx.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect((await apiCall(ctx.app, 'GET', '/api/notifications/preferences', admin.token)).json()).toEqual({
      email_mode: 'off',
      digest_frequency: 'daily',
    });
    const second = await insertAlert({ severity: 'urgent', title: 'Second urgent' });
    await smtpApp.notifications.notifyAlerts([second.alertId]);
    await smtpApp.jobs.drain();
    expect(smtp.received.filter((m) => m.raw.includes('Second urgent')).map((m) => m.to[0])).toEqual([analyst.email]);

    const forged = await ctx.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${admin.user.id}.forged`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ detail: 'Invalid unsubscribe link' });
  });

  it('preferences: per user, validated; digest_only gets no immediate mail but a grouped digest at 07:00 Toronto', async () => {
    const bad = await apiCall(ctx.app, 'PUT', '/api/notifications/preferences', analyst.token, {
      email_mode: 'sometimes',
      digest_frequency: 'daily',
    });
    expect(bad.statusCode).toBe(400);
    const put = await apiCall(ctx.app, 'PUT', '/api/notifications/preferences', analyst.token, {
      email_mode: 'digest_only',
      digest_frequency: 'weekly',
    });
    expect(put.json()).toEqual({ email_mode: 'digest_only', digest_frequency: 'weekly' });
    expect((await apiCall(ctx.app, 'GET', '/api/notifications/preferences', analyst.token)).json()).toEqual({
      email_mode: 'digest_only',
      digest_frequency: 'weekly',
    });

    const monday = new Date('2026-11-23T12:00:00Z'); // 07:00 EST, Monday
    const a = await insertAlert({
      severity: 'urgent',
      title: 'Digest urgent',
      createdAt: new Date('2026-11-21T15:00:00Z'),
    });
    const b = await insertAlert({
      severity: 'normal',
      title: 'Digest normal',
      createdAt: new Date('2026-11-22T15:00:00Z'),
    });
    await smtpApp.notifications.notifyAlerts([a.alertId, b.alertId]);
    await smtpApp.jobs.drain();
    expect(smtp.received.filter((m) => m.raw.includes('Digest urgent'))).toEqual([]);

    // Tuesday: not the weekly user's day.
    expect(await smtpApp.notifications.runDigest(new Date('2026-11-24T12:00:00Z'))).toBe(0);
    expect(await smtpApp.notifications.runDigest(monday)).toBe(1);
    const digest = smtp.received.filter((m) => m.raw.includes('weekly Parcelwatch digest'));
    expect(digest.map((m) => m.to[0])).toEqual([analyst.email]);
    expect(digest[0]!.raw).toContain('Digest urgent');
    expect(digest[0]!.raw).toContain('Digest normal');
    expect(digest[0]!.raw).toContain(`alerts?alertId=${b.alertId}`);
    // Run again: nothing new.
    expect(await smtpApp.notifications.runDigest(monday)).toBe(0);
    expect(digestWindowStart(monday, 'weekly').getTime()).toBeLessThan(new Date('2026-11-16T12:00:00Z').getTime());
  });
});

describe('webhooks', () => {
  it('admins add endpoints (secret shown once); alerts are POSTed signed; a 500 is retried with backoff; the log shows it', async () => {
    const receiver = await startReceiver([500, 200]);
    try {
      expect(
        (await apiCall(ctx.app, 'POST', '/api/notifications/webhooks', analyst.token, { url: receiver.url }))
          .statusCode,
      ).toBe(403);
      expect(
        (await apiCall(ctx.app, 'POST', '/api/notifications/webhooks', admin.token, { url: 'ftp://x' })).json(),
      ).toEqual({
        detail: 'The webhook URL must start with https:// or http://',
      });
      const created = await apiCall(ctx.app, 'POST', '/api/notifications/webhooks', admin.token, { url: receiver.url });
      expect(created.statusCode).toBe(201);
      const endpoint = created.json();
      expect(endpoint.secret).toMatch(/^whsec_/);
      const list = (await apiCall(ctx.app, 'GET', '/api/notifications/webhooks', admin.token)).json();
      expect(list).toEqual([{ id: endpoint.id, url: receiver.url, enabled: true, created_at: endpoint.created_at }]);

      const { alertId } = await insertAlert({ severity: 'normal', title: 'Hooked alert' });
      await ctx.app.pipelineEvents.alertsCreated([alertId]);
      expect(receiver.hits.length).toBe(0); // a job: the pipeline never waits for the receiver
      await ctx.app.jobs.drain();
      expect(receiver.hits.length).toBe(1);
      const [log1] = (await apiCall(ctx.app, 'GET', '/api/notifications/deliveries', admin.token)).json();
      expect(log1).toMatchObject({
        alert_id: alertId,
        status: 'pending',
        status_code: 500,
        attempt: 1,
        error: 'HTTP 500',
      });
      const nextAt = new Date(log1.next_attempt_at).getTime();
      expect(nextAt - Date.now()).toBeGreaterThan(20_000);

      // The retry is a job in the queue, deferred to next_attempt_at (30 s, doubling): not run before it is due...
      const queued = await ctx.database.db.execute(
        sql`select start_after from pgboss.job where name = ${webhookJob.name} and singleton_key = ${`webhook-${log1.id}-1`} and state = 'created'`,
      );
      const retryRow = (queued as unknown as { rows: Array<{ start_after: string | Date }> }).rows[0];
      expect(Math.abs(new Date(retryRow!.start_after).getTime() - nextAt)).toBeLessThan(1000);
      await ctx.app.jobs.drain();
      expect(receiver.hits.length).toBe(1);
      // ...and delivered by the scheduler once it is (the clock moved on: deferred jobs run now).
      await ctx.app.jobs.drain({ includeDeferred: true });
      expect(receiver.hits.length).toBe(2);
      const [log2] = (await apiCall(ctx.app, 'GET', '/api/notifications/deliveries', admin.token)).json();
      expect(log2).toMatchObject({ status: 'succeeded', status_code: 200, attempt: 2, next_attempt_at: null });
      // The log shows both attempts.
      expect(
        log2.attempts.map((x: { attempt: number; status_code: number; error: string | null }) => [
          x.attempt,
          x.status_code,
          x.error,
        ]),
      ).toEqual([
        [1, 500, 'HTTP 500'],
        [2, 200, null],
      ]);
      expect(await ctx.app.notifications.runDueWebhooks(new Date(nextAt + 1000))).toBe(0);

      for (const hit of receiver.hits) {
        const header = hit.headers['parcelwatch-signature'] as string;
        expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
        const t = Number(/t=(\d+)/.exec(header)![1]);
        expect(verifyWebhookSignature(endpoint.secret, hit.body, header, t)).toBe(true);
        expect(verifyWebhookSignature(endpoint.secret, hit.body.replace('Hooked', 'Forged'), header, t)).toBe(false);
        expect(JSON.parse(hit.body)).toMatchObject({
          event: 'alert.created',
          alert: { id: alertId, title: 'Hooked alert', url: `http://localhost:3000/alerts?alertId=${alertId}` },
        });
      }

      // Send test.
      const test = await apiCall(ctx.app, 'POST', `/api/notifications/webhooks/${endpoint.id}/test`, admin.token);
      expect(test.json()).toMatchObject({
        event: 'webhook.test',
        status: 'succeeded',
        status_code: 200,
        attempt: 1,
        attempts: [{ attempt: 1, status_code: 200 }],
      });
      expect(JSON.parse(receiver.hits[2]!.body)).toMatchObject({ event: 'webhook.test' });

      // Another company: 404 on every endpoint route; its log is empty.
      for (const [method, url] of [
        ['POST', `/api/notifications/webhooks/${endpoint.id}/test`],
        ['DELETE', `/api/notifications/webhooks/${endpoint.id}`],
        ['PATCH', `/api/notifications/webhooks/${endpoint.id}`],
      ] as const) {
        const res = await apiCall(
          ctx.app,
          method,
          url,
          other.token,
          method === 'PATCH' ? { enabled: false } : undefined,
        );
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ detail: 'Webhook not found' });
      }
      expect((await apiCall(ctx.app, 'GET', '/api/notifications/webhooks', other.token)).json()).toEqual([]);
      expect((await apiCall(ctx.app, 'GET', '/api/notifications/deliveries', other.token)).json()).toEqual([]);
      // The other company's alerts never reach this company's endpoint.
      const foreign = await insertAlert({
        company: other.user.company_id,
        property: otherPropertyId,
        severity: 'normal',
      });
      await ctx.app.pipelineEvents.alertsCreated([foreign.alertId]);
      await ctx.app.jobs.drain();
      expect(receiver.hits.length).toBe(3);

      expect(
        (await apiCall(ctx.app, 'DELETE', `/api/notifications/webhooks/${endpoint.id}`, admin.token)).statusCode,
      ).toBe(204);
      expect(
        await ctx.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id)),
      ).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  it('gives up after 24 hours of failures', async () => {
    const receiver = await startReceiver(Array(50).fill(503));
    try {
      const endpoint = (
        await apiCall(ctx.app, 'POST', '/api/notifications/webhooks', admin.token, { url: receiver.url })
      ).json();
      const { alertId } = await insertAlert({ severity: 'normal', title: 'Always failing' });
      await ctx.app.notifications.notifyAlerts([alertId]);
      await ctx.app.jobs.drain();
      let clock = Date.now();
      for (let i = 0; i < 40; i++) {
        clock += 7 * 3_600_000;
        if ((await ctx.app.notifications.runDueWebhooks(new Date(clock))) === 0) break;
      }
      const [row] = await ctx.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.alertId, alertId));
      expect(row).toMatchObject({ status: 'failed', statusCode: 503, nextAttemptAt: null });
      expect(row!.attempt).toBeGreaterThan(3);
      await apiCall(ctx.app, 'DELETE', `/api/notifications/webhooks/${endpoint.id}`, admin.token);
    } finally {
      await receiver.close();
    }
  });
});

describe('follows', () => {
  it('follows an item across two meetings of the same matter, with a timeline; tenant isolated', async () => {
    const first = await insertAlert({ severity: 'high', title: 'Committee: rezoning' });
    const follow = await apiCall(ctx.app, 'POST', '/api/notifications/follows', admin.token, {
      alert_id: first.alertId,
    });
    expect(follow.statusCode).toBe(201);
    const f = follow.json();
    expect(f).toMatchObject({
      alert_id: first.alertId,
      agenda_item_id: first.item.id,
      application_numbers: ['OZ24003'],
    });
    expect(
      (await apiCall(ctx.app, 'POST', '/api/notifications/follows', admin.token, { alert_id: first.alertId }))
        .statusCode,
    ).toBe(200);
    expect(
      (await apiCall(ctx.app, 'GET', '/api/notifications/follows', admin.token))
        .json()
        .map((x: { id: string }) => x.id),
    ).toEqual([f.id]);

    // The same application comes to council two weeks later.
    const council = await insertMeeting('City Council', new Date('2026-12-14T18:00:00Z'));
    const later = await insertItem(council.id, {
      itemNumber: '10.2',
      title: 'Zoning by-law amendment, OZ-24-003, 100 Harbour St',
      applicationNumbers: ['OZ-24-003'],
    });
    const unrelated = await insertItem(council.id, {
      itemNumber: '10.3',
      title: 'Parks budget',
      applicationNumbers: [],
    });
    await ctx.app.pipelineEvents.itemsIngested([later.id, unrelated.id]);
    const followAlerts = await ctx.database.db
      .select()
      .from(alerts)
      .where(eq(alerts.sourceKey, `follow:${f.id}:${later.id}`));
    expect(followAlerts).toHaveLength(1);
    expect(followAlerts[0]).toMatchObject({ companyId, propertyId, meetingId: council.id, severity: 'high' });
    const [evidence] = await ctx.database.db
      .select()
      .from(alertItems)
      .where(eq(alertItems.alertId, followAlerts[0]!.id));
    expect(evidence!.evidence[0]).toMatchObject({ rule: 'follow', text: 'OZ24003' });
    // Re-ingest: no duplicate.
    await ctx.app.pipelineEvents.itemsIngested([later.id]);
    expect(
      await ctx.database.db
        .select()
        .from(alerts)
        .where(eq(alerts.sourceKey, `follow:${f.id}:${later.id}`)),
    ).toHaveLength(1);

    for (const id of [first.alertId, followAlerts[0]!.id]) {
      const timeline = (await apiCall(ctx.app, 'GET', `/api/notifications/follows/${id}/timeline`, admin.token)).json();
      expect(timeline.follow.id).toBe(f.id);
      expect(
        timeline.steps.map((s: { title: string; followed: boolean; committee_name: string }) => [
          s.committee_name,
          s.followed,
        ]),
      ).toEqual([
        ['Planning and Development Committee', true],
        ['City Council', false],
      ]);
    }

    // Another company: 404 for the alert, the follow and its timeline.
    expect(
      (await apiCall(ctx.app, 'POST', '/api/notifications/follows', other.token, { alert_id: first.alertId })).json(),
    ).toEqual({ detail: 'Alert not found' });
    expect(
      (await apiCall(ctx.app, 'GET', `/api/notifications/follows/${first.alertId}/timeline`, other.token)).statusCode,
    ).toBe(404);
    expect((await apiCall(ctx.app, 'DELETE', `/api/notifications/follows/${f.id}`, other.token)).statusCode).toBe(404);
    expect((await apiCall(ctx.app, 'GET', '/api/notifications/follows', other.token)).json()).toEqual([]);

    expect((await apiCall(ctx.app, 'DELETE', `/api/notifications/follows/${f.id}`, admin.token)).statusCode).toBe(204);
    expect((await apiCall(ctx.app, 'GET', '/api/notifications/follows', admin.token)).json()).toEqual([]);
  });
});

describe('an alert raised to urgent after its mail went out', () => {
  it('sends one update mail per immediate-mail user and one alert.updated webhook event, never twice', async () => {
    const db = ctx.database.db;
    const team = await companyWithAnalyst(ctx, { company_name: 'Raise Co' });
    const receiver = await startReceiver([]);
    try {
      const [lake] = await db
        .insert(properties)
        .values({
          companyId: team.companyId,
          name: 'Lake Lot',
          address: '500 Lakeshore Road East, Mississauga',
          municipalityId,
          latitude: 43.56,
          longitude: -79.58,
        })
        .returning();
      const endpoint = await apiCall(ctx.app, 'POST', '/api/notifications/webhooks', team.admin.token, {
        url: receiver.url,
      });
      expect(endpoint.statusCode).toBe(201);
      const { ingestMeetings } = await import('../../src/pipeline/store.js');
      await ingestMeetings(db, [
        {
          source: 'test:raise',
          sourceId: 'raise-1',
          municipality: 'Mississauga',
          committee: 'Planning and Development Committee',
          title: 'Planning and Development Committee',
          startsAt: new Date(Date.now() + 7 * 86_400_000),
          items: [
            {
              sourceId: 'near',
              itemNumber: '3.1',
              title: 'Rezoning application - 520 Lakeshore Road East',
              description: 'Nine storeys.',
              coordinates: [{ lat: 43.5618, lng: -79.58 }],
            },
            {
              sourceId: 'at',
              itemNumber: '3.2',
              title: 'Minor variance - 500 Lakeshore Road East',
              description: 'Rear yard setback.',
            },
          ],
          documents: [],
        },
      ]);
      const items = await db
        .select({ id: agendaItems.id, sourceId: agendaItems.sourceId })
        .from(agendaItems)
        .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
        .where(eq(meetings.sourceId, 'raise-1'));
      const id = (source: string) => items.find((i) => i.sourceId === source)!.id;

      // The rezoning 200 m away: a 'high' alert, told by the morning digest and an alert.created event.
      const created = await smtpApp.analysis.analyzeAgendaItems([id('near')]);
      expect(created.createdAlertIds).toHaveLength(1);
      const alertId = created.createdAlertIds[0]!;
      await smtpApp.jobs.drain();
      const { nextDigestAt } = await import('../../src/notifications/schedule.js');
      await smtpApp.notifications.runDigest(nextDigestAt(new Date(), 'daily'));
      const toTeam = () =>
        smtp.received.filter((m) => m.to.some((to) => to === team.admin.email || to === team.analyst.email));
      expect(toTeam().every((m) => /Subject: Your daily Parcelwatch digest/.test(m.headers))).toBe(true);
      expect(toTeam()).toHaveLength(2);

      // The minor variance at the property's address raises it to urgent.
      const raised = await smtpApp.analysis.analyzeAgendaItems([id('at')]);
      expect(raised.raised).toEqual([{ id: alertId, from: 'high', to: 'urgent' }]);
      await smtpApp.jobs.drain();
      // Everything again: the analysis, the sweep, a retried mail job.
      await smtpApp.analysis.analyzeAgendaItems([id('near'), id('at')]);
      await smtpApp.analysis.analyzeAgendaItems([id('at')]);
      await smtpApp.notifications.notifyRaised([{ id: alertId, from: 'high', to: 'urgent' }]);
      await smtpApp.notifications.sweep();
      expect(await smtpApp.notifications.sendImmediate(alertId, team.admin.user.id)).toBe(false);
      await smtpApp.jobs.drain();

      const updates = toTeam().filter((m) => m.raw.includes('Severity raised to urgent'));
      expect(updates.map((m) => m.to[0]).sort()).toEqual([team.admin.email, team.analyst.email].sort());
      expect(updates[0]!.headers).toMatch(
        /Subject: Severity raised to urgent: Minor variance - 500 Lakeshore Road East and 1 +more item/,
      );
      expect(updates[0]!.raw).toContain('it was high');
      const ledger = await db.select().from(notificationDeliveries).where(eq(notificationDeliveries.alertId, alertId));
      expect(ledger.map((l) => [l.kind, l.severity]).sort()).toEqual([
        ['digest', 'high'],
        ['digest', 'high'],
        ['raised', 'urgent'],
        ['raised', 'urgent'],
      ]);

      const deliveries = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.alertId, alertId));
      expect(deliveries.map((d) => [d.event, d.severity]).sort()).toEqual([
        ['alert.created', ''],
        ['alert.updated', 'urgent'],
      ]);
      const events = receiver.hits.map(
        (h) => JSON.parse(h.body) as { event: string; change?: unknown; alert: { id: number; severity: string } },
      );
      expect(events.filter((e) => e.event === 'alert.updated')).toEqual([
        expect.objectContaining({
          event: 'alert.updated',
          change: { field: 'severity', from: 'high', to: 'urgent' },
          alert: expect.objectContaining({ id: alertId, severity: 'urgent' }),
        }),
      ]);
    } finally {
      await receiver.close();
    }
  });
});

describe('the sweep, for an alert whose event was lost', () => {
  it('delivers the alert.created webhook at once, not one sweep later', async () => {
    const db = ctx.database.db;
    const team = await companyWithAnalyst(ctx, { company_name: 'Lost Event Co' });
    const receiver = await startReceiver([]);
    try {
      await db.insert(properties).values({
        companyId: team.companyId,
        name: 'Harbour Lot',
        address: '700 Lakeshore Road East, Mississauga',
        municipalityId,
        latitude: 43.57,
        longitude: -79.57,
      });
      const endpoint = await apiCall(ctx.app, 'POST', '/api/notifications/webhooks', team.admin.token, {
        url: receiver.url,
      });
      expect(endpoint.statusCode).toBe(201);
      const { ingestMeetings } = await import('../../src/pipeline/store.js');
      const { changedAgendaItemIds } = await ingestMeetings(db, [
        {
          source: 'test:lost',
          sourceId: 'lost-1',
          municipality: 'Mississauga',
          committee: 'Planning and Development Committee',
          title: 'Planning and Development Committee',
          startsAt: new Date(Date.now() + 5 * 86_400_000),
          items: [
            {
              sourceId: 'near',
              itemNumber: '4.1',
              title: 'Rezoning application - 720 Lakeshore Road East',
              description: 'Eight storeys.',
              coordinates: [{ lat: 43.5712, lng: -79.57 }],
            },
          ],
          documents: [],
        },
      ]);
      const created = await smtpApp.analysis.analyzeAgendaItems(changedAgendaItemIds);
      expect(created.createdAlertIds).toHaveLength(1);
      const alertId = created.createdAlertIds[0]!;
      // As if the process died after writing the alert and before its event was heard: no delivery row.
      await db.delete(webhookDeliveries).where(eq(webhookDeliveries.alertId, alertId));

      await smtpApp.notifications.sweep();
      await smtpApp.jobs.drain();

      const events = receiver.hits.map((h) => JSON.parse(h.body) as { event: string; alert: { id: number } });
      expect(events.filter((e) => e.alert.id === alertId).map((e) => e.event)).toEqual(['alert.created']);
    } finally {
      await receiver.close();
    }
  });
});
