import fp from 'fastify-plugin';
import { sweepOrphanFiles } from '../../files/company-storage.js';
import { filesJobs } from '../../files/jobs.js';

/**
 * Removes stored files whose company or property no longer exists (files/company-storage.ts): once when the
 * process starts, in the background, and every night at 03:30 (America/Toronto) as a job.
 */
export default fp(
  async (app) => {
    const sweep = async () => {
      const removed = await sweepOrphanFiles(app);
      if (removed.length) app.log.info({ removed }, 'orphan files removed');
    };
    await app.jobs.serve(filesJobs, sweep);
    await app.jobs.schedule('files-sweep', '30 3 * * *', {});
    let running: Promise<void> = Promise.resolve();
    app.addHook('onReady', async () => {
      running = sweep().catch((err) => app.log.error({ err }, 'orphan files sweep failed'));
    });
    // Finished before the database closes.
    app.addHook('preClose', async () => running);
  },
  { name: 'files-sweep', dependencies: ['db', 'jobs'] },
);
