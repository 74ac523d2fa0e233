import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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

/**
 * With STORAGE_PRESIGN the web app's download `fetch` follows a redirect to the bucket: its origin must be in
 * connect-src. It is read from a presigned URL the store makes (nothing is sent), so it is the origin the downloads
 * will use, whatever the endpoint, region and addressing style.
 */
async function presignedDownloadOrigin(app: FastifyInstance): Promise<string[]> {
  if (app.config.storage.driver !== 's3' || !app.config.storage.presign || !app.hasDecorator('storage')) return [];
  try {
    const url = await app.storage.presignGet('csp-origin', { expiresInSeconds: 60 });
    return url ? [new URL(url).origin] : [];
  } catch (err) {
    app.log.warn(
      { err },
      'the presigned downloads origin is unknown: browsers will refuse downloads (CSP connect-src)',
    );
    return [];
  }
}

export default fp(
  async (app) => {
    const origins = remoteOrigins(app.config.remoteOverrides);
    const directives = {
      ...CONTENT_SECURITY_POLICY_DIRECTIVES,
      scriptSrc: [...CONTENT_SECURITY_POLICY_DIRECTIVES.scriptSrc, ...origins],
      connectSrc: [
        ...CONTENT_SECURITY_POLICY_DIRECTIVES.connectSrc,
        ...new Set([...origins, ...(await presignedDownloadOrigin(app))]),
      ],
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
