import { AsyncLocalStorage } from 'node:async_hooks';
import { memoryPacer, type Pacer } from '../../lib/pacer.js';
import { challengeIn } from './challenge.js';

/*
 * Polite HTTP for connectors: a User-Agent that names us, at most one request per host every `minIntervalMs`,
 * a timeout, and retries with exponential backoff on network errors, 429 and 5xx.
 * What the portal answered is told in types, not in words: a SourceHttpError carries the HTTP status (null when
 * the host could not be reached), a SourceChallengeError is a bot-check page (Cloudflare's "Just a moment...",
 * a captcha, an "Access Denied" block page) where data was expected. Each attempt is also counted in the run's
 * RequestTally when there is one (withRequestTally), which is how a run knows that every request was refused.
 */
export interface PoliteFetchOptions {
  userAgent: string;
  minIntervalMs: number;
  timeoutMs?: number;
  retries?: number;
  /** Backoff base in ms (doubles each retry). */
  backoffMs?: number;
  /** Where the slots per host are kept: this process's memory by default, Redis to share them (lib/pacer.ts). */
  pacer?: Pacer;
  /** At most this many requests (attempts) to one host per day (in Toronto); 0 or unset: no bound. */
  dailyBudget?: number;
}

export class SourceHttpError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** The portal answered with a bot-check or block page (`challenge` names it) instead of the data asked for. */
export class SourceChallengeError extends SourceHttpError {
  constructor(
    message: string,
    status: number,
    readonly challenge: string,
  ) {
    super(message, status);
  }
}

/** The day's request budget of a host is spent: no request was made (the run stops until the next day). */
export class SourceBudgetError extends Error {
  constructor(
    readonly host: string,
    readonly budget: number,
  ) {
    super(`the daily budget of ${budget} requests to ${host} is spent; reading resumes tomorrow`);
  }
}

/** The day in Toronto ('2026-11-29'): a host's budget is per day there. */
const budgetDay = (now: Date) => now.toLocaleDateString('en-CA', { timeZone: 'America/Toronto' });

/** Every attempt made by one run: its HTTP status (null when the host could not be reached) and bot-check pages. */
export interface RequestTally {
  statuses: Array<number | null>;
  challenges: number;
}

const tallies = new AsyncLocalStorage<RequestTally>();

/** Runs `fn` with every polite fetch it makes (at any depth) counted in `tally`. */
export function withRequestTally<T>(tally: RequestTally, fn: () => Promise<T>): Promise<T> {
  return tallies.run(tally, fn);
}

/** The bytes of an HTML answer looked at for a bot-check page (its title and scripts come first). */
const PEEK_BYTES = 16 * 1024;

/**
 * The first bytes of an HTML answer, and the answer again with its whole body (the bytes read, then the rest),
 * for the caller to read as if nothing had been read.
 */
async function peekHtml(response: Response): Promise<{ head: string; response: Response }> {
  if (!response.body) return { head: '', response };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let done = false;
  while (size < PEEK_BYTES) {
    const next = await reader.read();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    size += next.value.length;
  }
  const head = new TextDecoder().decode(Buffer.concat(chunks).subarray(0, PEEK_BYTES));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      if (done) controller.close();
    },
    async pull(controller) {
      const next = await reader.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  const again = new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
  Object.defineProperty(again, 'url', { value: response.url });
  return { head, response: again };
}

const isConditional = (headers: RequestInit['headers']) =>
  Object.keys((headers as Record<string, string> | undefined) ?? {}).some((h) =>
    /^(if-none-match|if-modified-since)$/i.test(h),
  );

const isHtml = (response: Response) =>
  /^\s*(text\/html|application\/xhtml)/i.test(response.headers.get('content-type') ?? '');

