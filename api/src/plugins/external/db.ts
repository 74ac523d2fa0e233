import fp from 'fastify-plugin';
import { openDatabase, type Database, type Db } from '../../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export interface DbPluginOptions {
  /** An already-open database (tests); the caller then owns closing it. */
  database?: Database;
}

/** Opens PGlite (no DATABASE_URL) or PostgreSQL, applies the migrations, and closes it with the app. */
export default fp<DbPluginOptions>(
  async (app, opts) => {
    const owned = !opts.database;
    const database =
      opts.database ??
      (await openDatabase({
        databaseUrl: app.config.databaseUrl,
        pgliteDir: app.config.pgliteDir,
        rls: app.config.databaseRls,
        appDatabaseUrl: app.config.databaseAppUrl,
        onConnectionError: (error) => app.log.warn({ err: error }, 'PostgreSQL dropped a connection'),
      }));
    try {
      await database.migrate();
    } catch (error) {
      if (owned) await database.close();
      throw error;
    }
    app.decorate('database', database);
    app.decorate('db', database.db);
    if (owned) app.addHook('onClose', async () => database.close());
  },
  { name: 'db' },
);
