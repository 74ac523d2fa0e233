import type { RaisedAlert } from './types.js';

/**
 * Where new and raised alerts are announced: the pipeline's events (pipeline/events.ts), to which notifications
 * (mails, webhooks) listen. Every writer of alerts announces through announceAlerts, after its writes are done.
 */
export interface AlertEvents {
  alertsCreated(alertIds: number[]): Promise<void>;
  alertsRaised(raised: RaisedAlert[]): Promise<void>;
}

/** Announces the alerts a write created, then those it raised (an empty list announces nothing). */
export async function announceAlerts(
  events: AlertEvents,
  result: { createdAlertIds: number[]; raised?: RaisedAlert[] },
): Promise<void> {
  await events.alertsCreated(result.createdAlertIds);
  if (result.raised) await events.alertsRaised(result.raised);
}
