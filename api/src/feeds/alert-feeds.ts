import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { alertFeeds, alerts, properties, users, type AlertFeedKind } from '../db/schema/index.js';
import { findWatch } from '../watches/repository.js';

/*
 * Atom feeds of one property's or one watch list's alerts, behind a per-user secret URL
 * (`/api/feeds/{token}.atom`), as the iCal feed is. A user makes a feed for a property of the company or a watch they
 * can see; making one again for the same target revokes the earlier URL. The secret is 32 random bytes; only its
 * SHA-256 is stored. Reading a feed finds its company by the secret, in a system context, then reads that
 * company's alerts only.
 */

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Entries of a feed: the newest alerts. */
export const FEED_ENTRIES = 50;
/** Live feeds one user may hold. */
export const MAX_FEEDS_PER_USER = 50;

const hash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export interface FeedOwner {
  companyId: string;
  userId: string;
  isAdmin: boolean;
}

export class FeedTargetNotFound extends Error {}
export class TooManyFeeds extends Error {
  constructor() {
    super(`You can hold at most ${MAX_FEEDS_PER_USER} feeds. Revoke one first.`);
  }
}

/** The name of a target the owner may see, else null. */
async function targetName(db: DbOrTx, owner: FeedOwner, kind: AlertFeedKind, id: string): Promise<string | null> {
  if (kind === 'watch') return (await findWatch(db, owner, id))?.name ?? null;
  const [row] = await db
    .select({ name: properties.name })
    .from(properties)
    .where(and(eq(properties.companyId, owner.companyId), eq(properties.id, id)));
  return row?.name ?? null;
}

/** Creates the user's feed of a target (revoking an earlier one of the same target); answers the secret once. */
export async function rotateAlertFeed(
  db: Db,
  owner: FeedOwner,
  kind: AlertFeedKind,
  targetId: string,
  now = new Date(),
) {
  const name = await targetName(db, owner, kind, targetId);
  if (name === null) throw new FeedTargetNotFound();
  const token = randomBytes(32).toString('base64url');
  const row = await db.transaction(async (tx) => {
    await tx
      .update(alertFeeds)
      .set({ revokedAt: now })
      .where(
        and(
          eq(alertFeeds.userId, owner.userId),
          eq(alertFeeds.kind, kind),
          eq(alertFeeds.targetId, targetId),
          isNull(alertFeeds.revokedAt),
        ),
      );
    const live = await tx
      .select({ id: alertFeeds.id })
      .from(alertFeeds)
      .where(and(eq(alertFeeds.userId, owner.userId), isNull(alertFeeds.revokedAt)));
    if (live.length >= MAX_FEEDS_PER_USER) throw new TooManyFeeds();
    const [inserted] = await tx
      .insert(alertFeeds)
      .values({
        companyId: owner.companyId,
        userId: owner.userId,
        kind,
        targetId,
        tokenHash: hash(token),
        createdAt: now,
      })
      .returning();
    return inserted!;
  });
  return { token, row, name };
}

/** The user's live feeds, newest first, with their targets' names (never their secrets). */
export async function listAlertFeeds(db: DbOrTx, owner: FeedOwner) {
  const rows = await db
    .select()
    .from(alertFeeds)
    .where(
      and(eq(alertFeeds.companyId, owner.companyId), eq(alertFeeds.userId, owner.userId), isNull(alertFeeds.revokedAt)),
    )
    .orderBy(desc(alertFeeds.createdAt));
  const named = await Promise.all(
    rows.map(async (row) => ({ row, name: await targetName(db, owner, row.kind, row.targetId) })),
  );
  return named.filter((n): n is { row: (typeof rows)[number]; name: string } => n.name !== null);
}

/** Revokes one of the user's feeds; false when the user has no such live feed. */
export async function revokeAlertFeed(db: DbOrTx, owner: FeedOwner, id: string, now = new Date()) {
  const done = await db
    .update(alertFeeds)
    .set({ revokedAt: now })
    .where(
      and(
        eq(alertFeeds.id, id),
        eq(alertFeeds.companyId, owner.companyId),
        eq(alertFeeds.userId, owner.userId),
        isNull(alertFeeds.revokedAt),
      ),
    )
    .returning({ id: alertFeeds.id });
  return done.length > 0;
}

/**
 * The live feed a secret opens (recording its use), with whether its user is an admin; null for an unknown, revoked
 * or malformed secret, or a user who is no longer a member.
 */
export async function feedOfToken(db: DbOrTx, token: string, now = new Date()) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [feed] = await db
    .update(alertFeeds)
    .set({ lastUsedAt: now })
    .where(and(eq(alertFeeds.tokenHash, hash(token)), isNull(alertFeeds.revokedAt)))
    .returning();
  if (!feed) return null;
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, feed.userId));
  return user && user.role !== 'invited' ? { feed, isAdmin: user.role === 'admin' } : null;
}

export interface FeedEntry {
  id: number;
  title: string;
  summary: string;
  severity: string;
  createdAt: Date;
  updatedAt: Date;
  documentUrl: string | null;
}

/**
 * What a feed holds: its target's name and newest alerts (dismissed ones left out), read as the feed's owner (a
 * personal watch of another user is never shown, even to a feed made when it was visible).
 */
export async function feedEntries(
  db: DbOrTx,
  feed: { companyId: string; userId: string; kind: AlertFeedKind; targetId: string },
  isAdmin: boolean,
): Promise<{ name: string; entries: FeedEntry[] } | null> {
  const owner = { companyId: feed.companyId, userId: feed.userId, isAdmin };
  const name = await targetName(db, owner, feed.kind, feed.targetId);
  if (name === null) return null;
  const entries = await db
    .select({
      id: alerts.id,
      title: alerts.title,
      summary: alerts.summary,
      severity: alerts.severity,
      createdAt: alerts.createdAt,
      updatedAt: alerts.updatedAt,
      documentUrl: alerts.documentUrl,
    })
    .from(alerts)
    .where(
      and(
        eq(alerts.companyId, feed.companyId),
        feed.kind === 'property' ? eq(alerts.propertyId, feed.targetId) : eq(alerts.watchId, feed.targetId),
        ne(alerts.status, 'dismissed'),
      ),
    )
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .limit(FEED_ENTRIES);
  return { name, entries };
}
