import type { RaisedAlert } from '../alerts/types.js';
import type { Db, DbOrTx } from '../db/client.js';
import type { Jobs } from '../jobs/queue.js';
import type { Logger } from '../lib/logger.js';
import type { Mailer } from './mailer.js';
import type { DigestFrequency, EmailMode } from '../db/schema/index.js';
import { asSystem } from '../db/tenant-context.js';
import type { UserLanguage } from '../db/schema/index.js';
import { alertLink, renderAlertMail, type MailKind } from './render.js';
import * as repo from './repository.js';
import { digestWindowStart, isDigestDue } from './schedule.js';
import type { UnsubscribeTokens } from './tokens.js';
import { createWebhookDispatcher } from './webhook-service.js';
import type { TargetPolicy } from './webhook-target.js';

export interface Notifications {
  unsubscribeTokens: UnsubscribeTokens;
  unsubscribeUrl(userId: string): string;
  /** Called on alertsCreated: immediate emails for urgent alerts, one webhook delivery per enabled endpoint. */
  notifyAlerts(alertIds: number[]): Promise<void>;
  /**
   * Called on alertsRaised: an alert raised to urgent gets one update mail per user who takes immediate mails;
   * every raise fires one 'alert.updated' webhook event per endpoint (ledgers keyed by severity: never twice).
   */
  notifyRaised(raised: RaisedAlert[]): Promise<void>;
  /** Sends the immediate email of one alert to one user (ledger first: never twice). Throws on mail failure. */
  sendImmediate(alertId: number, userId: string): Promise<boolean>;
  /** The morning run: a digest for every user whose frequency is due at `now`. Returns the number of mails. */
  runDigest(now?: Date): Promise<number>;
  /** Catches what events missed: urgent alerts of the last 24 h not yet mailed, webhook deliveries not yet made, retries due. */
  sweep(now?: Date): Promise<void>;
  /** One attempt of one webhook delivery; schedules the next attempt on failure. */
  attemptWebhook(deliveryId: number, now?: Date): Promise<void>;
  runDueWebhooks(now?: Date): Promise<number>;
  /** Which webhook targets are allowed and how their names resolve (checked when added and at every delivery). */
  webhookTargets: TargetPolicy;
}

export type NotificationsDeps = {
  /**
   * Whether a mail's ledger claim may be held open while the mail is sent (PostgreSQL: the claim commits with the
   * accepted mail, so a worker killed mid-send leaves nothing claimed). PGlite runs one query at a time, so a
   * transaction held through an SMTP round trip would stall every request: there the claim commits first and is
   * released when the send fails (a process killed mid-send is the whole embedded app, one instance).
   */
  holdClaimWhileSending?: boolean;
  db: Db;
  log: Logger;
  jobs: Jobs;
  mailer: Mailer;
  publicUrl: string;
  unsubscribeTokens: UnsubscribeTokens;
  webhookTargets: TargetPolicy;
  /**
   * Run at the end of each sweep: raises the alerts whose event was missed (follows of tribunal decisions stored
   * since `since`), which are then announced and delivered like any other.
   */
  catchUp?: (since: Date) => Promise<unknown>;
};

/** Who an alert mail goes to, and the language it is written in. */
type MailRecipient = { id: string; email: string; firstName: string; language: UserLanguage };

/** What decides how an alert is told: its severity, and for a watch alert its watch's delivery and owner. */
type WatchDelivery = {
  severity: string;
  watchId: string | null;
  watchUserId: string | null;
  watchDelivery: string | null;
  backfilled: boolean;
};

/** An immediate mail: an urgent property alert, or a new (not backfilled) match of an immediate watch. */
const mailsAtOnce = (a: WatchDelivery) =>
  a.watchId ? !a.backfilled && a.watchDelivery === 'immediate' : a.severity === 'urgent';
/** A personal watch's mails go to its owner alone; everything else to every member. */
const isAudience = (a: WatchDelivery, userId: string) => !a.watchUserId || a.watchUserId === userId;
/** Webhooks: every property alert; watch alerts unless backfilled or of a list-only watch. */
const postsWebhooks = (a: WatchDelivery) => !a.watchId || (!a.backfilled && a.watchDelivery !== 'none');

