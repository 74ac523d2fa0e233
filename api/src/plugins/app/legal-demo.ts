import { count } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { legalDecisions, mayoralDecisions, proposals } from '../../db/schema/index.js';
import { seedLegalDemo } from '../../demo/legal.js';

/**
 * Loads the demo proposals, precedents and mayoral decisions on the embedded database when it has none (the
 * default configuration). Never on PostgreSQL (production data comes from the ingest connectors)
 * and never under test (tests seed their own data), nor with DEMO_DATA=false (an empty database).
 */
export default fp(
  async (app) => {
    if (!app.config.demoData || app.config.nodeEnv === 'test' || app.database.kind !== 'pglite') return;
    app.addHook('onReady', async () => {
      const counts = await Promise.all(
        [proposals, legalDecisions, mayoralDecisions].map(async (table) => {
          const [row] = await app.db.select({ n: count() }).from(table);
          return Number(row?.n ?? 0);
        }),
      );
      if (counts.some((n) => n > 0)) return;
      const started = Date.now();
      await seedLegalDemo(app.db);
      app.log.info({ ms: Date.now() - started }, 'loaded the provincial, precedents and mayoral demo data');
    });
  },
  { name: 'legal-demo', dependencies: ['db'] },
);
