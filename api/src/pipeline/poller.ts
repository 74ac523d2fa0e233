import type { Db } from '../db/client.js';
import type { Jobs } from '../jobs/queue.js';
import { claimDuePolls, ensurePollRows } from './poll-repository.js';

/*
 * The poller (docs/polling.md): in every process that works jobs, every `tickMs` it claims the sources whose next
 * read is due (source_polls.next_poll_at, moved by each read through poll-policy.ts) and queues a poll of each
 * (an 'ingest' job with mode 'poll'). Claims are made in the database, so that N processes poll a source once. A
 * claim holds the source for `leaseMs`: a read that dies with its process is tried again after that.
 */

export interface PollerDeps {
  db: Db;
  jobs: Jobs;
  tickMs: number;
  leaseMs: number;
  log: { warn(obj: object, msg: string): void };
}

export interface Poller {
  /** One look: queues a poll of each due source; answers them. */
  tick(): Promise<string[]>;
  stop(): void;
}

export function createPoller({ db, jobs, tickMs, leaseMs, log }: PollerDeps): Poller {
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  const poller: Poller = {
    async tick() {
      await ensurePollRows(db);
      const due = await claimDuePolls(db, leaseMs);
      for (const source of due)
        // One read of a source at a time (the same key as its other ingests); a poll is not retried: the next
        // poll is.
        await jobs.send('ingest', { source, mode: 'poll' }, { singletonKey: `ingest-${source}`, retryLimit: 0 });
      return due;
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
  if (tickMs > 0) {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      poller
        .tick()
        .catch((err: unknown) => log.warn({ err }, 'source polling failed'))
        .finally(() => (running = false));
    }, tickMs);
    timer.unref();
  }
  return poller;
}
