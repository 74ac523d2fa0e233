import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { tileOrigin } from '../../config/map.js';

/**
 * Security headers on every answer. The CSP suits a same-origin single-page app (antd injects styles at run
 * time, hence 'unsafe-inline' for styles only); the swagger-ui page at /api/docs gets no CSP because its
 * bundled page uses inline scripts.
 */
export const CONTENT_SECURITY_POLICY_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:', 'https:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

/** Remotes served from other origins (REMOTE_*_URL) must be allowed to run their scripts and be fetched. */
export function remoteOrigins(overrides: Record<string, string | undefined>): string[] {
  const origins = Object.values(overrides)
    .filter((url): url is string => typeof url === 'string' && /^https?:/.test(url))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

export default fp(
  async (app) => {
    const origins = remoteOrigins(app.config.remoteOverrides);
    const directives = {
      ...CONTENT_SECURITY_POLICY_DIRECTIVES,
      scriptSrc: [...CONTENT_SECURITY_POLICY_DIRECTIVES.scriptSrc, ...origins],
      connectSrc: [...CONTENT_SECURITY_POLICY_DIRECTIVES.connectSrc, ...origins],
      // A plain-http tile server (MAP_TILE_URL) is not covered by 'https:'.
      imgSrc: [...CONTENT_SECURITY_POLICY_DIRECTIVES.imgSrc, ...[tileOrigin(app.config.mapTiles.url) ?? []].flat()],
    };
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/docs')) reply.removeHeader('content-security-policy');
    });
  },
  { name: 'helmet' },
);
