import { openDatabase } from './db/client.js';
import { loadConfig } from './config/index.js';

/*
 * `npm run db:migrate` (scripts/db-migrate.mjs), or `node api/dist/cli-migrate.js` in a built tree or image:
 * applies the pending SQL migrations (api/drizzle) to the configured database and exits; nothing else starts (no
 * job queue, no HTTP). A deployment runs it once before rolling out new API and worker processes. Every API and
 * worker also migrates at start; all of them take the same advisory lock (db/client.ts migrateOnce), so racing
 * starts are safe and whoever comes second finds nothing to do. With DATABASE_RLS on it also checks the app role.
 */
async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  const started = Date.now();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    rls: config.databaseRls,
    appDatabaseUrl: config.databaseAppUrl,
    onConnectionError: () => undefined,
  });
  try {
    await database.migrate();
    const where = database.kind === 'postgres' ? 'PostgreSQL' : `the embedded database in ${config.pgliteDir}`;
    console.log(`migrations applied to ${where} in ${Date.now() - started} ms`);
    return 0;
  } catch (error) {
    console.error(`migrations failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
