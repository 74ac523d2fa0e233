import { eq } from 'drizzle-orm';
import type { AiProvider, AnswerRequest } from '../../src/ai/types.js';
import {
  agendaItems,
  alertChatMessages,
  alertChatThreads,
  alertItems,
  documentPages,
  documents,
  meetings,
} from '../../src/db/schema/index.js';
import { insertChatAlert, readChatEvents, type ChatEvent } from '../helpers/chat-helpers.js';
import { apiCall, createTestContext, registerUser, type RegisteredUser, type TestContext } from '../helpers/helpers.js';

/*
 * POST /api/alerts/{id}/chat over a real listening server on loopback, read with fetch and parsed by a real SSE
 * parser (eventsource-parser). The app's own AI provider answers; to observe an error and a client disconnect,
 * a test wraps it for one call (a provider that fails, and one that streams slowly and records its abort signal).
 */

let ctx: TestContext;
let owner: RegisteredUser;
let baseUrl: string;
let alertId: number;
let agendaItemId: number;
const DOCUMENT_TEXT =
  'Staff recommend approval of the zoning by-law amendment for 100 Harbour Street, a 32-storey tower.';

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await registerUser(ctx.app);
  const companyId = owner.user.company_id;
  const db = ctx.database.db;
  const seeded = await insertChatAlert(db, companyId);
  alertId = seeded.alertId;
  const [item] = await db
    .insert(agendaItems)
    .values({
      meetingId: seeded.meetingId,
      sourceId: '7.1',
      itemNumber: '7.1',
      title: 'Rezoning at 100 Harbour Street',
      description: 'A 32-storey tower with 410 units.',
    })
    .returning();
  agendaItemId = item!.id;
  const [doc] = await db
    .insert(documents)
    .values({
      source: 'test',
      sourceId: 'r1',
      meetingId: seeded.meetingId,
      agendaItemId,
      title: 'Staff report 7.1',
      url: 'https://example.org/r1.pdf',
      text: DOCUMENT_TEXT,
    })
    .returning();
  await db
    .insert(documentPages)
    .values({ documentId: doc!.id, pageNumber: 3, charStart: 0, charEnd: DOCUMENT_TEXT.length, text: DOCUMENT_TEXT });
  await db.insert(alertItems).values({
    alertId,
    companyId,
    agendaItemId,
    documentId: doc!.id,
    rule: 'address',
    score: 0.9,
    severity: 'urgent',
    impactSummary: 'Names the address.',
  });
  baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