export function createPoliteFetch(options: PoliteFetchOptions) {
  const pacer = options.pacer ?? memoryPacer();
  const wait = (ms: number, signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (ms <= 0) return resolve();
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal!.reason);
      };
      // The listener goes with the timer: a run's signal outlives hundreds of waits.
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal?.addEventListener('abort', onAbort, { once: true });
    });

  /** When the last request to each host was actually sent by this process (performance.now()). */
  const lastSent = new Map<string, number>();

  async function throttle(url: string, signal?: AbortSignal) {
    const host = new URL(url).host;
    const budget = options.dailyBudget ?? 0;
    // Counted before the request: a request refused by the budget is not made at all.
    if (budget > 0 && (await pacer.count(`budget:${host}:${budgetDay(new Date())}`, 2 * 86_400_000)) > budget)
      throw new SourceBudgetError(host, budget);
    const interval = options.minIntervalMs;
    const delay = await pacer.reserve(`host:${host}`, interval);
    const due = performance.now() + delay;
    await wait(delay, signal);
    if (interval <= 0) return;
    // Timers that fire late (a busy process) would send two requests closer than the interval, or together: in this
    // process, a request also waits for the interval after the last one actually sent to the host...
    for (;;) {
      const gap = (lastSent.get(host) ?? -Infinity) + interval - performance.now();
      if (gap <= 0) break;
      await wait(Math.ceil(gap), signal);
    }
    if (lastSent.size > 10_000) lastSent.clear();
    lastSent.set(host, performance.now());
    // ...and the host's next slot (shared with other processes) is pushed back by this request's lateness.
    const late = Math.round(performance.now() - due);
    if (late > 0) await pacer.reserve(`host:${host}`, Math.min(late, interval));
  }

  return async function politeFetch(url: string, init: RequestInit & { signal?: AbortSignal } = {}): Promise<Response> {
    const retries = options.retries ?? 3;
    let lastError: unknown;
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await wait((options.backoffMs ?? 500) * 2 ** (attempt - 1), init.signal);
      await throttle(url, init.signal);
      const timeout = AbortSignal.timeout(options.timeoutMs ?? 30_000);
      const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
      const tally = tallies.getStore();
      let answered = false;
      try {
        let response = await fetch(url, {
          ...init,
          signal,
          headers: { 'user-agent': options.userAgent, ...(init.headers as Record<string, string> | undefined) },
        });
        answered = true;
        // The next request to the host waits for the interval after this answer too: a request sent late by a busy
        // process and answered at once would otherwise reach the host just before the next one.
        lastSent.set(new URL(url).host, Math.max(lastSent.get(new URL(url).host) ?? 0, performance.now()));
        tally?.statuses.push(response.status);
        // A bot wall answers 200, 403, 429 or 503 with a page of its own: looked for in every HTML answer.
        if (isHtml(response) && (response.ok || [403, 429, 503].includes(response.status))) {
          const peeked = await peekHtml(response);
          response = peeked.response;
          const challenge = challengeIn(peeked.head);
          if (challenge) {
            if (tally) tally.challenges += 1;
            await response.body?.cancel();
            throw new SourceChallengeError(
              `${url} answered a bot-check page (${challenge}) instead of data`,
              response.status,
              challenge,
            );
          }
        }
        if (response.status === 429 || response.status >= 500) {
          lastError = new SourceHttpError(`${url} answered ${response.status}`, response.status);
          await response.body?.cancel();
          continue;
        }
        // A conditional request (If-None-Match, If-Modified-Since) answered "not modified": the caller's copy holds.
        if (response.status === 304 && isConditional(init.headers)) return response;
        if (!response.ok) {
          await response.body?.cancel();
          throw new SourceHttpError(`${url} answered ${response.status}`, response.status);
        }
        return response;
      } catch (error) {
        if (error instanceof SourceHttpError) throw error;
        if (init.signal?.aborted) throw error;
        if (!answered) tally?.statuses.push(null);
        lastError = error;
      }
    }
    if (lastError instanceof SourceHttpError) throw lastError;
    throw new SourceHttpError(
      `${url} could not be fetched: ${lastError instanceof Error ? lastError.message : String(lastError)}`,
      null,
    );
  };
}

export type PoliteFetch = ReturnType<typeof createPoliteFetch>;

/** A wall-clock time in America/Toronto ("2023/02/17 09:30:00") as a UTC Date, DST included. */
export function torontoTime(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  return zonedTime('America/Toronto', year, month, day, hour, minute, second);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A wall-clock time in an IANA time zone ('America/Winnipeg') as a UTC Date, DST included. */
export function zonedTime(
  timeZone: string,
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): Date {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const guess = Date.UTC(year, month - 1, day, hour, minute, second);
  const offset = (at: number) => {
    const parts = Object.fromEntries(format.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
    return Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!) - at;
  };
  // Two passes settle the offset across a DST change.
  let utc = guess - offset(guess);
  utc = guess - offset(utc);
  return new Date(utc);
}
