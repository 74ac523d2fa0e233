import type { Pacer } from '../lib/pacer.js';
import { readBoundedBody } from './connectors/bounded-body.js';
import { createPoliteFetch, SourceHttpError, type PoliteFetch } from './connectors/http.js';
import { readEscribeCalendar } from './connectors/escribe.js';

/*
 * Before an operator's eSCRIBE portal is saved, its calendar is read once with the real connector's request, bounded:
 * one retry, PROBE_TIMEOUT_MS for the whole read, and an answer of at most PROBE_MAX_BYTES. The answer is how many
 * meetings its calendar lists in the window a run reads (30 days back, 60 ahead).
 */

export const PROBE_TIMEOUT_MS = 15_000;
export const PROBE_MAX_BYTES = 4 * 1024 * 1024;
const DAY = 86_400_000;

/** A portal that could not be read as an eSCRIBE calendar; the message says why, in words. */
export class ProbeError extends Error {}

export interface ProbeOptions {
  userAgent: string;
  minIntervalMs: number;
  pacer?: Pacer;
  /** Tests: shorter bounds. */
  timeoutMs?: number;
  maxBytes?: number;
  now?: () => Date;
}

/** `fetch` whose answers are read with a byte bound (declared and actual) before anyone parses them. */
function boundedFetch(fetch: PoliteFetch, maxBytes: number): PoliteFetch {
  return async (url, init) => {
    const response = await fetch(url, init);
    const body = await readBoundedBody(
      response,
      maxBytes,
      () => new ProbeError(`The portal's calendar is larger than ${maxBytes / 1024 / 1024} MB`),
    );
    return new Response(body, { status: response.status, headers: response.headers });
  };
}

/** Reads the portal's calendar once: how many meetings it lists, or a ProbeError saying why it could not. */
export async function probeEscribePortal(baseUrl: string, options: ProbeOptions): Promise<{ meetings: number }> {
  const timeoutMs = options.timeoutMs ?? PROBE_TIMEOUT_MS;
  const fetch = boundedFetch(
    createPoliteFetch({
      pacer: options.pacer,
      userAgent: options.userAgent,
      minIntervalMs: options.minIntervalMs,
      timeoutMs,
      retries: 1,
      backoffMs: 500,
    }),
    options.maxBytes ?? PROBE_MAX_BYTES,
  );
  const now = options.now?.() ?? new Date();
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const entries = await readEscribeCalendar(
      fetch,
      baseUrl,
      new Date(now.getTime() - 30 * DAY),
      new Date(now.getTime() + 60 * DAY),
      signal,
    );
    return { meetings: entries?.length ?? 0 };
  } catch (error) {
    if (error instanceof ProbeError) throw error;
    if (signal.aborted) throw new ProbeError(`The portal did not answer within ${timeoutMs / 1000} seconds`);
    if (error instanceof SourceHttpError)
      throw new ProbeError(
        error.status
          ? `The portal answered ${error.status} to its calendar request`
          : `The portal could not be reached`,
      );
    throw new ProbeError("The portal's answer is not an eSCRIBE calendar (MeetingsCalendarView.aspx)");
  }
}
