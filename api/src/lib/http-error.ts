import {
  ConflictError,
  DomainError,
  ForbiddenError,
  GoneError,
  InvalidError,
  NotFoundError,
  TooLargeError,
  TooManyAttemptsError,
  UnauthenticatedError,
  UpstreamError,
} from './domain-errors.js';

/**
 * An error of the HTTP layer whose message is safe to show: the error handler answers `{ detail: message }` with
 * its status. Routes and plugins throw it; domain code throws a `DomainError` (lib/domain-errors.ts) instead, and
 * lint keeps this module out of domain folders.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, detail: string) {
    super(detail);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

export const httpError = (statusCode: number, detail: string) => new HttpError(statusCode, detail);

/** The one table from a domain refusal to the HTTP status that answers it. */
const DOMAIN_STATUS: ReadonlyArray<readonly [abstract new (message: string) => DomainError, number]> = [
  [InvalidError, 400],
  [UnauthenticatedError, 401],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [GoneError, 410],
  [TooLargeError, 413],
  [TooManyAttemptsError, 429],
  [UpstreamError, 502],
];

/** The HTTP status that answers an error the HTTP layer or a domain threw; undefined for any other error. */
export function httpStatusOf(error: unknown): number | undefined {
  if (error instanceof HttpError) return error.statusCode;
  if (error instanceof DomainError) {
    for (const [kind, status] of DOMAIN_STATUS) if (error instanceof kind) return status;
  }
  return undefined;
}
