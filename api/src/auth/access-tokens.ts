import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config/index.js';

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
  companyId: string;
}

export interface AccessTokens {
  sign(claims: AccessTokenClaims, expiresAt: Date): Promise<string>;
  /** Null for a bad signature, a wrong algorithm, missing claims or an expired token. */
  verify(token: string): Promise<AccessTokenClaims | null>;
}

const ISSUER = 'parcelwatch';

/** JWT_SECRET when set; otherwise a random secret created once in DATA_DIR/jwt-secret (mode 0600). */
export async function resolveJwtSecret(config: Config): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  try {
    const existing = (await readFile(config.jwtSecretFile, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  await mkdir(path.dirname(config.jwtSecretFile), { recursive: true });
  try {
    // 'wx' so two processes starting together do not overwrite each other's secret.
    await writeFile(config.jwtSecretFile, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return (await readFile(config.jwtSecretFile, 'utf8')).trim();
    throw error;
  }
  await chmod(config.jwtSecretFile, 0o600);
  return secret;
}

/** Verified tokens kept (then all dropped at once): a client sends the same token on every request. */
const VERIFIED_KEPT = 10_000;

export function createAccessTokens(secret: string): AccessTokens {
  // Imported once: given raw bytes, jose imports the key again on every sign and verify (a tenth of a request's CPU).
  const imported = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // A token's signature, issuer and claims never change, so a token verified once need not be verified again (an
  // HMAC through WebCrypto on every request), only its expiry checked. Revocation is the session row's business
  // (checked on every request by authenticate), not the token's.
  const verified = new Map<string, { claims: AccessTokenClaims; expiresAtMs: number }>();
  return {
    sign: async ({ userId, sessionId, companyId }, expiresAt) =>
      new SignJWT({ sid: sessionId, cid: companyId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await imported),
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        // jose refuses a token at or after its `exp` second; so does this.
        if (Date.now() < known.expiresAtMs) return { ...known.claims };
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, await imported, { algorithms: ['HS256'], issuer: ISSUER });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.cid !== 'string') {
          return null;
        }
        const claims = { userId: payload.sub, sessionId: payload.sid, companyId: payload.cid };
        if (typeof payload.exp === 'number') {
          if (verified.size >= VERIFIED_KEPT) verified.clear();
          verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
        }
        return { ...claims };
      } catch {
        return null;
      }
    },
  };
}