export function createNotificationsService(deps: NotificationsDeps): Notifications {
  const { db, log, jobs, mailer, publicUrl, unsubscribeTokens: tokens, webhookTargets } = deps;
  const unsubscribeUrl = (userId: string) =>
    `${publicUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(tokens.sign(userId))}`;
  const webhooks = createWebhookDispatcher({ db, log, jobs, publicUrl, webhookTargets });

  async function mailAlerts(
    tx: DbOrTx,
    user: MailRecipient,
    alertIds: number[],
    kind: MailKind,
    frequency?: DigestFrequency,
  ) {
    const loaded = await repo.loadAlerts(tx, alertIds);
    const unsubscribe = unsubscribeUrl(user.id);
    const mail = renderAlertMail({
      kind,
      firstName: user.firstName,
      language: user.language,
      alerts: loaded,
      publicUrl,
      unsubscribeUrl: unsubscribe,
      frequency,
    });
    await mailer.send({
      kind: kind === 'digest' ? 'digest' : 'alert',
      to: user.email,
      ...mail,
      link: alertLink(publicUrl, loaded[0]!.id),
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  }

  /** Claims the ledger rows of these alerts for this user and mails the ones claimed; false when none was left. */
  async function claimAndMail(
    user: MailRecipient,
    companyId: string,
    alerts: Array<{ alertId: number; severity: string }>,
    kind: repo.LedgerKind,
    frequency?: DigestFrequency,
  ): Promise<boolean> {
    if (deps.holdClaimWhileSending) {
      return db.transaction(async (tx) => {
        const claimed = await repo.claim(tx, user.id, companyId, alerts, kind);
        if (claimed.alertIds.length === 0) return false;
        await mailAlerts(tx, user, claimed.alertIds, kind, frequency);
        return true;
      });
    }
    const claimed = await repo.claim(db, user.id, companyId, alerts, kind);
    if (claimed.alertIds.length === 0) return false;
    try {
      await mailAlerts(db, user, claimed.alertIds, kind, frequency);
    } catch (error) {
      await repo.release(db, claimed.rowIds);
      throw error;
    }
    return true;
  }

  /**
   * The urgent mail of one alert to one user, once (the ledger's row for urgent is claimed first). An alert
   * that a later analysis raised to urgent gets the update mail ("severity raised") instead of the first one.
   * The claim commits only once the mail was accepted: a failed mail rolls it back, and so does a worker killed
   * in the middle of sending (its connection drops), so the retry mails it; a second sender meanwhile waits on the
   * claim's row and then finds it taken.
   */
  async function sendImmediate(alertId: number, userId: string) {
    const row = await repo.alertForImmediate(db, alertId);
    if (!row || !mailsAtOnce(row) || row.status === 'dismissed') return false;
    const user = (await repo.recipients(db, row.companyId)).find((u) => u.id === userId);
    if (!user || user.mode !== 'immediate_and_digest' || !isAudience(row, user.id)) return false;
    const kind = row.raisedFrom ? 'raised' : 'immediate';
    return claimAndMail(user, row.companyId, [{ alertId, severity: row.severity }], kind);
  }

  /** One immediate-mail job per urgent alert and member who takes immediate mails. */
  async function queueUrgentMails(
    rows: (WatchDelivery & { id: number; companyId: string })[],
    keyPrefix: string,
    failure: string,
  ) {
    const members = new Map<string, repo.Recipient[]>();
    for (const a of rows.filter(mailsAtOnce)) {
      if (!members.has(a.companyId)) members.set(a.companyId, await repo.recipients(db, a.companyId));
      for (const user of members.get(a.companyId)!) {
        if (user.mode !== 'immediate_and_digest' || !isAudience(a, user.id)) continue;
        try {
          await jobs.send(
            'notifications-alert-email',
            { alertId: a.id, userId: user.id },
            { singletonKey: `${keyPrefix}-${a.id}-${user.id}` },
          );
        } catch (error) {
          log.error({ err: error, alertId: a.id }, failure);
        }
      }
    }
  }

  async function notifyRaised(raised: RaisedAlert[]) {
    if (raised.length === 0) return;
    const rows = await repo.liveAlertsByIds(
      db,
      raised.map((r) => r.id),
    );
    await queueUrgentMails(rows, 'alert-urgent', 'alert update email failed; the sweep retries it');
    const live = new Set(rows.map((r) => r.id));
    await webhooks.startWebhooks(await webhooks.enqueueRaisedWebhooks(raised.filter((r) => live.has(r.id))));
  }

  async function notifyAlerts(alertIds: number[]) {
    if (alertIds.length === 0) return;
    const rows = await repo.liveAlertsByIds(db, alertIds);
    await queueUrgentMails(rows, 'alert', 'alert email failed; the sweep retries it');
    await webhooks.startWebhooks(await webhooks.enqueueWebhooks(rows.filter(postsWebhooks)));
  }

  async function runDigest(now = new Date()) {
    const due = await repo.digestCandidates(db);
    let sent = 0;
    for (const u of due) {
      const mode = (u.mode ?? 'immediate_and_digest') as EmailMode;
      const frequency = (u.frequency ?? 'daily') as DigestFrequency;
      if (mode === 'off' || !isDigestDue(now, frequency)) continue;
      const pending = await repo.pendingDigestAlerts(db, u, digestWindowStart(now, frequency), now);
      // As for an urgent mail: the claim commits with the accepted mail, or not at all (a failure, a killed worker).
      try {
        const mailed = await claimAndMail(u, u.companyId, pending, 'digest', frequency);
        if (mailed) sent += 1;
      } catch (error) {
        log.error({ err: error, userId: u.id }, 'digest mail failed; the next run retries it');
      }
    }
    return sent;
  }

  async function sweep(now = new Date()) {
    const since = new Date(now.getTime() - 86_400_000);
    // Urgent alerts created, or raised to urgent, in the last 24 hours.
    const urgent = await repo.recentUrgentAlerts(db, since);
    for (const a of urgent) {
      for (const user of await repo.recipients(db, a.companyId)) {
        if (user.mode !== 'immediate_and_digest') continue;
        try {
          await sendImmediate(a.id, user.id);
        } catch (error) {
          log.error({ err: error, alertId: a.id }, 'alert email failed again');
        }
      }
    }
    // Deliveries written here are started at once, as the event's listener would have: their first attempt is due
    // after `now`, so runDueWebhooks below would leave them to the next sweep.
    await webhooks.startWebhooks(await webhooks.enqueueWebhooks(await repo.recentAlerts(db, since)));
    // Raises of the last 24 hours whose event was missed (the latest raise of each alert).
    const raised = await repo.recentRaises(db, since);
    await webhooks.startWebhooks(
      await webhooks.enqueueRaisedWebhooks(raised.map((r) => ({ id: r.id, from: r.from!, to: r.to }))),
    );
    await webhooks.runDueWebhooks(now);
    // Tribunal decisions stored without an event (another process, a direct load): followers still hear of them.
    try {
      await deps.catchUp?.(since);
    } catch (error) {
      log.error({ err: error }, 'follow decisions sweep failed');
    }
  }

  // Notifications span companies (alerts of many companies, their members, their webhooks): every entry point
  // runs in a named system context (row-level security), whoever calls it.
  const system =
    <A extends unknown[], R>(reason: string, fn: (...args: A) => Promise<R>) =>
    (...args: A) =>
      asSystem(`notifications: ${reason}`, () => fn(...args));

  return {
    unsubscribeTokens: tokens,
    unsubscribeUrl,
    notifyAlerts: system('new alerts', notifyAlerts),
    notifyRaised: system('raised alerts', notifyRaised),
    sendImmediate: system('immediate e-mail', sendImmediate),
    runDigest: system('digest', runDigest),
    sweep: system('sweep', sweep),
    attemptWebhook: system('webhook attempt', webhooks.attemptWebhook),
    runDueWebhooks: system('due webhooks', webhooks.runDueWebhooks),
    webhookTargets,
  };
}
