import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { loadConfig } from './config/index.js';

/**
 * The frame of every command-line entry point (`npm run ingest`, `addresses:import`, `operator`): the configuration
 * read and checked (a bad value prints its message and exits 1), the app built on the configured database, the work
 * run, and the app closed whatever happens. The work's number becomes the process's exit code.
 */
export async function runWithApp(work: (app: FastifyInstance) => Promise<number>): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  const app = await buildApp(config);
  try {
    return await work(app);
  } finally {
    await app.close();
  }
}
