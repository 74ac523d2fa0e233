import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { asSystem } from '../db/tenant-context.js';
import type { Jobs } from '../jobs/queue.js';
import type { JobPayloads } from '../jobs/payloads.js';
import { formatDateTime } from '../lib/dates.js';
import { sourceLabelOf } from '../pipeline/degraded-sources.js';
import type { SourceHealthChange } from '../pipeline/source-health.js';
import { renderActionMail, type Mailer } from './mailer.js';

/*
 * Operators hear of a source's health twice per episode: one mail when it degrades, one when it recovers. The run
 * that flips the state reports it once (pipeline/source-health.ts decides it under a row lock); here each
 * platform operator gets a job of their own, keyed by source, change and the time it degraded, so a retry after
 * a mail failure mails that operator alone, and a second report of the same change finds the job already there.
 */

/** Where operators manage the sources (the admin sources view). */
export const SOURCES_ADMIN_PATH = '/operator/sources';

/** The platform operators who can sign in (an invited address without a password is nobody yet). */
function platformOperators(db: DbOrTx) {
  return asSystem('source health mail: the platform operators', () =>
    db
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(and(eq(users.platformOperator, true), isNotNull(users.passwordHash)))
      .orderBy(asc(users.email)),
  );
}

/** One mail job per change and platform operator. */
export async function queueSourceHealthMails(db: DbOrTx, jobs: Jobs, changes: SourceHealthChange[]): Promise<void> {
  if (changes.length === 0) return;
  const operators = await platformOperators(db);
  for (const change of changes)
    for (const operator of operators)
      await jobs.send(
        'source-health-mail',
        { ...change, userId: operator.id },
        { singletonKey: `source-health-${change.source}-${change.change}-${change.degradedAt}-${operator.id}` },
      );
}

/** The mail of one change, in words. */
export function renderSourceHealthMail(
  change: Omit<JobPayloads['source-health-mail'], 'userId'>,
  label: string,
  firstName: string,
  publicUrl: string,
) {
  const since = formatDateTime(new Date(change.degradedAt));
  const lastRead = change.lastSuccessAt
    ? `Its last successful read was on ${formatDateTime(new Date(change.lastSuccessAt))}.`
    : 'It has never been read successfully.';
  const link = `${publicUrl}${SOURCES_ADMIN_PATH}`;
  const named = `${label} (source ${change.source})`;
  const degraded = change.change === 'degraded';
  const subject = degraded ? `Source degraded: ${label}` : `Source recovered: ${label}`;
  const paragraphs = degraded
    ? [
        `${named} is degraded since ${since} (Toronto time).`,
        `Reason: ${change.reason}.`,
        lastRead,
        'Users whose properties depend on it now see a warning that alerts from it may be missing. You will get one more mail when it recovers.',
      ]
    : [
        `${named} was read successfully again on ${formatDateTime(new Date(change.at))} (Toronto time).`,
        `It had been degraded since ${since}: ${change.reason}.`,
        "The users' warning about it is gone.",
      ];
  const body = renderActionMail({
    greeting: `Hello ${firstName || 'there'},`,
    paragraphs,
    actionLabel: 'Open the sources',
    link,
    footer: 'You receive this mail because you are a Parcelwatch platform operator.',
  });
  return { subject, link, ...body };
}

/** Sends one operator the mail of one change (nothing when they are no longer an operator). */
export interface SourceHealthMailDeps {
  db: DbOrTx;
  mailer: Mailer;
  publicUrl: string;
}

export async function sendSourceHealthMail(
  deps: SourceHealthMailDeps,
  payload: JobPayloads['source-health-mail'],
): Promise<boolean> {
  const operator = (await platformOperators(deps.db)).find((o) => o.id === payload.userId);
  if (!operator) return false;
  const label = await sourceLabelOf(deps.db, payload.source);
  const mail = renderSourceHealthMail(payload, label, operator.firstName, deps.publicUrl);
  await deps.mailer.send({
    kind: payload.change === 'degraded' ? 'source-degraded' : 'source-recovered',
    to: operator.email,
    ...mail,
  });
  return true;
}
