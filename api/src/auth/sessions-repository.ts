import { and, count, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { companies, sessions, users, type Session, type User } from '../db/schema/index.js';

/** Sessions of the user that can still authenticate (not revoked, not expired). */
const activeSessionsOf = (userId: string) =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));

export type NewSession = Omit<typeof sessions.$inferInsert, 'id' | 'revokedAt'>;

/** Inserts a session row and returns its id. */
export async function insertSession(db: DbOrTx, values: NewSession): Promise<string> {
  const [session] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return session!.id;
}

/** Records a sign-in time on the user; answers the updated row (undefined if the user is gone). */
export async function markLastLogin(db: DbOrTx, userId: string, at: Date): Promise<User | undefined> {
  const [updated] = await db.update(users).set({ lastLogin: at }).where(eq(users.id, userId)).returning();
  return updated;
}

/** Revokes one active session of the user; false when there was none to revoke. */
export async function revokeSession(db: DbOrTx, sessionId: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes every active session of the user, except `exceptSessionId` when given. Returns how many. */
export async function revokeActiveSessions(db: DbOrTx, userId: string, exceptSessionId?: string): Promise<number> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())];
  if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return rows.length;
}

/** The user's active sessions, newest first. */
export async function listActiveSessions(db: DbOrTx, userId: string): Promise<Session[]> {
  return db.select().from(sessions).where(activeSessionsOf(userId)).orderBy(desc(sessions.createdAt));
}

export async function countActiveSessions(db: DbOrTx, userId: string): Promise<number> {
  const [active] = await db.select({ n: count() }).from(sessions).where(activeSessionsOf(userId));
  return Number(active?.n ?? 0);
}

/** The session behind a token: one prepared statement, planned once per connection (see Database.statements). */
export function prepareSessionCheck(statements: Db) {
  return statements
    .select({
      sessionId: sessions.id,
      lastActive: sessions.lastActive,
      userId: users.id,
      companyId: users.companyId,
      role: users.role,
      platformOperator: users.platformOperator,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        eq(users.companyId, sql.placeholder('companyId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_check');
}

/** Moves last_active to `now` unless another request already did within `resolutionMs`. */
export async function touchLastActive(db: DbOrTx, sessionId: string, now: Date, resolutionMs: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastActive: now })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastActive, new Date(now.getTime() - resolutionMs))));
}
