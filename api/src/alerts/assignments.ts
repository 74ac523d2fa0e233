import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AttemptLimiter } from '../auth/attempt-limits.js';
import type { Db, DbOrTx } from '../db/client.js';
import { alertAssignments, alerts } from '../db/schema/index.js';
import { NotFoundError } from '../lib/domain-errors.js';
import type { Logger } from '../lib/logger.js';
import { renderActionMail, type Mailer } from '../notifications/mailer.js';
import { alertLink } from '../notifications/render.js';
import { actionMailText } from '../i18n/action-mail-text.js';
import { mailText } from '../i18n/mail-text.js';
import { findAssignable, teammateName, type Assignable } from './teammates.js';

/*
 * Assigning alerts to a teammate: one assignee per alert, a member of the alert's company. The assignee sees the
 * alerts in their inbox and is told by mail (one mail per call, however many alerts; none when assigning to
 * yourself or to the one already assigned; at most ATTEMPT_LIMITS.assignmentMails an hour per assignee).
 */

export interface AssignDeps {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  attempts: Pick<AttemptLimiter, 'begin'>;
  publicUrl: string;
  log: Pick<Logger, 'error' | 'warn'>;
}

export interface AssignResult {
  assignee: Assignable;
  assignedBy: Assignable | null;
  assignedAt: Date;
  /** Alerts whose assignee changed (the mail lists these). */
  changed: number[];
  mailed: boolean;
}

/** Assigns alerts of the company (their ids already checked) to a teammate, in one transaction; then mails them. */
export async function assignAlerts(
  deps: AssignDeps,
  by: { companyId: string; userId: string },
  alertIds: number[],
  assigneeId: string,
): Promise<AssignResult> {
  const { db } = deps;
  const at = new Date();
  const { assignee, assignedBy, changed } = await db.transaction(async (tx) => {
    const assignee = await findAssignable(tx, by.companyId, assigneeId);
    if (!assignee) throw new NotFoundError('User not found');
    const assignedBy = await findAssignable(tx, by.companyId, by.userId);
    const before = await currentAssignees(tx, by.companyId, alertIds);
    const changed = alertIds.filter((id) => before.get(id) !== assignee.id);
    if (changed.length) {
      await tx
        .insert(alertAssignments)
        .values(
          changed.map((alertId) => ({
            alertId,
            companyId: by.companyId,
            assigneeId: assignee.id,
            assignedBy: by.userId,
            assignedAt: at,
          })),
        )
        .onConflictDoUpdate({
          target: alertAssignments.alertId,
          set: { assigneeId: assignee.id, assignedBy: by.userId, assignedAt: at },
          setWhere: sql`${alertAssignments.companyId} = ${by.companyId}`,
        });
    }
    return { assignee, assignedBy, changed };
  });
  const mailed =
    changed.length > 0 && assignee.id !== by.userId
      ? await mailAssignee(deps, by.companyId, assignee, assignedBy, changed)
      : false;
  return { assignee, assignedBy, assignedAt: at, changed, mailed };
}

export async function unassignAlert(db: DbOrTx, companyId: string, alertId: number): Promise<void> {
  await db
    .delete(alertAssignments)
    .where(and(eq(alertAssignments.companyId, companyId), eq(alertAssignments.alertId, alertId)));
}

async function currentAssignees(db: DbOrTx, companyId: string, alertIds: number[]) {
  const rows = await db
    .select({ alertId: alertAssignments.alertId, assigneeId: alertAssignments.assigneeId })
    .from(alertAssignments)
    .where(and(eq(alertAssignments.companyId, companyId), inArray(alertAssignments.alertId, alertIds)));
  return new Map(rows.map((r) => [r.alertId, r.assigneeId]));
}

const NO_HEADER = { header: () => undefined };

/** Tells the assignee by mail; false when the mail was not sent (over the hourly bound, or the mail failed). */
async function mailAssignee(
  deps: AssignDeps,
  companyId: string,
  assignee: Assignable,
  assignedBy: Assignable | null,
  alertIds: number[],
): Promise<boolean> {
  try {
    await deps.attempts.begin(NO_HEADER, 'assignmentMails', assignee.id);
  } catch {
    deps.log.warn({ assignee: assignee.id }, 'assignment mail skipped: hourly bound reached');
    return false;
  }
  const rows = await deps.db
    .select({ id: alerts.id, title: alerts.title, severity: alerts.severity })
    .from(alerts)
    .where(and(eq(alerts.companyId, companyId), inArray(alerts.id, alertIds)))
    .orderBy(alerts.id)
    .limit(20);
  if (!rows.length) return false;
  const text = actionMailText(assignee.language).assignment;
  const who = assignedBy ? teammateName(assignedBy) : text.someone;
  const one = alertIds.length === 1;
  const link = one ? alertLink(deps.publicUrl, rows[0]!.id) : `${deps.publicUrl}/alerts`;
  const severity = mailText(assignee.language).severity;
  const listed = rows.map((r) => `[${severity(r.severity)}] ${r.title}`);
  const more = alertIds.length > rows.length ? [text.more(alertIds.length - rows.length)] : [];
  const body = renderActionMail({
    greeting: actionMailText(assignee.language).hello(assignee.firstName || teammateName(assignee)),
    paragraphs: [
      one ? text.assignedOne(who) : text.assignedMany(who, alertIds.length),
      ...listed,
      ...more,
      text.whereToFind,
    ],
    actionLabel: one ? text.viewOne : text.viewMany,
    link,
    footer: text.footer,
  });
  try {
    await deps.mailer.send({
      kind: 'assignment',
      to: assignee.email,
      subject: one ? text.subjectOne(rows[0]!.title) : text.subjectMany(alertIds.length),
      link,
      ...body,
    });
    return true;
  } catch (error) {
    deps.log.error({ err: error, to: assignee.email }, 'assignment mail failed');
    return false;
  }
}
