import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { NOT_DELIVERED, deliverWebhook } from '../../src/notifications/webhook-delivery.js';
import { addressAllowed, REFUSED_TARGET, type ResolvedAddress } from '../../src/notifications/webhook-target.js';
import { apiCall, createTestContext, registerUser, type RegisteredUser, type TestContext } from '../helpers/helpers.js';

/*
 * Webhook targets over the real app, the real database and real HTTP receivers on loopback. Host names are
 * resolved by a resolver the test controls (the app's `webhookResolve` option), so a name can answer a public
 * address when the endpoint is added and a loopback one when it is delivered to (DNS rebinding) without a DNS
 * server; the connection itself is a real TCP connection to whatever address the app decided to use.
 */

interface Hit {
  headers: IncomingMessage['headers'];
  body: string;
}
async function startReceiver(answer: (res: import('node:http').ServerResponse) => void = (res) => res.end('ok')) {
  const hits: Hit[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      hits.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (bound, then released). */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const PUBLIC = '93.184.216.34';
/** Answers per name; a name answers its list in turn (the last one repeated); unknown names do not resolve. */
const answers = new Map<string, string[][]>();
const lookups: string[] = [];
async function resolve(hostname: string): Promise<ResolvedAddress[]> {
  lookups.push(hostname);
  const queue = answers.get(hostname);
  if (!queue) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  const list = queue.length > 1 ? queue.shift()! : queue[0]!;
  return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
}

let ctx: TestContext;
let strict: FastifyInstance;
let onPremises: FastifyInstance;
let admin: RegisteredUser;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  ctx = await createTestContext();
  strict = await ctx.buildAnother({}, { webhookResolve: resolve });
  onPremises = await ctx.buildAnother({ WEBHOOK_ALLOW_PRIVATE: 'true' }, { webhookResolve: resolve });
  admin = await registerUser(ctx.app, { company_name: 'Hook Co' });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await ctx?.close();
});
beforeEach(() => {
  answers.clear();
  lookups.length = 0;
  receiver.hits.length = 0;
});

const create = (app: FastifyInstance, url: string) =>
  apiCall(app, 'POST', '/api/notifications/webhooks', admin.token, { url });
const sendTest = async (app: FastifyInstance, id: string) =>
  (await apiCall(app, 'POST', `/api/notifications/webhooks/${id}/test`, admin.token)).json();
/** The parts of a test delivery's answer an admin reads (ids, times and durations left out). */
const outcome = (d: {
  status: string;
  status_code: number | null;
  error: string | null;
  attempts: Array<{ status_code: number | null; error: string | null }>;
}) => ({
  status: d.status,
  status_code: d.status_code,
  error: d.error,
  attempts: d.attempts.map((a) => ({ status_code: a.status_code, error: a.error })),
});

