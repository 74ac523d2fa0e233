import { Resolver } from 'node:dns/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import DNS from 'dns2';
import type { FastifyInstance } from 'fastify';
import {
  agendaItems,
  alertItems,
  alerts,
  meetings,
  municipalities,
  properties,
  webhookDeliveries,
} from '../../src/db/schema/index.js';
import { NOT_DELIVERED } from '../../src/notifications/webhook-delivery.js';
import type { ResolveAll } from '../../src/notifications/webhook-target.js';
import { apiCall, createTestContext, registerUser, type RegisteredUser, type TestContext } from '../helpers/helpers.js';

/*
 * DNS rebinding, end to end: a real DNS server on loopback (dns2, UDP) answers the webhook's host name, and the app
 * resolves it over the DNS protocol (node:dns Resolver pointed at that server) instead of the system resolver. The
 * server answers in turn: a public address when the admin adds the endpoint, loopback afterwards. The delivery is
 * the real one (an alert, its webhook job, the worker's POST over real TCP to a receiver on loopback).
 *
 * These tests fail if a delivery resolves the name again after checking it (the second receiver, or the loopback
 * one, is reached), if it skips the check, or if it leaves the connection to the system resolver (the name exists
 * only in the test's DNS server, so nothing is delivered and the pinned test fails).
 */

const PUBLIC = '93.184.216.34';

/** The test's DNS server: each name answers its list of A records in turn (the last one repeated). */
async function startDns() {
  const answers = new Map<string, string[]>();
  const queries: string[] = [];
  const server = DNS.createServer({
    udp: true,
    handle: (request, send) => {
      const response = DNS.Packet.createResponseFromRequest(request);
      const name = request.questions[0]!.name.toLowerCase();
      queries.push(name);
      const queue = answers.get(name);
      const address = queue && (queue.length > 1 ? queue.shift()! : queue[0]!);
      if (address)
        response.answers.push({ name, type: DNS.Packet.TYPE.A, class: DNS.Packet.CLASS.IN, ttl: 0, address });
      send(response);
    },
  });
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const { port } = server.addresses().udp!;
  const resolver = new Resolver({ timeout: 2000, tries: 1 });
  resolver.setServers([`127.0.0.1:${port}`]);
  const resolve: ResolveAll = async (hostname) =>
    (await resolver.resolve4(hostname)).map((address) => ({ address, family: 4 as const }));
  return { answers, queries, resolve, close: () => server.close() };
}

