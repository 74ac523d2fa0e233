import { createHmac, timingSafeEqual } from 'node:crypto';

/** One-click unsubscribe tokens: `<userId>.<hmac>` signed with a key derived from the app secret; no sign-in needed. */
export function createUnsubscribeTokens(secret: string) {
  const key = createHmac('sha256', secret).update('parcelwatch:unsubscribe').digest();
  const mac = (userId: string) => createHmac('sha256', key).update(userId).digest('base64url');
  return {
    sign: (userId: string) => `${userId}.${mac(userId)}`,
    /** The user id, or null for a forged or malformed token. */
    verify(token: string): string | null {
      const dot = token.lastIndexOf('.');
      if (dot <= 0) return null;
      const userId = token.slice(0, dot);
      const given = Buffer.from(token.slice(dot + 1));
      const expected = Buffer.from(mac(userId));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return /^[0-9a-f-]{36}$/i.test(userId) ? userId : null;
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
