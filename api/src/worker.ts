import { buildApp } from './app.js';
import { loadConfig, type Config } from './config/index.js';
import { closeOnSignals } from './plugins/external/shutdown.js';

/*
 * A job worker process (production): `node dist/worker.js` next to an API started with
 * JOBS_WORKERS=external, all on the same DATABASE_URL. It builds the same application (so every job handler and
 * service is the one the API has) but serves no HTTP: it only works the pg-boss queues and keeps the cron
 * schedules. Run as many as needed; a worker killed mid-job has its job retried by another (each kind's
 * policy: <domain>/jobs.ts).
 * SIGTERM stops it gracefully (plugins/external/shutdown.ts).
 */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  if (!config.databaseUrl) {
    console.error(
      'Invalid environment variable DATABASE_URL: a worker process needs PostgreSQL (the embedded database runs its jobs inside the API process)',
    );
    process.exit(1);
  }
  // This process is the worker, whatever the API's JOBS_WORKERS says.
  const app = await buildApp({ ...config, jobs: { ...config.jobs, workers: 'in-process' } });

  // SIGTERM: no new job is fetched; running jobs get SHUTDOWN_GRACE_MS, then are handed back to the queue.
  closeOnSignals(app, { what: 'worker', graceMs: config.shutdown.graceMs });
  const line = `job worker ${process.pid} running (concurrency ${config.jobs.concurrency} per kind)`;
  if (config.logLevel === 'silent') console.log(line);
  else app.log.info(line);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