interface Hit {
  headers: IncomingMessage['headers'];
  body: string;
}
async function startReceiver(host: string, port = 0) {
  const hits: Hit[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      hits.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let ctx: TestContext;
let dns: Awaited<ReturnType<typeof startDns>>;
let strict: FastifyInstance;
let onPremises: FastifyInstance;
let admin: RegisteredUser;
let propertyId: string;
let municipalityId: number;
let counter = 0;

beforeAll(async () => {
  dns = await startDns();
  ctx = await createTestContext();
  strict = await ctx.buildAnother({}, { webhookResolve: dns.resolve });
  onPremises = await ctx.buildAnother({ WEBHOOK_ALLOW_PRIVATE: 'true' }, { webhookResolve: dns.resolve });
  admin = await registerUser(ctx.app, { company_name: 'Rebind Co' });
  const [m] = await ctx.database.db.select().from(municipalities).where(eq(municipalities.name, 'Mississauga'));
  municipalityId = m!.id;
  const [p] = await ctx.database.db
    .insert(properties)
    .values({ companyId: admin.user.company_id, name: 'Harbour Lot', address: '102 Harbour Street', municipalityId })
    .returning();
  propertyId = p!.id;
});
afterAll(async () => {
  await ctx?.close();
  await dns?.close();
});

/** An alert for the company, with one evidenced item, as the matching engine stores it. */
async function insertAlert(title: string) {
  const db = ctx.database.db;
  const [meeting] = await db
    .insert(meetings)
    .values({
      source: 'test:rebind',
      sourceId: `m-${++counter}`,
      municipalityId,
      title: 'Planning and Development Committee',
      committeeName: 'Planning and Development Committee',
      startsAt: new Date('2026-11-30T18:00:00Z'),
    })
    .returning();
  const [item] = await db
    .insert(agendaItems)
    .values({ meetingId: meeting!.id, sourceId: `i-${counter}`, itemNumber: '7.1', title, description: null })
    .returning();
  const [alert] = await db
    .insert(alerts)
    .values({
      companyId: admin.user.company_id,
      propertyId,
      meetingId: meeting!.id,
      sourceKey: `meeting:${meeting!.id}`,
      severity: 'urgent',
      title,
      summary: title,
    })
    .returning();
  await db.insert(alertItems).values({
    alertId: alert!.id,
    companyId: admin.user.company_id,
    agendaItemId: item!.id,
    rule: 'address',
    score: 0.95,
    severity: 'urgent',
    impactSummary: 'Next door.',
    evidence: [{ rule: 'address', text: '100 Harbour Street', field: 'title', confidence: 0.95 }],
  });
  return alert!.id;
}

/** Adds the endpoint, raises an alert and runs its webhook job: the delivery row the worker wrote. */
async function deliverAlert(app: FastifyInstance, url: string) {
  const created = await apiCall(app, 'POST', '/api/notifications/webhooks', admin.token, { url });
  expect(created.statusCode).toBe(201);
  const alertId = await insertAlert(`Rezoning ${counter + 1} at 100 Harbour Street`);
  await app.notifications.notifyAlerts([alertId]);
  await app.jobs.drain();
  const rows = await ctx.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.alertId, alertId));
  await apiCall(app, 'DELETE', `/api/notifications/webhooks/${created.json().id}`, admin.token);
  return rows;
}

beforeEach(() => {
  dns.answers.clear();
  dns.queries.length = 0;
});

describe('DNS rebinding, through a DNS server on loopback', () => {
  it('refuses at delivery a name that answered a public address when added and loopback when delivered to', async () => {
    const receiver = await startReceiver('127.0.0.1');
    try {
      dns.answers.set('rebind.example.com', [PUBLIC, '127.0.0.1']);
      const rows = await deliverAlert(strict, `http://rebind.example.com:${receiver.port}/hook`);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ statusCode: null, error: NOT_DELIVERED });
      expect(rows[0]!.status).not.toBe('succeeded');
      expect(receiver.hits).toHaveLength(0);
      // One question when the endpoint was added, one at the delivery (whose loopback answer was refused).
      expect(dns.queries).toEqual(['rebind.example.com', 'rebind.example.com']);
    } finally {
      await receiver.close();
    }
  });

  it('connects to the address it checked, never to a later answer: the name rebound after the check reaches nothing', async () => {
    // On premises (private targets allowed), so the checked address may be a loopback receiver: 127.0.0.1 for the
    // endpoint's creation and the delivery's check, then 127.0.0.2 for anyone who asks again.
    const checked = await startReceiver('127.0.0.1');
    const later = await startReceiver('127.0.0.2', checked.port);
    try {
      dns.answers.set('pinned.example.com', ['127.0.0.1', '127.0.0.1', '127.0.0.2']);
      const rows = await deliverAlert(onPremises, `http://pinned.example.com:${checked.port}/hook`);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'succeeded', statusCode: 200, error: null });
      expect(later.hits).toHaveLength(0);
      expect(checked.hits).toHaveLength(1);
      expect(checked.hits[0]!.headers.host).toBe(`pinned.example.com:${checked.port}`);
      expect(JSON.parse(checked.hits[0]!.body)).toMatchObject({ event: 'alert.created' });
      expect(dns.queries).toEqual(['pinned.example.com', 'pinned.example.com']);
    } finally {
      await checked.close();
      await later.close();
    }
  });
});
