import type { AlertSeverity } from '../db/schema/index.js';

/* What writing alerts answers: the alerts it created, updated and raised (announced by announce.ts). */

/** An alert whose severity went up when later items or a re-analysis were added to it. */
export interface RaisedAlert {
  id: number;
  from: AlertSeverity;
  to: AlertSeverity;
}

export interface WriteResult {
  createdAlertIds: number[];
  updatedAlertIds: number[];
  /** Updated alerts whose severity went up (never down). */
  raised: RaisedAlert[];
}
