/** The job kinds of notifications (alert mails, digests, the catch-up sweep, webhook attempts). */
export const JOB_ALERT_EMAIL = 'notifications-alert-email';
export const JOB_DIGEST = 'notifications-digest';
export const JOB_SWEEP = 'notifications-sweep';
export const JOB_WEBHOOK = 'notifications-webhook';
