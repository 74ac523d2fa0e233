import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../../db/client.js';
import { setRequestTenant } from '../../db/tenant-context.js';
import { companies, sessions, users, type Company, type User, type UserRole } from '../../db/schema/index.js';
import { httpError } from '../../lib/http-error.js';
import { describeLocation, describeUserAgent } from '../../lib/user-agent.js';
import type { LoginResponse } from '../../schemas/common.js';

export interface AuthContext {
  userId: string;
  companyId: string;
  sessionId: string;
  role: UserRole;
  /** A platform operator (users.platform_operator, set with `npm run operator`): may run the global ingest sources. */
  platformOperator: boolean;
}

export interface SessionService {
  /** Creates a session row for this request's device and returns a signed access token bound to it. */
  start(request: FastifyRequest, user: User, company: Company, db?: DbOrTx): Promise<LoginResponse>;
  revoke(sessionId: string, userId: string): Promise<boolean>;
  /** Revokes every active session of the user, except `exceptSessionId` when given. Returns how many. */
  revokeAll(userId: string, exceptSessionId?: string, db?: DbOrTx): Promise<number>;
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    /** onRequest/preHandler hook: verifies the bearer JWT and its session row, then sets `request.auth`. */
    authenticate: Hook;
    requireRole(...roles: UserRole[]): Hook;
    /** preValidation hook: only platform operators pass (operator controls, not any company's admin). */
    requirePlatformOperator: Hook;
  }
  interface FastifyRequest {
    auth: AuthContext;
  }
}

const NOT_AUTHENTICATED = 'Not authenticated';
const INVALID_CREDENTIALS = 'Could not validate credentials';
/** last_active is written at most this often per session. */
const LAST_ACTIVE_RESOLUTION_MS = 60_000;

export default fp(
  async (app) => {
    const ttlMs = app.config.accessTokenTtlMinutes * 60_000;

    const service: SessionService = {
      async start(request, user, company, db = app.db) {
        const now = new Date();
        const userAgent = request.headers['user-agent'];
        const { deviceInfo, browserInfo } = describeUserAgent(userAgent);
        const expiresAt = new Date(now.getTime() + ttlMs);
        const [session] = await db
          .insert(sessions)
          .values({
            userId: user.id,
            companyId: user.companyId,
            userAgent: userAgent?.slice(0, 512) ?? null,
            deviceInfo,
            browserInfo,
            ipAddress: request.ip,
            location: describeLocation(request.ip),
            createdAt: now,
            lastActive: now,
            expiresAt,
          })
          .returning({ id: sessions.id });
        const [updated] = await db.update(users).set({ lastLogin: now }).where(eq(users.id, user.id)).returning();
        const accessToken = await app.accessTokens.sign(
          { userId: user.id, sessionId: session!.id, companyId: user.companyId },
          expiresAt,
        );
        return { access_token: accessToken, token_type: 'bearer', user: app.users.toUserOut(updated ?? user, company) };
      },

      async revoke(sessionId, userId) {
        const rows = await app.db
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
          .returning({ id: sessions.id });
        return rows.length > 0;
      },

      async revokeAll(userId, exceptSessionId, db = app.db) {
        const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())];
        if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
        const rows = await db
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(...conditions))
          .returning({ id: sessions.id });
        return rows.length;
      },
    };
    app.decorate('sessions', service);

    app.decorateRequest('auth', null as unknown as AuthContext);

    /** The session behind a token: one prepared statement, planned once per connection (see Database.statements). */
    const sessionCheck = app.database.statements
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

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
      if (!match) throw httpError(401, NOT_AUTHENTICATED);
      const claims = await app.accessTokens.verify(match[1]!);
      if (!claims) throw httpError(401, INVALID_CREDENTIALS);
      // The signed claim names the company: the session lookup below already runs inside it (row-level security).
      setRequestTenant(claims.companyId);

      const now = new Date();
      const [row] = await sessionCheck.execute({
        sessionId: claims.sessionId,
        userId: claims.userId,
        companyId: claims.companyId,
        now,
      });
      if (!row || row.role === 'invited') throw httpError(401, INVALID_CREDENTIALS);

      if (now.getTime() - row.lastActive.getTime() >= LAST_ACTIVE_RESOLUTION_MS) {
        await app.db
          .update(sessions)
          .set({ lastActive: now })
          .where(
            and(
              eq(sessions.id, row.sessionId),
              lt(sessions.lastActive, new Date(now.getTime() - LAST_ACTIVE_RESOLUTION_MS)),
            ),
          );
      }
      request.auth = {
        userId: row.userId,
        companyId: row.companyId,
        sessionId: row.sessionId,
        role: row.role,
        platformOperator: row.platformOperator,
      };
    });

    app.decorate('requireRole', (...roles: UserRole[]) => async (request: FastifyRequest) => {
      if (!request.auth || !roles.includes(request.auth.role)) {
        throw httpError(403, 'Only company admins can do this.');
      }
    });

    app.decorate('requirePlatformOperator', async (request: FastifyRequest) => {
      if (!request.auth?.platformOperator) throw httpError(403, 'Only platform operators can do this.');
    });
  },
  { name: 'sessions', dependencies: ['db', 'users', 'access-tokens'] },
);
