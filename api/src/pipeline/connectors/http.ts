import { memoryPacer, type Pacer } from '../../lib/pacer.js';

/*
 * Polite HTTP for connectors: a User-Agent that names us, at most one request per host every `minIntervalMs`,
 * a timeout, and retries with exponential backoff on network errors, 429 and 5xx.
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
}

export class SourceHttpError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

export function createPoliteFetch(options: PoliteFetchOptions) {
  const pacer = options.pacer ?? memoryPacer();
  const wait = (ms: number, signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (ms <= 0) return resolve();
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(signal.reason);
        },
        { once: true },
      );
    });

  async function throttle(url: string, signal?: AbortSignal) {
    const host = new URL(url).host;
    await wait(await pacer.reserve(`host:${host}`, options.minIntervalMs), signal);
  }

  return async function politeFetch(url: string, init: RequestInit & { signal?: AbortSignal } = {}): Promise<Response> {
    const retries = options.retries ?? 3;
    let lastError: unknown;
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await wait((options.backoffMs ?? 500) * 2 ** (attempt - 1), init.signal);
      await throttle(url, init.signal);
      const timeout = AbortSignal.timeout(options.timeoutMs ?? 30_000);
      const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
      try {
        const response = await fetch(url, {
          ...init,
          signal,
          headers: { 'user-agent': options.userAgent, ...(init.headers as Record<string, string> | undefined) },
        });
        if (response.status === 429 || response.status >= 500) {
          lastError = new SourceHttpError(`${url} answered ${response.status}`, response.status);
          await response.body?.cancel();
          continue;
        }
        if (!response.ok) {
          await response.body?.cancel();
          throw new SourceHttpError(`${url} answered ${response.status}`, response.status);
        }
        return response;
      } catch (error) {
        if (error instanceof SourceHttpError) throw error;
        if (init.signal?.aborted) throw error;
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
