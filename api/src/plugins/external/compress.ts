import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/**
 * Compresses answers of 1 KB and more (JSON lists, the OpenAPI document) with brotli or gzip, whichever the
 * client accepts first in that order. Server-sent event streams are written on the raw socket (hijacked) and
 * are never buffered or compressed; static files arrive precompressed (web/serve-web.ts) and an answer that
 * already carries a Content-Encoding is left alone.
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      // Quality 4 costs about as much CPU as gzip 6 and compresses JSON better; level 11 is for build time.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      // text/event-stream is not listed: a stream must reach the client as it is written.
      customTypes:
        /^(application\/(json|problem\+json|javascript)|text\/(html|css|plain|csv|calendar)|image\/svg\+xml)(;|$)/,
    });
  },
  { name: 'compress' },
);
