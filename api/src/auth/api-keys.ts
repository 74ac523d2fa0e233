import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { apiKeys, users, type ApiKeyScope } from '../db/schema/index.js';

/*
 * Read-only API keys. An admin creates a key with a name, scopes and an expiry; the key ("pwk_" and 43 characters)
 * is answered once and only its SHA-256 is kept. A request sends it as `Authorization: Bearer pwk_…`; it is accepted
 * only by the GET routes that declare a scope (`config: { apiKeyScope }`), when the key holds that scope, is not
 * revoked and not expired (plugins/app/sessions.ts). The key reads as a member of its company would.
 */

export const API_KEY_PREFIX = 'pwk_';
const KEY_PATTERN = /^pwk_[A-Za-z0-9_-]{43}$/;
/** Live keys a company may hold at once. */
export const MAX_LIVE_KEYS = 20;
/** How often last_used_at is written for a busy key (one write per key and minute at most). */
const LAST_USED_RESOLUTION_MS = 60_000;

export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);
const hashKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

export interface VerifiedKey {
  id: string;
  companyId: string;
  createdBy: string | null;
  scopes: ApiKeyScope[];
}

export interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
  createdByEmail: string | null;
}

export class TooManyKeysError extends Error {
  constructor() {
    super(`A company can hold at most ${MAX_LIVE_KEYS} live API keys. Revoke one first.`);
  }
}

/** Creates a key; answers the key itself once. */
export async function createApiKey(
  db: Db,
  input: { companyId: string; userId: string; name: string; scopes: ApiKeyScope[]; expiresAt: Date },
  now = new Date(),
): Promise<{ key: string; row: ApiKeyRow }> {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return db.transaction(async (tx) => {
    const [live] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.companyId, input.companyId), isNull(apiKeys.revokedAt), gt(apiKeys.expiresAt, now)));
    if ((live?.n ?? 0) >= MAX_LIVE_KEYS) throw new TooManyKeysError();
    const [row] = await tx
      .insert(apiKeys)
      .values({
        companyId: input.companyId,
        createdBy: input.userId,
        name: input.name,
        prefix: key.slice(0, 8),
        keyHash: hashKey(key),
        scopes: [...new Set(input.scopes)],
        expiresAt: input.expiresAt,
      })
      .returning();
    const [author] = await tx.select({ email: users.email }).from(users).where(eq(users.id, input.userId));
    return { key, row: { ...row!, createdByEmail: author?.email ?? null } };
  });
}

/** The company's keys, newest first, revoked ones included. */
export async function listApiKeys(db: DbOrTx, companyId: string): Promise<ApiKeyRow[]> {
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      scopes: apiKeys.scopes,
      expiresAt: apiKeys.expiresAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
      createdAt: apiKeys.createdAt,
      createdByEmail: users.email,
    })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.companyId, companyId))
    .orderBy(desc(apiKeys.createdAt));
}

/** Revokes one of the company's keys; false when the company has no such key. Revoking twice is harmless. */
export async function revokeApiKey(db: DbOrTx, companyId: string, id: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: apiKeys.id, revokedAt: apiKeys.revokedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, id)));
  if (!row) return false;
  if (!row.revokedAt) await db.update(apiKeys).set({ revokedAt: now }).where(eq(apiKeys.id, id));
  return true;
}

/**
 * The live key a request sends, or null (unknown, revoked, expired or malformed). Run in a system context: the
 * key's company is not known before it is found. Records the use (at most once a minute per key).
 */
export async function verifyApiKey(db: DbOrTx, key: string, now = new Date()): Promise<VerifiedKey | null> {
  if (!KEY_PATTERN.test(key)) return null;
  const [row] = await db
    .select({
      id: apiKeys.id,
      companyId: apiKeys.companyId,
      createdBy: apiKeys.createdBy,
      scopes: apiKeys.scopes,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, hashKey(key)));
  if (!row || row.revokedAt || row.expiresAt.getTime() <= now.getTime()) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS)
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.id));
  return { id: row.id, companyId: row.companyId, createdBy: row.createdBy, scopes: row.scopes };
}

/** The id a rate limit counts a key's requests under (never the key itself). */
export const apiKeyBucket = (key: string) => `key:${hashKey(key).slice(0, 32)}`;
