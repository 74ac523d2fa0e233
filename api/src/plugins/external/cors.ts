import cors from '@fastify/cors';
import fp from 'fastify-plugin';

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** CORS_ORIGINS when set; otherwise PUBLIC_URL's origin and any localhost / 127.0.0.1 origin. */
export default fp(
  async (app) => {
    const { corsOrigins, publicUrl } = app.config;
    const publicOrigin = new URL(publicUrl).origin;
    await app.register(cors, {
      origin: (origin, callback) => {
        if (!origin) return callback(null, true); // same-origin and non-browser clients
        const allowed = corsOrigins
          ? corsOrigins.includes('*') || corsOrigins.includes(origin)
          : origin === publicOrigin || LOCAL_ORIGIN.test(origin);
        callback(null, allowed);
      },
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
      exposedHeaders: ['X-Request-Id', 'Retry-After', 'X-Total-Count'],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
