import type { FastifyInstance } from 'fastify';

/**
 * Closes the app on SIGINT or SIGTERM (its onClose hooks close the database, the job queue and the mail
 * transport), then exits: 0 when it closed, 1 on an error or when closing takes longer than `graceMs`.
 */
export function closeOnSignals(app: FastifyInstance, { what, graceMs }: { what: string; graceMs: number }): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, stopping the ${what}`);
    const timer = setTimeout(() => {
      app.log.error(`stopping the ${what} took over ${graceMs} ms, exiting`);
      process.exit(1);
    }, graceMs);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, `error while stopping the ${what}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}
