/**
 * SIGTERM to the production server entry (`src/server.ts` as a child process, on a PostgreSQL database a child can
 * reach: SKIPPED, and said so, when no server answers). With an alert chat streaming (its AI provider a loopback
 * fake of the OpenAI streaming protocol, holding its answer) and a request still arriving (half its body sent):
 * readiness turns 503 at once while the process still serves for SHUTDOWN_READINESS_DELAY_MS, then the stream gets
 * its final `interrupted` event, the slow request completes normally, and the process exits 0 within the grace.
 * The interrupted question, sent again, is answered without being stored twice.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { alertChatMessages } from '../../src/db/schema/index.js';
import { insertChatAlert, readChatEvents, type ChatEvent } from '../helpers/chat-helpers.js';
import {
  createTestContext,
  registerUser,
  TEST_JWT_SECRET,
  type RegisteredUser,
  type TestContext,
} from '../helpers/helpers.js';
import { postgresAnswers, SERVER_URL, startEntry, until, type Child } from '../helpers/process-helpers.js';

const hasPostgres = await postgresAnswers();
const inThisPass = !process.env.TEST_DATABASE_URL;
if (!hasPostgres) console.log(`graceful-shutdown.test: SKIPPED: no PostgreSQL answers at ${SERVER_URL}`);
else if (!inThisPass) console.log('graceful-shutdown.test: runs in the PGlite pass (it uses PostgreSQL either way)');
const describeShutdown = hasPostgres && inThisPass ? describe : describe.skip;

const GRACE_MS = 8_000;
const READINESS_DELAY_MS = 1_500;

describeShutdown('SIGTERM to the API server', () => {
  let ctx: TestContext;
  let owner: RegisteredUser;
  let alertId: number;
  let fakeAi: Server;
  const heldAnswers: ServerResponse[] = [];
  let server: Child | null = null;

  beforeAll(async () => {
    // This file's database on the PostgreSQL server (the child process must reach it).
    const before = process.env.TEST_DATABASE_URL;
    process.env.TEST_DATABASE_URL = SERVER_URL;
    try {
      ctx = await createTestContext();
    } finally {
      if (before === undefined) delete process.env.TEST_DATABASE_URL;
      else process.env.TEST_DATABASE_URL = before;
    }
    owner = await registerUser(ctx.app);
    ({ alertId } = await insertChatAlert(ctx.database.db, owner.user.company_id));

    // The AI provider: streams the start of an answer, then holds it (a long generation in progress).
    fakeAi = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.write(
          `data: ${JSON.stringify({ choices: [{ delta: { role: 'assistant', content: 'The tower ' } }] })}\n\n`,
        );
        heldAnswers.push(res);
      });
    });
    await new Promise<void>((resolve) => fakeAi.listen(0, '127.0.0.1', () => resolve()));
  }, 120_000);

  afterAll(async () => {
    if (server && server.process.exitCode === null && !server.process.signalCode) server.process.kill('SIGKILL');
    for (const res of heldAnswers) res.destroy();
    fakeAi?.close();
    await ctx?.close();
  });

  /** The production entry on this file's database, listening on a free port; `env` adds or overrides settings. */
  const startServer = (env: Record<string, string> = {}) =>
    startEntry('src/server.ts', {
      DATABASE_URL: ctx.database.url!,
      DATA_DIR: ctx.dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      JWT_SECRET: TEST_JWT_SECRET,
      PUBLIC_URL: 'http://localhost:3000',
      RATE_LIMIT_ENABLED: 'false',
      JOBS_WORKERS: 'external',
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      ...env,
    });

  it('turns not ready, still serves during the delay, ends the chat stream with interrupted, finishes the slow request, exits 0 within the grace', async () => {
    server = startServer({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: `http://127.0.0.1:${(fakeAi.address() as AddressInfo).port}/v1`,
      AI_API_KEY: 'test-key',
      SHUTDOWN_READINESS_DELAY_MS: String(READINESS_DELAY_MS),
    });
    const base = await until(
      'the server to listen',
      () => /API listening on (http:\/\/[\d.:]+)/.exec(server!.output())?.[1],
      90_000,
    );
    const ready = () => fetch(`${base}/api/health/ready`);
    expect(await (await ready()).json()).toEqual({ status: 'ready' });

    // 1. A chat streaming its answer.
    const events: ChatEvent[] = [];
    const chat = await fetch(`${base}/api/alerts/${alertId}/chat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'How tall is the tower?' }),
    });
    expect(chat.status).toBe(200);
    const streamEnded = readChatEvents(chat, (e) => events.push(e)).then(() => Date.now());
    await until('the first token', () => events.some((e) => e.type === 'token'));

    // 2. A request still arriving: headers and half of its body.
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password-1' });
    const slow = net.connect(Number(new URL(base).port), '127.0.0.1');
    let slowAnswer = '';
    slow.on('data', (d) => (slowAnswer += d));
    const slowClosed = new Promise<void>((resolve) => slow.once('close', () => resolve()));
    await new Promise<void>((resolve) => slow.once('connect', () => resolve()));
    slow.write(
      `POST /api/custom-auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );

    // 3. SIGTERM: not ready at once, yet still serving during the readiness delay.
    const sentAt = Date.now();
    server.process.kill('SIGTERM');
    const notReady = await until('readiness to fail', async () => {
      const res = await ready();
      return res.status === 503 ? res : null;
    });
    expect(await notReady.json()).toEqual({ detail: 'The server is shutting down.' });
    expect(notReady.headers.get('connection')).toBe('close');
    expect(Date.now() - sentAt).toBeLessThan(READINESS_DELAY_MS);
    expect((await fetch(`${base}/api/health`)).status).toBe(200); // liveness unchanged, still serving
    expect(events.some((e) => e.type === 'interrupted')).toBe(false);

    // 4. After the delay: the stream's last event is `interrupted`, no `done`.
    const endedAt = await streamEnded;
    expect(endedAt - sentAt).toBeGreaterThanOrEqual(READINESS_DELAY_MS - 50);
    expect(events.map((e) => e.type)).toEqual(['thread_id', 'token', 'interrupted']);
    expect(events[2]).toEqual({ type: 'interrupted', detail: expect.stringMatching(/restarting/) });

    // 5. The slow request, completed now, is answered as usual, and its connection closed.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.process.exitCode).toBeNull(); // still waiting for it
    slow.write(body.slice(10));
    await slowClosed;
    expect(slowAnswer).toMatch(/^HTTP\/1\.1 401 /);
    expect(slowAnswer.toLowerCase()).toContain('connection: close');
    expect(slowAnswer).toContain('"detail"');

    // 6. Exit 0 within the delay and the grace.
    const exit = await server.exited;
    expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 0, signal: null });
    expect(exit.atMs - sentAt).toBeLessThan(READINESS_DELAY_MS + GRACE_MS);
    expect(server.output()).toContain('ended with an interrupted event');
    console.log(
      `graceful-shutdown: SIGTERM to exit 0 in ${exit.atMs - sentAt} ms (readiness delay ${READINESS_DELAY_MS} ms)`,
    );

    // The question was stored once, the cut-off answer not at all; asked again, it is answered, still stored once.
    const threadId = events[0]!.thread_id as string;
    const messages = () =>
      ctx.database.db
        .select({ role: alertChatMessages.role, content: alertChatMessages.content })
        .from(alertChatMessages)
        .where(eq(alertChatMessages.threadId, threadId))
        .orderBy(asc(alertChatMessages.id));
    expect(await messages()).toEqual([{ role: 'user', content: 'How tall is the tower?' }]);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/alerts/${alertId}/chat`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { message: 'How tall is the tower?', thread_id: threadId },
    });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('"type":"done"');
    expect((await messages()).map((m) => m.role)).toEqual(['user', 'assistant']);
  }, 150_000);

  it('with the default settings (no readiness delay), a request arriving on an open connection during the drain is served, and an idle keep-alive connection is closed before any request is read', async () => {
    server = startServer();
    const base = await until(
      'the server to listen',
      () => /API listening on (http:\/\/[\d.:]+)/.exec(server!.output())?.[1],
      90_000,
    );
    const port = Number(new URL(base).port);
    const open = async () => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (d) => (received += d));
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      return { socket, closed, received: () => received };
    };
    // An idle keep-alive connection: one request answered, then nothing.
    const idle = await open();
    idle.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    await until('the first answer', () => /\r\n\r\n\{/.test(idle.received()));
    const firstAnswer = idle.received();
    // A connection whose request is on its way: its request line sent, its headers not yet.
    const arriving = await open();
    arriving.socket.write('GET /api/health HTTP/1.1\r\n');

    server.process.kill('SIGTERM');
    // The drain has begun once readiness fails (over a new connection); the app is closing from then on.
    await until('readiness to fail', async () => {
      const res = await fetch(`${base}/api/health/ready`).catch(() => null);
      return res === null || res.status === 503;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The idle connection was closed by the server, before any request of ours was read on it: a client retries.
    await idle.closed;
    expect(idle.received()).toBe(firstAnswer);
    // The request arriving now, on its open connection, is served (not a 503), and its connection closed after.
    arriving.socket.write('Host: 127.0.0.1\r\n\r\n');
    await arriving.closed;
    expect(arriving.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(arriving.received().toLowerCase()).toContain('connection: close');
    const exit = await server.exited;
    expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 0, signal: null });
  }, 150_000);
});
