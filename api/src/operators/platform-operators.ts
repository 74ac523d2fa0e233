import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { asSystem } from '../db/tenant-context.js';
import { normalizeEmail } from '../lib/password-policy.js';

/*
 * Platform operators run the global ingest sources (/api/admin/*). The flag is set only from the command line
 * (`npm run operator`), by whoever runs the server, never through the API. (A list of e-mail addresses in the
 * configuration would be weaker: sign-up does not prove that one owns an address, so whoever registered a listed
 * address first, before its owner, would become an operator.)
 */

/** Grants or revokes the flag of the user with this address; false when no such user (invited ones included) exists. */
export async function setPlatformOperator(db: DbOrTx, email: string, operator: boolean): Promise<boolean> {
  const rows = await asSystem('platform operator flag set from the command line', () =>
    db
      .update(users)
      .set({ platformOperator: operator })
      .where(eq(users.email, normalizeEmail(email)))
      .returning({ id: users.id }),
  );
  return rows.length > 0;
}

/** The addresses of the current operators. */
export async function listPlatformOperators(db: DbOrTx): Promise<string[]> {
  const rows = await asSystem('platform operators listed from the command line', () =>
    db.select({ email: users.email }).from(users).where(eq(users.platformOperator, true)).orderBy(asc(users.email)),
  );
  return rows.map((row) => row.email);
}
