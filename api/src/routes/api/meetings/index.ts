import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Placeholder: filled in by its issue. */
const routes: FastifyPluginAsyncTypebox = async () => {};
export default routes;
