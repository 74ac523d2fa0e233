/*
 * A dependency of a request (the database, the file storage) that does not answer is not a server fault the user
 * could do nothing about: the request answers 503 with a sentence saying what failed and to try again, never a bare
 * 500 and never a hang. docs/instances.md ("When a dependency fails") says what users see during each outage.
 */

export const DATABASE_UNAVAILABLE = 'The database is unavailable at the moment. Please try again in a few seconds.';
export const STORAGE_UNAVAILABLE = 'File storage is unavailable at the moment. Please try again in a few seconds.';
export const SERVICE_UNAVAILABLE = 'A service the server depends on is unavailable. Please try again in a few seconds.';

/**
 * The file storage failed (not a missing object, not the upload's own refusal): the error handler answers it 503
 * with STORAGE_UNAVAILABLE (`statusCode` says so to code that reads it, such as jobs).
 */
export class StorageUnavailableError extends Error {
  readonly statusCode = 503;
  constructor(cause: unknown) {
    super(STORAGE_UNAVAILABLE);
    this.name = 'StorageUnavailableError';
    this.cause = cause;
  }
}

/** SQLSTATEs of a server that is gone, going or full: connection exceptions (class 08), shutdowns, no slots. */
const DATABASE_DOWN_CODE = /^(08...|57P0[1-3]|53300)$/;
/** node-postgres's own messages for a connection lost or never made. */
const DATABASE_DOWN_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|Connection closed/i;
/** Node's system errors for a peer that refuses, resets, times out or cannot be found. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * The sentence for an error that means a dependency is unreachable, or undefined for any other error. Walks the
 * `cause` chain (Drizzle wraps the driver's error). A database error by its SQLSTATE or node-postgres's message; a
 * bare network error (node-postgres's refused connection carries no more than that) by its system code.
 */
export function unavailableDetail(error: unknown): string | undefined {
  let network = false;
  let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 6; depth++, e = e.cause as typeof e) {
    if (e instanceof StorageUnavailableError) return STORAGE_UNAVAILABLE;
    const code = typeof e.code === 'string' ? e.code : '';
    if (DATABASE_DOWN_CODE.test(code)) return DATABASE_UNAVAILABLE;
    if (DATABASE_DOWN_MESSAGE.test(String(e.message ?? ''))) return DATABASE_UNAVAILABLE;
    if (NETWORK_CODES.has(code)) network = true;
    // An AggregateError (a refused connection tried on IPv4 and IPv6) holds its causes in `errors`.
    const errors = (e as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((inner) => NETWORK_CODES.has(String((inner as { code?: unknown })?.code))))
      network = true;
  }
  return network ? SERVICE_UNAVAILABLE : undefined;
}