/** Reads the whole SSE answer with a real parser; `onEvent` may abort the request. */
async function chat(body: unknown, opts: { onEvent?: (event: ChatEvent, abort: () => void) => void } = {}) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/alerts/${alertId}/chat`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  const events: ChatEvent[] = [];
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) return { res, events, json: await res.json() };
  try {
    await readChatEvents(res, (event) => {
      events.push(event);
      opts.onEvent?.(event, () => controller.abort());
    });
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  return { res, events, json: null };
}

/** Replaces app.ai.streamAnswer for the duration of `run`. */
async function withProvider<T>(streamAnswer: AiProvider['streamAnswer'], run: () => Promise<T>): Promise<T> {
  const ai = ctx.app.ai as { streamAnswer: AiProvider['streamAnswer'] };
  const original = ai.streamAnswer;
  ai.streamAnswer = streamAnswer;
  try {
    return await run();
  } finally {
    ai.streamAnswer = original;
  }
}

const waitFor = async (check: () => Promise<boolean>, ms = 3000) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('timed out');
};

describe('POST /api/alerts/{id}/chat (server-sent events)', () => {
  it('streams thread_id, tokens and done, stores the thread, and continues it with thread_id', async () => {
    const requests: AnswerRequest[] = [];
    const real = ctx.app.ai.streamAnswer.bind(ctx.app.ai);
    const first = await withProvider(
      (request) => {
        requests.push(request);
        return real(request);
      },
      () => chat({ message: 'How tall is the tower?' }),
    );
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(first.res.headers.get('x-accel-buffering')).toBe('no');
    const types = first.events.map((e) => e.type);
    expect(types[0]).toBe('thread_id');
    expect(types[types.length - 1]).toBe('done');
    expect(types.filter((t) => t === 'token').length).toBeGreaterThan(0);
    const threadId = first.events[0]!.thread_id as string;
    const reply = first.events
      .filter((e) => e.type === 'token')
      .map((e) => e.content)
      .join('');
    expect(reply.length).toBeGreaterThan(0);
    const done = first.events[first.events.length - 1]!;
    expect(done.thread_id).toBe(threadId);

    // Grounded in the alert's agenda item and its document pages.
    const passages = requests[0]!.passages;
    expect(passages.find((p) => p.agendaItemId === agendaItemId && p.id.startsWith('item:'))?.text).toContain(
      'Rezoning at 100 Harbour Street',
    );
    expect(passages.find((p) => p.id.startsWith('doc:'))).toMatchObject({
      text: DOCUMENT_TEXT,
      page: 3,
      title: 'Staff report 7.1',
      url: 'https://example.org/r1.pdf',
    });
    expect(requests[0]!.context).toContain('Harbour Tower');
    expect(requests[0]!.history).toEqual([]);

    const stored = await ctx.database.db
      .select()
      .from(alertChatMessages)
      .where(eq(alertChatMessages.threadId, threadId))
      .orderBy(alertChatMessages.id);
    expect(stored.map((m) => [m.role, m.content])).toEqual([
      ['user', 'How tall is the tower?'],
      ['assistant', reply],
    ]);
    expect(stored[1]!.id).toBe(done.message_id);
    expect(stored[1]!.citations).toEqual(done.citations);

    const second = await withProvider(
      (request) => {
        requests.push(request);
        return real(request);
      },
      () => chat({ message: 'And how many units?', thread_id: threadId }),
    );
    expect(second.events[0]).toEqual({ type: 'thread_id', thread_id: threadId });
    expect(requests[1]!.history).toEqual([
      { role: 'user', content: 'How tall is the tower?' },
      { role: 'assistant', content: reply },
    ]);
    const threads = await ctx.database.db.select().from(alertChatThreads).where(eq(alertChatThreads.alertId, alertId));
    expect(threads).toHaveLength(1);
  });

  it('stores the citations the provider gives', async () => {
    const citations = [{ documentId: 1, title: 'Staff report 7.1', page: 3, quote: '32-storey tower' }];
    const { events } = await withProvider(
      async function* () {
        yield { type: 'token', content: 'It is ' };
        yield { type: 'token', content: '32 storeys.' };
        yield { type: 'citations', citations };
      },
      () => chat({ message: 'Height?' }),
    );
    expect(events.map((e) => e.type)).toEqual(['thread_id', 'token', 'token', 'done']);
    expect(events[3]!.citations).toEqual(citations);
    const [saved] = await ctx.database.db
      .select()
      .from(alertChatMessages)
      .where(eq(alertChatMessages.id, events[3]!.message_id));
    expect(saved).toMatchObject({ role: 'assistant', content: 'It is 32 storeys.', citations });
  });

  it("hands the provider the alert's own report as it is, and the meeting's report on another item as background", async () => {
    const db = ctx.database.db;
    const [ownItem] = await db.select().from(agendaItems).where(eq(agendaItems.id, agendaItemId));
    const [other] = await db
      .insert(agendaItems)
      .values({
        meetingId: ownItem!.meetingId,
        sourceId: '7.2',
        itemNumber: '7.2',
        title: 'Rezoning at 200 Dock Street',
      })
      .returning();
    await db.insert(documents).values({
      source: 'test',
      sourceId: 'r2',
      meetingId: ownItem!.meetingId,
      agendaItemId: other!.id,
      title: 'Staff report 7.2',
      text: 'Staff recommend refusal of the rezoning for 200 Dock Street.',
    });
    let seen: AnswerRequest | null = null;
    await withProvider(
      async function* (request) {
        seen = request;
        yield { type: 'token', content: 'Noted.' };
      },
      () => chat({ message: 'What do staff recommend?' }),
    );
    const passages = (seen as AnswerRequest | null)?.passages ?? [];
    const byTitle = (title: string) => passages.find((passage) => passage.title === title);
    expect(byTitle('Staff report 7.1')).toMatchObject({ text: DOCUMENT_TEXT, page: 3 });
    expect(byTitle('Staff report 7.1')!.weight).toBeUndefined();
    expect(byTitle('Staff report 7.2')).toMatchObject({ weight: 0.3 });
    // The meeting's date (its day in Toronto) is a passage too.
    expect(byTitle('Planning and Development Committee')).toMatchObject({
      id: expect.stringMatching(/^meeting:\d+$/),
      text: expect.stringContaining('meeting of November 30, 2026.'),
    });
    // Answered by the app's own (local) provider, the alert's own report leads.
    const { events } = await chat({ message: 'What do staff recommend?' });
    const answer = events
      .filter((e) => e.type === 'token')
      .map((e) => e.content)
      .join('');
    expect(answer.indexOf('100 Harbour Street')).toBeGreaterThan(-1);
    expect(answer.indexOf('100 Harbour Street')).toBeLessThan(answer.indexOf('Sources:'));
    expect(answer).not.toContain('200 Dock Street');
    // A "when" question finds the meeting's date though no document words it so.
    const when = await chat({ message: 'When is the decision expected?' });
    expect(
      when.events
        .filter((e) => e.type === 'token')
        .map((e) => e.content)
        .join(''),
    ).toMatch(/^It (goes|went) to the Planning and Development Committee of Mississauga on November 30, 2026\./);
  });

  it("answers from the alert's facts first: why it concerns the property, and the file's earlier steps", async () => {
    const db = ctx.database.db;
    const [ownItem] = await db.select().from(agendaItems).where(eq(agendaItems.id, agendaItemId));
    await db
      .update(agendaItems)
      .set({ applicationNumbers: ['OZ 22/012'] })
      .where(eq(agendaItems.id, agendaItemId));
    const [earlier] = await db
      .insert(meetings)
      .values({
        source: 'test',
        sourceId: 'm0',
        municipalityId: (await db.select().from(meetings).where(eq(meetings.id, ownItem!.meetingId)))[0]!
          .municipalityId,
        title: 'Planning and Development Committee',
        startsAt: new Date('2026-06-15T18:00:00Z'),
      })
      .returning();
    await db.insert(agendaItems).values({
      meetingId: earlier!.id,
      sourceId: '4.1',
      title: 'Information report: OZ 22/012, 100 Harbour Street',
      applicationNumbers: ['OZ 22/012'],
    });
    const text = async (message: string) =>
      (await chat({ message })).events
        .filter((e) => e.type === 'token')
        .map((e) => e.content)
        .join('');
    expect(await text('What does this mean for my property?')).toMatch(
      /^It names 98 Harbour Street, which is the address of your property Harbour Tower\. This item is a zoning by-law amendment: "Rezoning at 100 Harbour Street"\./,
    );
    expect(await text('What happened before?')).toMatch(
      /^Before this: June 15, 2026: "Information report: OZ 22\/012, 100 Harbour Street" at the Planning and Development Committee of Mississauga\./,
    );
  });

  it('sends an error event when the provider fails, and stores no answer', async () => {
    const { events } = await withProvider(
      async function* () {
        yield { type: 'token', content: 'Partial ' };
        throw new Error('upstream model unavailable (internal detail)');
      },
      () => chat({ message: 'Will it fail?' }),
    );
    expect(events.map((e) => e.type)).toEqual(['thread_id', 'token', 'error']);
    expect(events[2]).toEqual({ type: 'error', message: 'The assistant could not answer. Please try again.' });
    const messages = await ctx.database.db
      .select()
      .from(alertChatMessages)
      .where(eq(alertChatMessages.threadId, events[0]!.thread_id));
    expect(messages.map((m) => m.role)).toEqual(['user']);
  });

  it('stops generating when the client disconnects', async () => {
    let produced = 0;
    let signal: AbortSignal | undefined;
    let finished = false;
    const { events } = await withProvider(
      async function* (request) {
        signal = request.signal;
        try {
          for (let i = 0; i < 200; i++) {
            if (request.signal.aborted) return;
            produced += 1;
            yield { type: 'token', content: `t${i} ` };
            await new Promise((r) => setTimeout(r, 10));
          }
        } finally {
          finished = true;
        }
      },
      () =>
        chat(
          { message: 'Tell me everything' },
          {
            onEvent: (event, abort) => {
              if (event.type === 'token' && event.content === 't2 ') abort();
            },
          },
        ),
    );
    expect(events.filter((e) => e.type === 'token').length).toBeGreaterThanOrEqual(3);
    await waitFor(async () => finished);
    expect(signal?.aborted).toBe(true);
    expect(produced).toBeLessThan(50);
    const messages = await ctx.database.db
      .select()
      .from(alertChatMessages)
      .where(eq(alertChatMessages.threadId, events[0]!.thread_id));
    expect(messages.map((m) => m.role)).toEqual(['user']);
  });

  it('validates the message and thread_id before streaming (JSON errors)', async () => {
    for (const [body, status, detail] of [
      [{ message: '   ' }, 400, 'Message is required'],
      [{ message: 'Hi', thread_id: 'nope' }, 404, 'Thread not found'],
      [{ message: 'Hi', thread_id: '8c1f6d1e-3b7a-4c55-9a43-0f5e0f1b1c2d' }, 404, 'Thread not found'],
    ] as const) {
      const res = await apiCall(ctx.app, 'POST', `/api/alerts/${alertId}/chat`, owner.token, body);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ detail });
    }
    const missing = await apiCall(ctx.app, 'POST', `/api/alerts/${alertId}/chat`, owner.token, {});
    expect(missing.statusCode).toBe(400);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/alerts/${alertId}/chat`,
      payload: { message: 'Hi' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is rate limited (30 a minute per client)', async () => {
    const limited = await ctx.buildAnother({ RATE_LIMIT_ENABLED: 'true' });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await apiCall(limited, 'POST', `/api/alerts/${alertId}/chat`, owner.token, { message: '   ' });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
