import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { users } from '../db/schema/index.js';

/** A member's name as the inbox shows it: first and last name, else the address. */
export function teammateName(u: { firstName: string; lastName: string; email: string }): string {
  return [u.firstName, u.lastName].filter(Boolean).join(' ').trim() || u.email;
}

/** A member of the company who can be assigned an alert (an admin or an analyst, not a pending invitation). */
export async function findAssignable(db: DbOrTx, companyId: string, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      language: users.language,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId), inArray(users.role, ['admin', 'analyst'])));
  return row ?? null;
}

export type Assignable = NonNullable<Awaited<ReturnType<typeof findAssignable>>>;
