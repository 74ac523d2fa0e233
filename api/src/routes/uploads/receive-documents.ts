import type { FastifyRequest } from 'fastify';
import { httpError, httpStatusOf } from '../../lib/http-error.js';
import {
  acceptedExtension,
  isStorageFailure,
  storePart,
  UPLOAD_STREAM_LIMIT,
  type UploadSink,
} from './receive-upload.js';
import type { StoredUpload } from '../../lib/upload-sniff.js';

export const MAX_FILES_PER_UPLOAD = 20;
const TOO_LARGE = 'The file is too large (maximum 50 MB).';

function uploadError(error: unknown): Error {
  if (httpStatusOf(error) !== undefined) return error as Error;
  const err = error as { code?: string };
  if (err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'STORAGE_OBJECT_TOO_LARGE')
    return httpError(413, TOO_LARGE);
  if (err.code === 'FST_FILES_LIMIT') return httpError(413, `Send at most ${MAX_FILES_PER_UPLOAD} files at a time.`);
  if (err.code === 'FST_PARTS_LIMIT' || err.code === 'FST_FIELDS_LIMIT') return httpError(413, 'Too many form parts.');
  if (err.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return httpError(400, 'Send the documents as multipart/form-data in the field "file".');
  if (isStorageFailure(error)) return error as Error;
  return httpError(400, 'The upload was incomplete or malformed. Please try again.');
}

/**
 * Streams every multipart part named `file` into the store as `<prefix><uuid>.<ext>`: extension and content
 * checked, 50 MB per file enforced while streaming (413). All or nothing: when any file fails, every file of the
 * request is removed.
 */
export async function receiveDocuments(
  request: FastifyRequest,
  sink: UploadSink,
  prefix: string,
): Promise<StoredUpload[]> {
  if (!request.isMultipart()) throw httpError(400, 'Send the documents as multipart/form-data in the field "file".');
  const stored: StoredUpload[] = [];
  try {
    const parts = request.files({ limits: { fileSize: UPLOAD_STREAM_LIMIT, files: MAX_FILES_PER_UPLOAD } });
    for await (const part of parts) {
      const ext = acceptedExtension(part, 'Documents must be sent in the field "file".');
      stored.push(await storePart(sink, prefix, part, ext));
    }
  } catch (error) {
    await removeStored(sink, stored);
    throw uploadError(error);
  }
  if (!stored.length) throw httpError(400, 'No file was uploaded.');
  return stored;
}

/** Removes the objects of an upload (its transaction failed, or a later part was refused). Never throws. */
export async function removeStored(sink: UploadSink, files: Array<{ key: string }>): Promise<void> {
  await Promise.all(files.map((file) => sink.delete(file.key).catch(() => undefined)));
}
