/**
 * What domain code refuses, told by the error's class, never by an HTTP status: a domain throws one of these with
 * the sentence a user reads, and the HTTP layer's one error handler answers it (`httpStatusOf` in
 * `lib/http-error.ts` holds the class -> status table; docs/architecture.md, "Domain errors"). Domain folders do not
 * import `fastify` nor `lib/http-error.ts` (lint enforces it), so a domain can be called from a job, a CLI or a test
 * exactly as from a route.
 */
export abstract class DomainError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The request is not acceptable as sent: a value out of bounds, an unknown id in a list, a rule refused. */
export class InvalidError extends DomainError {}

/** The caller is not who they claim, or no longer signed in (wrong password, bad or expired token). */
export class UnauthenticatedError extends DomainError {}

/** The caller is known but may not do this (a role, an operator-only action). */
export class ForbiddenError extends DomainError {}

/** The thing does not exist, or is another company's (the answer does not tell which). */
export class NotFoundError extends DomainError {}

/** The thing is not in a state that allows this yet (a race, an unconfirmed payment). */
export class ConflictError extends DomainError {}

/** The thing existed but has expired (a checkout link). */
export class GoneError extends DomainError {}

/** What was sent is larger than allowed (an upload, a number of files). */
export class TooLargeError extends DomainError {}

/** Too many attempts in too short a time (sign-in, two-factor codes). */
export class TooManyAttemptsError extends DomainError {}

/** A provider the request depends on failed (payments, AI): not the user's mistake, worth trying again. */
export class UpstreamError extends DomainError {}
