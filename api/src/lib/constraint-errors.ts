/*
 * What a database error means for the client. A constraint the database enforced is the client's conflict or
 * mistake (two requests racing for the same email, a number too big for its column), never a server fault: it
 * answers 409 or 400 with a sentence, and no SQL, table or value leaks into the answer.
 *
 * node-postgres and PGlite both raise a `DatabaseError` carrying the SQLSTATE `code` and the `constraint` name;
 * Drizzle (and our own code) may wrap it as the `cause` of another error, so the chain is walked.
 */

export interface DatabaseErrorFields {
  code: string;
  constraint?: string;
  message: string;
}

/**
 * The first error in the `cause` chain that carries a SQLSTATE (five digits or capitals, at least one digit, so a
 * Node system error such as EPIPE is not taken for one), or undefined.
 */
export function databaseError(error: unknown): DatabaseErrorFields | undefined {
  let e = error as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 6; depth++, e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^(?=.*\d)[0-9A-Z]{5}$/.test(e.code)) {
      return {
        code: e.code,
        constraint: typeof e.constraint === 'string' ? e.constraint : undefined,
        message: String(e.message ?? ''),
      };
    }
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown): boolean => databaseError(error)?.code === '23505';

/** Unique indexes a client can run into, named in words. */
const TAKEN: Record<string, string> = {
  users_email_unique: 'An account with this email already exists',
  item_follows_user_item: 'You already follow this item',
  billing_subscriptions_property_unique: 'This property already has a subscription',
  billing_subscriptions_company_plan_unique: 'Your company already has this plan',
  calendar_feeds_live_user_idx: 'You already have a calendar feed',
};

/** The answer for a database error a client caused, or undefined when it is a server fault (kept a 500). */
export function constraintAnswer(error: unknown): { status: 400 | 409; detail: string } | undefined {
  const db = databaseError(error);
  if (!db) return undefined;
  switch (db.code) {
    case '23505': // unique_violation
      return { status: 409, detail: (db.constraint && TAKEN[db.constraint]) || 'This already exists' };
    case '23503': // foreign_key_violation
      // A delete of a row others still refer to, or a write naming a row that does not exist (or no longer does).
      return /^update or delete on/i.test(db.message)
        ? { status: 409, detail: 'This is still in use and cannot be removed' }
        : { status: 400, detail: 'Something this request refers to does not exist' };
    case '23502': // not_null_violation
      return { status: 400, detail: 'A required value is missing' };
    case '23514': // check_violation
      return { status: 400, detail: 'A value is not allowed' };
    case '22003': // numeric_value_out_of_range
      return { status: 400, detail: 'A number is out of range' };
    case '22P02': // invalid_text_representation
      return { status: 400, detail: 'A value has the wrong type' };
    case '22001': // string_data_right_truncation
      return { status: 400, detail: 'A value is too long' };
    case '22007': // invalid_datetime_format
    case '22008': // datetime_field_overflow
      return { status: 400, detail: 'A date is not valid' };
    default:
      return undefined;
  }
}
