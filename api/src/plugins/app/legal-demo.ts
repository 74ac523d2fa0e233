import fp from 'fastify-plugin';
import { seedLegalDemoIfEmpty } from '../../legal/demo.js';

/**
 * Loads the demo proposals, precedents and mayoral decisions on the embedded database when it has none (the
 * default configuration). Never on PostgreSQL (production data comes from the ingest connectors)
 * and never under test (tests seed their own data), nor with DEMO_DATA=false (an empty database).
 */
export default fp(
  async (app) => {
    if (!app.config.demoData || app.config.nodeEnv === 'test' || app.database.kind !== 'pglite') return;
    app.addHook('onReady', async () => {
      const ms = await seedLegalDemoIfEmpty(app.db);
      if (ms !== null) app.log.info({ ms }, 'loaded the provincial, precedents and mayoral demo data');
    });
  },
  { name: 'legal-demo', dependencies: ['db'] },
);
