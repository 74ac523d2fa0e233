import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** What is stopping, for the log: 'API', 'worker'. */
  what: string;
  /** SHUTDOWN_GRACE_MS: how long in-flight requests and running jobs get once the process stops serving. */
  graceMs: number;
  /** SHUTDOWN_READINESS_DELAY_MS: how long it still serves, reporting not ready, before it stops accepting. */
  readinessDelayMs?: number;
}

/** What an interrupted event stream's last event says. */
export const INTERRUPTED_DETAIL = 'The server is restarting. Please ask again.';

/** After the grace period, the connections still open are cut; this much later the process gives up and exits 1. */
const LAST_CHANCE_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops the app on SIGINT or SIGTERM, in this order:
 * 1. draining begins: GET /api/health/ready answers 503 and every response carries `Connection: close`;
 * 2. during `readinessDelayMs` the process still serves (a load balancer sees it not ready and moves away);
 * 3. the open event streams are ended with an `interrupted` event, and the app closes: no new connection is
 *    accepted, idle keep-alive connections are closed, in-flight requests finish (a request still arriving on an
 *    open connection is served too, never answered 503: app.ts), the job workers stop fetching
 *    and finish their running jobs (jobs still running at the end of the grace period are handed back to the
 *    queue, to be retried by another worker), then the database closes;
 * 4. exit 0. Past `graceMs` the remaining connections are cut; past `graceMs` + 5 s, or on an error, exit 1.
 */
export function closeOnSignals(app: FastifyInstance, options: ShutdownOptions): void {
  const { what, graceMs, readinessDelayMs = 0 } = options;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.drain.begin();
    app.log.info(
      `${signal} received, stopping the ${what}` +
        (readinessDelayMs > 0 ? `: not ready, still serving for ${readinessDelayMs} ms` : ''),
    );
    if (readinessDelayMs > 0) await sleep(readinessDelayMs);

    const cut = setTimeout(() => {
      app.log.warn(`the ${what} still had connections open after ${graceMs} ms: closing them`);
      app.server.closeAllConnections?.();
    }, graceMs);
    cut.unref();
    const giveUp = setTimeout(() => {
      app.log.error(`stopping the ${what} took over ${graceMs + LAST_CHANCE_MS} ms, exiting`);
      process.exit(1);
    }, graceMs + LAST_CHANCE_MS);
    giveUp.unref();

    const streams = app.drain.endStreams(INTERRUPTED_DETAIL);
    if (streams > 0) app.log.info(`${streams} event stream(s) ended with an interrupted event`);
    try {
      await app.close();
      app.log.info(`the ${what} stopped`);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, `error while stopping the ${what}`);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}
