import type { DbOrTx } from '../db/client.js';
import { asSystem, setRequestTenant } from '../db/tenant-context.js';
import type { PreferencesOut } from '../schemas/notifications.js';
import * as repo from './repository.js';
import type { UnsubscribeTokens } from './tokens.js';

/** A user's email preferences (the defaults when none were saved). */
export async function preferencesOut(db: DbOrTx, userId: string): Promise<PreferencesOut> {
  const row = await repo.preferencesOf(db, userId);
  return { email_mode: row?.emailMode ?? 'immediate_and_digest', digest_frequency: row?.digestFrequency ?? 'daily' };
}

/** The user a signed unsubscribe token names (its page is written in their language); null when none. */
export async function recipientOf(db: DbOrTx, tokens: UnsubscribeTokens, token: string) {
  const userId = tokens.verify(token);
  if (!userId) return null;
  return (await asSystem('unsubscribe page: user of a signed token', () => repo.userById(db, userId))) ?? null;
}

/** The unsubscribe link: turns the signed token's user's mails off; null when the token names nobody. */
export async function unsubscribe(db: DbOrTx, tokens: UnsubscribeTokens, token: string) {
  // The signed token names a user of any company: found in a system context, then handled in its company.
  const user = await recipientOf(db, tokens, token);
  if (!user) return null;
  setRequestTenant(user.companyId);
  await repo.turnMailOff(db, user.id, user.companyId);
  return user;
}
