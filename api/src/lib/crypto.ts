import { createHash, randomBytes } from 'node:crypto';

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** 32 random bytes, base64url: used for reset and invite links. Only its SHA-256 is stored. */
export function generateUrlToken(): string {
  return randomBytes(32).toString('base64url');
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** A backup code such as `k3pq-7zma`: 8 lowercase base32 characters (40 random bits). */
export function generateBackupCode(): string {
  const bytes = randomBytes(8);
  let out = '';
  for (let i = 0; i < 8; i++) out += BASE32[bytes[i]! & 31];
  return `${out.slice(0, 4)}-${out.slice(4)}`;
}

/** Accepts `K3PQ-7ZMA`, ` k3pq7zma ` etc.: trimmed, lower-cased, dashes and spaces removed. */
export function normalizeBackupCode(input: string): string {
  return input.trim().toLowerCase().replace(/[\s-]/g, '');
}

export function hashBackupCode(code: string): string {
  return sha256Hex(normalizeBackupCode(code));
}

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
