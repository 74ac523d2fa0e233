import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable, Transform } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { httpError, httpStatusOf } from '../../lib/http-error.js';
import { StorageUnavailableError } from '../../lib/dependency-errors.js';
import {
  CONTENT_TYPES,
  displayName,
  DOCUMENT_EXTENSIONS,
  MAX_UPLOAD_BYTES,
  Sniffer,
  type DocumentExtension,
  type StoredUpload,
} from '../../lib/upload-sniff.js';

/**
 * Where an upload is streamed: the object store (storage/) has this shape. `put` keeps nothing when the body fails
 * and rethrows the body's error; a body over maxBytes fails with an error whose code is STORAGE_OBJECT_TOO_LARGE.
 */
export interface UploadSink {
  put(
    key: string,
    body: Readable,
    options: { maxBytes: number; contentType?: string; through?: Transform[] },
  ): Promise<{ size: number }>;
  delete(key: string): Promise<void>;
}

/**
 * Streams one accepted part into the sink under `<prefix><uuid>.<ext>`: content sniffed, MAX_UPLOAD_BYTES enforced
 * while streaming (by the multipart limit and by the sink), nothing kept on failure.
 */
export async function storePart(
  sink: UploadSink,
  prefix: string,
  part: { filename?: string; file: Readable & { truncated?: boolean } },
  ext: DocumentExtension,
): Promise<StoredUpload> {
  const key = `${prefix}${randomUUID()}.${ext}`;
  const sniffer = new Sniffer(ext);
  try {
    await sink.put(key, part.file, { maxBytes: MAX_UPLOAD_BYTES, contentType: CONTENT_TYPES[ext], through: [sniffer] });
    // The multipart limit ends the stream quietly (truncated) at the limit: a file of exactly the limit plus more.
    if (part.file.truncated) {
      await sink.delete(key).catch(() => undefined);
      throw httpError(413, TOO_LARGE);
    }
  } catch (error) {
    part.file.resume();
    throw error;
  }
  return { filename: displayName(part.filename, ext), ext, contentType: CONTENT_TYPES[ext], size: sniffer.bytes, key };
}

const TOO_LARGE = 'The file is too large (maximum 50 MB).';
/**
 * The multipart parser's own cut-off, one byte past the limit: the byte past the limit reaches the sink, whose size
 * check then fails the put before anything is stored (a stream cut at exactly the limit would end "complete").
 */
export const UPLOAD_STREAM_LIMIT = MAX_UPLOAD_BYTES + 1;

/**
 * The extension of an uploaded part that may be stored: the part must be the field `file` (else `wrongField`
 * answers 400) and a PDF, DOC, DOCX or TXT by its name. A refused part's stream is drained.
 */
export function acceptedExtension(
  part: { fieldname: string; filename?: string; file: { resume(): unknown } },
  wrongField: string,
): DocumentExtension {
  const refuse = (detail: string) => {
    part.file.resume();
    return httpError(400, detail);
  };
  if (part.fieldname !== 'file') throw refuse(wrongField);
  const ext = path
    .extname(part.filename ?? '')
    .slice(1)
    .toLowerCase() as DocumentExtension;
  if (!DOCUMENT_EXTENSIONS.includes(ext)) throw refuse('Only PDF, DOC, DOCX and TXT files are allowed.');
  return ext;
}

/**
 * Streams the multipart field `file` into the sink as `<prefix><uuid>.<ext>`: extension and content checked, 50 MB
 * enforced while streaming (413), nothing kept when anything fails. The caller deletes the object if its own
 * transaction fails.
 */
export async function receiveDocument(
  request: FastifyRequest,
  sink: UploadSink,
  prefix: string,
): Promise<StoredUpload> {
  if (!request.isMultipart()) throw httpError(400, 'Send the document as multipart/form-data in the field "file".');
  let part;
  try {
    part = await request.file({ limits: { fileSize: UPLOAD_STREAM_LIMIT, files: 1 } });
  } catch (error) {
    throw uploadError(error);
  }
  if (!part) throw httpError(400, 'No file was uploaded.');
  const ext = acceptedExtension(part, 'The document must be sent in the field "file".');
  try {
    return await storePart(sink, prefix, part, ext);
  } catch (error) {
    throw uploadError(error);
  }
}

function uploadError(error: unknown): Error {
  // Already a refusal with its answer (the content sniffer's InvalidError, an HttpError).
  if (httpStatusOf(error) !== undefined) return error as Error;
  const err = error as { code?: string; statusCode?: number; message?: string };
  if (err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'STORAGE_OBJECT_TOO_LARGE')
    return httpError(413, TOO_LARGE);
  if (err.code === 'FST_FILES_LIMIT' || err.code === 'FST_PARTS_LIMIT')
    return httpError(413, 'Send one file at a time.');
  if (err.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return httpError(400, 'Send the document as multipart/form-data in the field "file".');
  // Storage failures are ours (500); anything else is a malformed or interrupted upload.
  if (isStorageFailure(error)) return error as Error;
  return httpError(400, 'The upload was incomplete or malformed. Please try again.');
}

/**
 * A failure of the storage rather than of the upload: a file-system error (EACCES, ENOSPC...) or an answer of the S3
 * service (its errors carry $metadata). The client's own interruptions (ECONNRESET, a truncated body) are not.
 */
export function isStorageFailure(error: unknown): boolean {
  // The storage driver's own "unavailable" (a 503 with its sentence, answered by the error handler).
  if (error instanceof StorageUnavailableError) return true;
  const err = error as { code?: string; $metadata?: unknown; name?: string };
  if (err.$metadata !== undefined) return true;
  return Boolean(err.code && /^E[A-Z]+$/.test(err.code) && err.code !== 'ECONNRESET');
}
