import type { FastifyPluginAsync } from 'fastify';
import mayoralRoutes from './mayoral.js';
import precedentsRoutes from './precedents.js';
import provincialRoutes from './provincial.js';

/**
 * Provincial proposals, precedents and mayoral decisions, mounted under /api (their repositories and the demo data
 * of the embedded database are plugins registered by the app). Every route needs a signed-in user; the data is
 * global (the same for every company).
 */
const legalRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(provincialRoutes);
  await app.register(precedentsRoutes);
  await app.register(mayoralRoutes);
};

export default legalRoutes;
