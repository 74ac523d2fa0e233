import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { factsBlock } from './direct-answer.js';
import type { Citation } from '../db/schema/index.js';
import type { AiConfig } from '../config/ai.js';
import type { AiProvider, AnswerChunk, AnswerRequest, Passage, SummaryRequest, SummaryResult } from './types.js';

/*
 * The openai provider: any OpenAI-compatible chat-completions endpoint (OpenAI, Azure-style proxies, vLLM,
 * Ollama, LM Studio, ...), POST {AI_BASE_URL}/chat/completions with `stream: true`, read as server-sent events
 * (`data: {"choices":[{"delta":{"content":"..."}}]}` ... `data: [DONE]`) through eventsource-parser. The
 * passages go in as numbered sources; the model is told to answer only from them and cite [n]; the citations
 * returned are the sources the answer actually cites. The caller's signal aborts the HTTP request.
 */

/** An error of the AI service, with a message fit to show the user. */
export class AiProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AiProviderError';
  }
}

/** Characters of source text sent per passage and in all (keeps the prompt within common context windows). */
const PASSAGE_CHARS = 4000;
const TOTAL_CHARS = 48_000;

function sourcesBlock(passages: Passage[]): { text: string; used: Passage[] } {
  const used: Passage[] = [];
  const parts: string[] = [];
  let total = 0;
  for (const passage of passages) {
    const body = passage.text.length > PASSAGE_CHARS ? `${passage.text.slice(0, PASSAGE_CHARS)}…` : passage.text;
    if (total + body.length > TOTAL_CHARS && used.length > 0) break;
    total += body.length;
    used.push(passage);
    parts.push(`[${used.length}] ${passage.title}${passage.page ? ` (page ${passage.page})` : ''}\n${body}`);
  }
  return { text: parts.join('\n\n'), used };
}

/** The sources an answer cites ([1], [2, 3]), as citations in order of first mention. */
export function citationsFromText(text: string, used: Passage[]): Citation[] {
  const seen: number[] = [];
  for (const match of text.matchAll(/\[(\d+(?:\s*,\s*\d+)*)\]/g)) {
    for (const n of match[1]!.split(',').map((part) => Number(part.trim()))) {
      if (n >= 1 && n <= used.length && !seen.includes(n)) seen.push(n);
    }
  }
  return seen.map((n) => {
    const passage = used[n - 1]!;
    return {
      ...(passage.documentId !== undefined ? { documentId: passage.documentId } : {}),
      ...(passage.agendaItemId !== undefined ? { agendaItemId: passage.agendaItemId } : {}),
      ...(passage.page !== undefined ? { page: passage.page } : {}),
      ...(passage.url ? { url: passage.url } : {}),
      title: passage.title,
      quote: passage.text.slice(0, 300),
    };
  });
}

function describeStatus(status: number, detail: string): string {
  if (status === 401 || status === 403) return 'The AI service refused the API key (check AI_API_KEY).';
  if (status === 404) return 'The AI service does not know this model or address (check AI_MODEL and AI_BASE_URL).';
  if (status === 429) return 'The AI service is rate limiting requests; try again in a minute.';
  if (status >= 500) return `The AI service is unavailable right now (HTTP ${status}); try again later.`;
  return `The AI service rejected the request (HTTP ${status})${detail ? `: ${detail}` : ''}.`;
}

interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export function createOpenAiProvider(config: AiConfig, fetchImpl: typeof fetch = fetch): AiProvider {
  const endpoint = `${config.baseUrl}/chat/completions`;

  /** Streams the content deltas of one chat completion. */
  async function* complete(
    messages: ChatMessage[],
    signal: AbortSignal | undefined,
    maxTokens: number,
    askedAt?: number,
  ): AsyncGenerator<string> {
    // AI_TIMEOUT_MS counts from the question (its preparation took some of it), never less than a moment.
    const left = askedAt === undefined ? config.timeoutMs : config.timeoutMs - (Date.now() - askedAt);
    const timeout = AbortSignal.timeout(Math.max(1, Math.min(config.timeoutMs, left)));
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: config.model, messages, stream: true, temperature: 0.2, max_tokens: maxTokens }),
        signal: combined,
      });
    } catch (error) {
      if (signal?.aborted) return;
      if (timeout.aborted) throw new AiProviderError('The AI service did not answer in time; try again later.');
      throw new AiProviderError(`The AI service could not be reached (${(error as Error).message}).`);
    }
    if (!response.ok) {
      let detail = '';
      try {
        const body = (await response.json()) as { error?: { message?: string } };
        detail = body.error?.message?.slice(0, 200) ?? '';
      } catch {
        /* not JSON */
      }
      throw new AiProviderError(describeStatus(response.status, detail), response.status);
    }
    if (!response.body) throw new AiProviderError('The AI service sent an empty answer.');

    const pending: string[] = [];
    let done = false;
    let failure: string | null = null;
    const parser = createParser({
      onEvent(event: EventSourceMessage) {
        if (event.data === '[DONE]') {
          done = true;
          return;
        }
        try {
          const data = JSON.parse(event.data) as {
            choices?: Array<{ delta?: { content?: string | null } }>;
            error?: { message?: string };
          };
          if (data.error) failure = data.error.message ?? 'unknown error';
          const content = data.choices?.[0]?.delta?.content;
          if (content) pending.push(content);
        } catch {
          failure = 'the stream held data that is not JSON';
        }
      },
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      while (!done) {
        let chunk: Awaited<ReturnType<typeof reader.read>>;
        try {
          chunk = await reader.read();
        } catch (error) {
          if (signal?.aborted) return;
          if (timeout.aborted) throw new AiProviderError('The AI service did not finish in time; try again later.');
          throw new AiProviderError(`The AI service connection broke (${(error as Error).message}).`);
        }
        if (chunk.done) break;
        parser.feed(decoder.decode(chunk.value, { stream: true }));
        if (failure) throw new AiProviderError(`The AI service reported an error: ${failure}`);
        while (pending.length) {
          if (signal?.aborted) return;
          yield pending.shift()!;
        }
      }
    } finally {
      reader.cancel().catch(() => {});
    }
  }

  const system =
    "You are Parcelwatch's assistant for Ontario municipal activity. Answer only from the numbered sources given; " +
    'cite them with their numbers in square brackets, like [1] or [2]. If the sources do not contain the answer, say ' +
    '"I could not find that in the documents." Be concise and factual; give dates, addresses and decisions exactly as written.';
  /** For an alert's chat: lead with the answer, from the alert's facts, then the quotes (as the local provider does). */
  const answerFirst =
    'Start with a direct answer to the question in one to three sentences, using the facts below (what the item is, ' +
    'why it concerns the user, when it is decided, how to take part, what happened before); then give the supporting ' +
    'quotes from the sources as a short list, each with its number. Write plain Markdown, never HTML.';
  /** A French reader's answer: written in French, the sources quoted as they are. */
  const inFrench =
    ' Answer in Canadian French (the user reads the app in French); quote the sources in the language they are written in, ' +
    'and if they do not contain the answer, say "Je n’ai pas trouvé cela dans les documents."';

  return {
    name: 'openai',

    async *streamAnswer(request: AnswerRequest): AsyncGenerator<AnswerChunk> {
      const { text: sources, used } = sourcesBlock(request.passages);
      const messages: ChatMessage[] = [
        {
          role: 'system',
          content:
            `${system}${request.facts ? ` ${answerFirst}` : ''}${request.language === 'fr-CA' ? inFrench : ''}` +
            `\n\nContext: ${request.context}` +
            (request.facts ? `\n\nFacts:\n${factsBlock(request.facts)}` : '') +
            `\n\nSources:\n${sources || '(none)'}`,
        },
        ...request.history.slice(-20).map((turn) => ({ role: turn.role, content: turn.content })),
        { role: 'user', content: request.question },
      ];
      let answer = '';
      for await (const content of complete(messages, request.signal, 800, request.askedAt)) {
        answer += content;
        yield { type: 'token', content };
      }
      if (!request.signal.aborted) yield { type: 'citations', citations: citationsFromText(answer, used) };
    },

    async summarize(request: SummaryRequest): Promise<SummaryResult> {
      const { text: sources, used } = sourcesBlock(request.passages);
      if (used.length === 0) return { summary: '', citations: [] };
      const sentences = request.maxSentences ?? 5;
      const messages: ChatMessage[] = [
        { role: 'system', content: system },
        {
          role: 'user',
          content: `Summarize "${request.title}" in at most ${sentences} sentences, citing the sources by number.\n\nSources:\n${sources}`,
        },
      ];
      let summary = '';
      for await (const content of complete(messages, request.signal, 600)) summary += content;
      summary = summary.trim();
      return { summary, citations: citationsFromText(summary, used) };
    },
  };
}
