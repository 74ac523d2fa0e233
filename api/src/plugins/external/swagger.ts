import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

/** OpenAPI document generated from the route schemas: /api/openapi.json, with a UI at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Parcelwatch API',
          description: 'Municipal and planning activity monitoring for Ontario properties.',
          version: '0.1.0',
        },
        servers: [{ url: app.config.publicUrl }],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            apiKey: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'pwk_ API key',
              description:
                'A read-only API key (Settings -> API keys), sent as `Authorization: Bearer pwk_…`. Accepted only by the GET ' +
                'routes that list this scheme, when the key holds the scope named in their `x-api-key-scope`.',
            },
          },
        },
        tags: [
          { name: 'health', description: 'Liveness and database check' },
          { name: 'auth', description: 'Sign-up, login, password reset, invitations' },
          { name: 'two-factor', description: 'TOTP two-factor authentication and backup codes' },
          { name: 'security', description: 'Sessions, password changes, security settings' },
          { name: 'companies', description: 'Company team and invitations' },
        ],
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'swagger' },
);
