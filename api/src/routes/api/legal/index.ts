import type { FastifyPluginAsync } from 'fastify';
import legalDemoPlugin from '../../../plugins/app/legal-demo.js';
import precedentsPlugin from '../../../plugins/app/legal-precedents.js';
import mayoralDecisionsPlugin from '../../../plugins/app/mayoral-decisions.js';
import provincialProposalsPlugin from '../../../plugins/app/provincial-proposals.js';
import mayoralRoutes from './mayoral.js';
import precedentsRoutes from './precedents.js';
import provincialRoutes from './provincial.js';

/**
 * Provincial proposals, precedents and mayoral decisions, mounted under /api: their repositories, the demo data
 * of the embedded database, and the routes. Every route needs a signed-in user; the data is global (the same
 * for every company).
 */
const legalRoutes: FastifyPluginAsync = async (app) => {
  await app.register(provincialProposalsPlugin);
  await app.register(precedentsPlugin);
  await app.register(mayoralDecisionsPlugin);
  await app.register(legalDemoPlugin);

  app.addHook('onRequest', app.authenticate);
  await app.register(provincialRoutes);
  await app.register(precedentsRoutes);
  await app.register(mayoralRoutes);
};

export default legalRoutes;
