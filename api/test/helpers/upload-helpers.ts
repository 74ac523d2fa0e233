import type { FastifyInstance } from 'fastify';
import { bearer } from './helpers.js';

/* Multipart uploads as a browser sends them, for the routes that take files. */

const BOUNDARY = '----parcelwatch-upload-boundary';

/** A multipart/form-data body of `files`, each under the form field `field` ("file" unless told). */
export function multipart(files: { filename: string; content: Buffer; field?: string }[]): Buffer {
  return Buffer.concat([
    ...files.flatMap(({ filename, content, field = 'file' }) => [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
}

/** POSTs a body made by `multipart` to `url` as the holder of `token`. */
export const postMultipart = (app: FastifyInstance, url: string, token: string, payload: Buffer) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload,
  });

/** POST /api/properties/{id}/documents/upload. */
export const uploadPropertyDocument = (app: FastifyInstance, token: string, propertyId: string, payload: Buffer) =>
  postMultipart(app, `/api/properties/${propertyId}/documents/upload`, token, payload);
