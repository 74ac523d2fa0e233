import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { aiFromEnv } from '../../src/config/ai.js';
import { AiProviderError, createOpenAiProvider } from '../../src/ai/openai.js';
import type { AnswerChunk, Passage } from '../../src/ai/types.js';
import { loadConfig } from '../../src/config/index.js';

/*
 * The openai provider against a fake OpenAI-compatible server on loopback (the paid API cannot be reached from
 * tests). The fake speaks the real streaming protocol: POST /v1/chat/completions answered with
 * `text/event-stream` chunks `data: {"choices":[{"delta":{"content":"..."}}]}` and a final `data: [DONE]`.
 */

interface Received {
  headers: http.IncomingHttpHeaders;
  body: { model: string; stream: boolean; messages: Array<{ role: string; content: string }> };
}

type Mode = 'ok' | '401' | '500' | 'slow';

let server: http.Server;
let baseUrl: string;
let mode: Mode = 'ok';
let received: Received[] = [];
let closedEarly = false;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(raw) });
      if (req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      if (mode === '401') {
        res
          .writeHead(401, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'Incorrect API key provided' } }));
        return;
      }
      if (mode === '500') {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'boom' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const pieces = ['The public meeting ', 'is on March 14, 2026 ', '[1].', ' Staff recommend refusal [2].'];
      if (mode === 'slow') {
        // Sends a token every 20 ms for a long time: the client must hang up when aborted.
        let i = 0;
        const timer = setInterval(() => {
          res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: `word${i++} ` } }] })}\n\n`);
        }, 20);
        res.on('close', () => {
          closedEarly = true;
          clearInterval(timer);
        });
        return;
      }
      // The first event is split across two writes, like a real network can do.
      const first = `data: ${JSON.stringify({ choices: [{ delta: { role: 'assistant', content: '' } }] })}\n\n`;
      res.write(first.slice(0, 10));
      res.write(first.slice(10));
      for (const content of pieces) res.write(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
      res.write('data: [DONE]\n\n');
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  mode = 'ok';
  received = [];
  closedEarly = false;
});

const passages: Passage[] = [
  {
    id: 'item:1',
    title: '10.3 Zoning By-law Amendment - 123 Main St',
    agendaItemId: 1,
    text: 'A statutory public meeting will be held on March 14, 2026.',
  },
  {
    id: 'doc:7:p2',
    title: 'Staff report',
    documentId: 7,
    page: 2,
    url: 'https://example.test/r.pdf',
    text: 'Staff recommend that Council refuse the application.',
  },
  { id: 'doc:7:p3', title: 'Staff report', documentId: 7, page: 3, text: 'Unrelated appendix.' },
];

function provider() {
  return createOpenAiProvider(
    aiFromEnv({ AI_PROVIDER: 'openai', AI_BASE_URL: baseUrl, AI_API_KEY: 'sk-test-123', AI_MODEL: 'test-model' }),
  );
}

async function collect(stream: AsyncIterable<AnswerChunk>) {
  const tokens: string[] = [];
  let citations: unknown[] | null = null;
  for await (const chunk of stream) {
    if (chunk.type === 'token') tokens.push(chunk.content);
    else citations = chunk.citations;
  }
  return { tokens, text: tokens.join(''), citations };
}

describe('AI configuration', () => {
  it('defaults to the local provider and validates the openai settings', () => {
    expect(loadConfig({}).ai).toEqual({
      provider: 'local',
      baseUrl: 'https://api.openai.com/v1',
      apiKey: null,
      model: 'gpt-4o-mini',
      timeoutMs: 60000,
    });
    expect(() => aiFromEnv({ AI_PROVIDER: 'openai' })).toThrow(
      'Invalid environment variable AI_API_KEY: must be set when AI_PROVIDER is openai',
    );
    expect(() => aiFromEnv({ AI_PROVIDER: 'claude' })).toThrow('AI_PROVIDER: "claude" is not one of local, openai');
    expect(() => aiFromEnv({ AI_BASE_URL: 'ftp://x' })).toThrow('AI_BASE_URL: must start with http:// or https://');
    expect(() => aiFromEnv({ AI_TIMEOUT_MS: '5' })).toThrow('AI_TIMEOUT_MS');
    expect(
      aiFromEnv({ AI_PROVIDER: 'OpenAI', AI_API_KEY: 'k', AI_BASE_URL: 'http://localhost:11434/v1/' }),
    ).toMatchObject({ provider: 'openai', baseUrl: 'http://localhost:11434/v1' });
  });
});

describe('openai provider (fake OpenAI-compatible server on loopback)', () => {
  it('streams the answer token by token and cites the sources the answer names', async () => {
    const result = await collect(
      provider().streamAnswer({
        question: 'When is the meeting?',
        history: [
          { role: 'user', content: 'Hi' },
          { role: 'assistant', content: 'Hello' },
        ],
        passages,
        context: 'Alert for 123 Main St',
        signal: new AbortController().signal,
      }),
    );
    expect(result.tokens).toEqual([
      'The public meeting ',
      'is on March 14, 2026 ',
      '[1].',
      ' Staff recommend refusal [2].',
    ]);
    expect(result.citations).toEqual([
      expect.objectContaining({ agendaItemId: 1, title: '10.3 Zoning By-law Amendment - 123 Main St' }),
      expect.objectContaining({ documentId: 7, page: 2, url: 'https://example.test/r.pdf', title: 'Staff report' }),
    ]);
    const [request] = received;
    expect(request!.headers.authorization).toBe('Bearer sk-test-123');
    expect(request!.body).toMatchObject({ model: 'test-model', stream: true });
    const roles = request!.body.messages.map((m) => m.role);
    expect(roles).toEqual(['system', 'user', 'assistant', 'user']);
    expect(request!.body.messages[0]!.content).toContain(
      '[2] Staff report (page 2)\nStaff recommend that Council refuse the application.',
    );
    expect(request!.body.messages[0]!.content).toContain('Context: Alert for 123 Main St');
    expect(request!.body.messages.at(-1)!.content).toBe('When is the meeting?');
  });

  it("gets the alert's facts and is told to lead with the answer, as the local provider does", async () => {
    received.length = 0;
    await collect(
      provider().streamAnswer({
        question: 'What does this mean for my property?',
        history: [],
        passages,
        context: 'Alert for 123 Main St',
        facts: {
          title: 'Rezoning at 123 Main St',
          property: { name: 'Main St lot', address: '123 Main St' },
          items: [{ title: '10.3 Zoning By-law Amendment - 123 Main St', rule: 'address', matchedText: '123 Main St' }],
          meeting: { title: 'Planning Committee', municipality: 'Brampton', startsAt: '2026-03-14T18:00:00.000Z' },
          history: [],
          now: '2026-03-01T12:00:00.000Z',
        },
        signal: new AbortController().signal,
      }),
    );
    const system = received[0]!.body.messages[0]!.content;
    expect(system).toContain('Start with a direct answer to the question');
    expect(system).toContain(
      '- Why it concerns the user: It names 123 Main St, which is the address of your property Main St lot.',
    );
    expect(system).toContain('- When: It goes to the Planning Committee of Brampton on March 14, 2026.');
    expect(system).toContain('- What: This item is a zoning by-law amendment');
  });

  it('summarizes with citations', async () => {
    const result = await provider().summarize({ title: 'Staff report', passages });
    expect(result.summary).toBe('The public meeting is on March 14, 2026 [1]. Staff recommend refusal [2].');
    expect(result.citations).toHaveLength(2);
    expect(received[0]!.body.messages[1]!.content).toContain('Summarize "Staff report" in at most 5 sentences');
  });

  it('maps a refused key (401) and a server failure (500) to clear messages', async () => {
    mode = '401';
    await expect(provider().summarize({ title: 'x', passages })).rejects.toThrow(
      'The AI service refused the API key (check AI_API_KEY).',
    );
    mode = '500';
    const error = await provider()
      .summarize({ title: 'x', passages })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiProviderError);
    expect((error as AiProviderError).status).toBe(500);
    expect((error as Error).message).toBe('The AI service is unavailable right now (HTTP 500); try again later.');
  });

  it('an unreachable service is a clear error', async () => {
    const unreachable = createOpenAiProvider(
      aiFromEnv({ AI_PROVIDER: 'openai', AI_BASE_URL: 'http://127.0.0.1:1/v1', AI_API_KEY: 'k' }),
    );
    await expect(unreachable.summarize({ title: 'x', passages })).rejects.toThrow(
      /^The AI service could not be reached/,
    );
  });

  it('stops and hangs up when the caller aborts', async () => {
    mode = 'slow';
    const controller = new AbortController();
    const tokens: string[] = [];
    for await (const chunk of provider().streamAnswer({
      question: 'q',
      history: [],
      passages,
      context: 'c',
      signal: controller.signal,
    })) {
      if (chunk.type === 'token') tokens.push(chunk.content);
      if (tokens.length === 3) controller.abort();
    }
    expect(tokens).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closedEarly).toBe(true);
  });

  it('counts AI_TIMEOUT_MS from the question: the time spent before the call is taken off', async () => {
    mode = 'slow';
    const limited = createOpenAiProvider(
      aiFromEnv({ AI_PROVIDER: 'openai', AI_BASE_URL: baseUrl, AI_API_KEY: 'k', AI_TIMEOUT_MS: '4000' }),
    );
    // Asked 3.7 s ago (the thread and the passages took that long): 0.3 s are left, not 4 s. The bound below is
    // far from both figures so a loaded machine cannot fail it while a provider that restarts the clock still does.
    const started = Date.now();
    const run = collect(
      limited.streamAnswer({
        question: 'q',
        history: [],
        passages,
        context: 'c',
        signal: new AbortController().signal,
        askedAt: started - 3700,
      }),
    );
    await expect(run).rejects.toThrow(AiProviderError);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
