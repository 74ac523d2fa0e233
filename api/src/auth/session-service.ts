import type { Db, DbOrTx } from '../db/client.js';
import { setRequestTenant } from '../db/tenant-context.js';
import type { Company, User, UserRole } from '../db/schema/index.js';
import { ForbiddenError, UnauthenticatedError } from '../lib/domain-errors.js';
import { describeLocation, describeUserAgent } from '../lib/user-agent.js';
import type { LoginResponse } from '../schemas/common.js';
import type { AccessTokens } from './access-tokens.js';
import {
  insertSession,
  markLastLogin,
  prepareSessionCheck,
  revokeActiveSessions,
  revokeSession,
  touchLastActive,
} from './sessions-repository.js';
import { toUserOut } from './users-repository.js';

export type { UserRole };

export interface AuthContext {
  userId: string;
  companyId: string;
  sessionId: string;
  role: UserRole;
  /** A platform operator (users.platform_operator, set with `npm run operator`): may run the global ingest sources. */
  platformOperator: boolean;
}

/** What a session records of the client that signs in (the HTTP request). */
export interface ClientInfo {
  headers: { 'user-agent'?: string };
  ip: string;
}

export interface SessionService {
  /** Creates a session row for this request's device and returns a signed access token bound to it. */
  start(request: ClientInfo, user: User, company: Company, db?: DbOrTx): Promise<LoginResponse>;
  revoke(sessionId: string, userId: string): Promise<boolean>;
  /** Revokes every active session of the user, except `exceptSessionId` when given. Returns how many. */
  revokeAll(userId: string, exceptSessionId?: string, db?: DbOrTx): Promise<number>;
  /**
   * The signed-in user behind an Authorization header: verifies the bearer JWT and its session row (401 otherwise)
   * and sets the request's company for row-level security.
   */
  authenticate(authorization: string | undefined): Promise<AuthContext>;
}

export interface SessionServiceDeps {
  db: Db;
  /** The connection of named prepared statements (Database.statements). */
  statements: Db;
  accessTokens: AccessTokens;
  accessTokenTtlMinutes: number;
}

const NOT_AUTHENTICATED = 'Not authenticated';
const INVALID_CREDENTIALS = 'Could not validate credentials';
/** last_active is written at most this often per session. */
const LAST_ACTIVE_RESOLUTION_MS = 60_000;

export function createSessionService({
  db: defaultDb,
  statements,
  accessTokens,
  accessTokenTtlMinutes,
}: SessionServiceDeps): SessionService {
  const ttlMs = accessTokenTtlMinutes * 60_000;
  const sessionCheck = prepareSessionCheck(statements);

  return {
    async start(request, user, company, db = defaultDb) {
      const now = new Date();
      const userAgent = request.headers['user-agent'];
      const { deviceInfo, browserInfo } = describeUserAgent(userAgent);
      const expiresAt = new Date(now.getTime() + ttlMs);
      const sessionId = await insertSession(db, {
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
      });
      const updated = await markLastLogin(db, user.id, now);
      const accessToken = await accessTokens.sign({ userId: user.id, sessionId, companyId: user.companyId }, expiresAt);
      return { access_token: accessToken, token_type: 'bearer', user: toUserOut(updated ?? user, company) };
    },

    revoke: (sessionId, userId) => revokeSession(defaultDb, sessionId, userId),

    revokeAll: (userId, exceptSessionId, db = defaultDb) => revokeActiveSessions(db, userId, exceptSessionId),

    async authenticate(header) {
      const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
      if (!match) throw new UnauthenticatedError(NOT_AUTHENTICATED);
      const claims = await accessTokens.verify(match[1]!);
      if (!claims) throw new UnauthenticatedError(INVALID_CREDENTIALS);
      // The signed claim names the company: the session lookup below already runs inside it (row-level security).
      setRequestTenant(claims.companyId);

      const now = new Date();
      const [row] = await sessionCheck.execute({
        sessionId: claims.sessionId,
        userId: claims.userId,
        companyId: claims.companyId,
        now,
      });
      if (!row || row.role === 'invited') throw new UnauthenticatedError(INVALID_CREDENTIALS);

      if (now.getTime() - row.lastActive.getTime() >= LAST_ACTIVE_RESOLUTION_MS) {
        await touchLastActive(defaultDb, row.sessionId, now, LAST_ACTIVE_RESOLUTION_MS);
      }
      return {
        userId: row.userId,
        companyId: row.companyId,
        sessionId: row.sessionId,
        role: row.role,
        platformOperator: row.platformOperator,
      };
    },
  };
}

/** 403 unless the signed-in user has one of `roles`. */
export function assertRole(auth: AuthContext | null | undefined, roles: readonly UserRole[]): void {
  if (!auth || !roles.includes(auth.role)) {
    throw new ForbiddenError('Only company admins can do this.');
  }
}

/** 403 unless the signed-in user is a platform operator (operator controls, not any company's admin). */
export function assertPlatformOperator(auth: AuthContext | null | undefined): void {
  if (!auth?.platformOperator) throw new ForbiddenError('Only platform operators can do this.');
}
