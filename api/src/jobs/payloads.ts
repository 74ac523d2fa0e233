/**
 * What every job kind carries, declared once: the queue's `send`, `work` and `schedule` are checked against this
 * map (jobs/queue.ts), so the sender and the worker of a kind cannot disagree and nobody restates a payload.
 * Payloads are JSON (stored by pg-boss): numbers, strings, arrays, plain objects. Each kind's retry policy is in
 * jobs/kinds.ts; what each one does, who sends and who works it: docs/pipeline.md.
 */
export interface JobPayloads {
  /** Fetch one source since its cursor and store its records (pipeline/service.ts). */
  /** mode 'poll': an adaptive poll (pipeline/poller.ts); otherwise a full read (INGEST_CRON). */
  ingest: { source: string; mode?: 'poll' | 'full' };
  /** Download one fetched document and extract its text (pipeline/service.ts). */
  'extract-document': { documentId: number };
  /** Match new or changed agenda items against every property (analysis/service.ts). */
  'analyze-items': { agendaItemIds: number[] };
  /** Match the agenda items of documents whose text is now known. */
  'analyze-documents': { documentIds: number[] };
  /** Match one new property against recent agenda items. */
  'match-property': { companyId: string; propertyId: string };
  /** Re-run the analysis of one stored document on request (the documents API). */
  'reanalyze-document': { runId: number };
  /** Mail one alert to one user (instant or urgent delivery). */
  'notifications-alert-email': { alertId: number; userId: string };
  /** One delivery attempt of one webhook. */
  'notifications-webhook': { deliveryId: number };
  /** The daily digest mails; `now` (ISO 8601) pins the clock in tests. */
  'notifications-digest': { now?: string };
  /** Mail the platform operators that a source degraded or recovered (notifications/source-health-mail.ts). */
  'source-health-mail': {
    source: string;
    change: 'degraded' | 'recovered';
    degradedAt: string;
    reason: string;
    lastSuccessAt: string | null;
    at: string;
    /** The platform operator to mail. */
    userId: string;
  };
  /** Catches alerts whose notification an event listener missed. */
  'notifications-sweep': Record<string, never>;
  /** Look up a user by address and mail a password reset link. */
  'password-reset-mail': { email: string };
  /** Remove stored files whose company or property no longer exists. */
  'files-sweep': Record<string, never>;
}

export type JobName = keyof JobPayloads;

/** Ad-hoc kinds of the queue's own tests (`test-echo`, ...): their payload is whatever the test declares. */
export type TestJobName = `test-${string}`;