describe('webhook targets', () => {
  it('refuses loopback, private, link-local, unique-local, multicast and metadata targets in every spelling, at creation and update', async () => {
    const port = receiver.port;
    answers.set('loopback.example.com', [['127.0.0.1']]);
    answers.set('mixed.example.com', [[PUBLIC, '10.0.0.1']]);
    answers.set('mapped.example.com', [['::ffff:169.254.169.254']]);
    answers.set('v6.example.com', [['fd12:3456::1']]);
    answers.set('hooks.example.com', [[PUBLIC]]);
    const refused = [
      `http://127.0.0.1:${port}/`,
      `http://localhost:${port}/`,
      `http://LOCALHOST.:${port}/`,
      `http://api.localhost:${port}/`,
      `http://127.1:${port}/`,
      `http://2130706433:${port}/`,
      `http://0x7f000001:${port}/`,
      `http://0177.0.0.1:${port}/`,
      `http://127.0.0.1.:${port}/`,
      `http://0.0.0.0:${port}/`,
      `http://0:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://[::1]:${port}/`,
      `http://[::]:${port}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:a9fe:a9fe]/latest/meta-data/',
      'http://[fd00:ec2::254]/latest/meta-data/',
      'http://metadata.google.internal/computeMetadata/v1/',
      'http://metadata/computeMetadata/v1/',
      'http://10.0.0.1/',
      'http://172.16.5.4/',
      'http://192.168.1.1/',
      'http://100.64.0.1/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
      'http://224.0.0.1/',
      'http://[ff02::1]/',
      'http://255.255.255.255/',
      'http://intranet/',
      'http://build.corp.internal/',
      'http://printer.local/',
      'https://loopback.example.com/hook',
      'https://mixed.example.com/hook',
      'https://mapped.example.com/hook',
      'https://v6.example.com/hook',
    ];
    const ok = await create(strict, 'https://hooks.example.com/ok');
    expect(ok.statusCode).toBe(201);
    for (const url of refused) {
      const created = await create(strict, url);
      expect([url, created.statusCode, created.json()]).toEqual([url, 400, { detail: REFUSED_TARGET }]);
      const patched = await apiCall(strict, 'PATCH', `/api/notifications/webhooks/${ok.json().id}`, admin.token, {
        url,
      });
      expect([url, patched.statusCode, patched.json()]).toEqual([url, 400, { detail: REFUSED_TARGET }]);
    }
    // Nothing was stored but the public endpoint, still pointing where it did.
    const list = (await apiCall(strict, 'GET', '/api/notifications/webhooks', admin.token)).json();
    expect(list.map((e: { url: string }) => e.url)).toEqual(['https://hooks.example.com/ok']);
    // A name that does not resolve yet is accepted (every delivery checks again).
    expect((await create(strict, 'https://not-yet.example.com/hook')).statusCode).toBe(201);
    expect(receiver.hits).toHaveLength(0);
    for (const e of (await apiCall(strict, 'GET', '/api/notifications/webhooks', admin.token)).json()) {
      await apiCall(strict, 'DELETE', `/api/notifications/webhooks/${e.id}`, admin.token);
    }
  });

  it('checks the address again at delivery and connects only to it: a name rebound to loopback reaches nothing', async () => {
    // Public when added, loopback when delivered to.
    answers.set('rebind.example.com', [[PUBLIC], ['127.0.0.1']]);
    const created = await create(strict, `http://rebind.example.com:${receiver.port}/hook`);
    expect(created.statusCode).toBe(201);
    const delivery = await sendTest(strict, created.json().id);
    expect(outcome(delivery)).toEqual({
      status: 'failed',
      status_code: null,
      error: NOT_DELIVERED,
      attempts: [{ status_code: null, error: NOT_DELIVERED }],
    });
    expect(receiver.hits).toHaveLength(0);
    expect(lookups).toEqual(['rebind.example.com', 'rebind.example.com']);
    await apiCall(strict, 'DELETE', `/api/notifications/webhooks/${created.json().id}`, admin.token);
  });

  it('resolves once per delivery and connects to the address it checked (pinned), with the name as Host', async () => {
    // On premises (private targets allowed): the name resolves to the loopback receiver, which no real DNS knows.
    answers.set('pinned.example.com', [['127.0.0.1']]);
    const created = await create(onPremises, `http://pinned.example.com:${receiver.port}/hook`);
    expect(created.statusCode).toBe(201);
    lookups.length = 0;
    const delivery = await sendTest(onPremises, created.json().id);
    expect(outcome(delivery)).toEqual({
      status: 'succeeded',
      status_code: 200,
      error: null,
      attempts: [{ status_code: 200, error: null }],
    });
    expect(lookups).toEqual(['pinned.example.com']);
    expect(receiver.hits).toHaveLength(1);
    expect(receiver.hits[0]!.headers.host).toBe(`pinned.example.com:${receiver.port}`);
    await apiCall(onPremises, 'DELETE', `/api/notifications/webhooks/${created.json().id}`, admin.token);
  });

  it('answers only delivered or not delivered: a closed port, an open one, an unknown name and a refused address read the same', async () => {
    const closed = await closedPort();
    answers.set('open.example.com', [[PUBLIC], ['127.0.0.1']]);
    answers.set('closed.example.com', [[PUBLIC], ['127.0.0.1']]);
    const open = (await create(strict, `http://open.example.com:${receiver.port}/`)).json();
    const shut = (await create(strict, `http://closed.example.com:${closed}/`)).json();
    const unknown = (await create(strict, 'http://gone.example.com/')).json();
    const outcomes = [
      outcome(await sendTest(strict, open.id)),
      outcome(await sendTest(strict, shut.id)),
      outcome(await sendTest(strict, unknown.id)),
    ];
    for (const o of outcomes) expect(o).toEqual(outcomes[0]);
    expect(outcomes[0]!.error).toBe(NOT_DELIVERED);
    expect(receiver.hits).toHaveLength(0);
    // Even where private targets are allowed, a closed port is "not delivered", never the system's error text.
    answers.set('closed.example.com', [['127.0.0.1']]);
    const onPrem = (await create(onPremises, `http://closed.example.com:${closed}/`)).json();
    expect(outcome(await sendTest(onPremises, onPrem.id))).toEqual(outcomes[0]);
    for (const id of [open.id, shut.id, unknown.id, onPrem.id])
      await apiCall(strict, 'DELETE', `/api/notifications/webhooks/${id}`, admin.token);
  });

  it('follows no redirect: a 3xx is a failed attempt with its status', async () => {
    const target = await startReceiver();
    const redirecting = await startReceiver((res) => {
      res.writeHead(307, { location: `http://127.0.0.1:${target.port}/elsewhere` });
      res.end();
    });
    try {
      answers.set('moved.example.com', [['127.0.0.1']]);
      const created = (await create(onPremises, `http://moved.example.com:${redirecting.port}/`)).json();
      expect(outcome(await sendTest(onPremises, created.id))).toEqual({
        status: 'failed',
        status_code: 307,
        error: 'HTTP 307',
        attempts: [{ status_code: 307, error: 'HTTP 307' }],
      });
      expect(redirecting.hits).toHaveLength(1);
      expect(target.hits).toHaveLength(0);
      await apiCall(onPremises, 'DELETE', `/api/notifications/webhooks/${created.id}`, admin.token);
    } finally {
      await target.close();
      await redirecting.close();
    }
  });

  it('bounds a delivery in time: an endpoint that never answers is not delivered once the time is up', async () => {
    const silent = await startReceiver(() => undefined);
    try {
      const started = Date.now();
      const result = await deliverWebhook(
        `http://127.0.0.1:${silent.port}/`,
        '{}',
        {},
        { allowPrivate: true, resolve },
        300,
      );
      expect(result).toEqual({ statusCode: null, error: NOT_DELIVERED });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(silent.hits).toHaveLength(1);
    } finally {
      await silent.close();
    }
  });

  it('classifies addresses with the metadata service refused even where private targets are allowed', () => {
    expect(addressAllowed(PUBLIC, false)).toBe(true);
    expect(addressAllowed('2606:4700::1111', false)).toBe(true);
    expect(addressAllowed('10.1.2.3', true)).toBe(true);
    expect(addressAllowed('169.254.169.254', true)).toBe(false);
    expect(addressAllowed('::ffff:169.254.169.254', true)).toBe(false);
    expect(addressAllowed('fd00:ec2::254', true)).toBe(false);
    expect(addressAllowed('not an address', true)).toBe(false);
  });
});
