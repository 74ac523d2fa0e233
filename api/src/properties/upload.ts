import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { httpError, HttpError } from '../lib/http-error.js';
import { acceptedExtension } from '../lib/receive-upload.js';
import { writeNewFile } from '../lib/write-new-file.js';
import { CONTENT_TYPES, displayName, MAX_UPLOAD_BYTES, Sniffer, type StoredUpload } from '../lib/upload-sniff.js';

export const MAX_FILES_PER_UPLOAD = 20;
const TOO_LARGE = 'The file is too large (maximum 50 MB).';

function uploadError(error: unknown): Error {
  if (error instanceof HttpError) return error;
  const err = error as { code?: string };
  if (err.code === 'FST_REQ_FILE_TOO_LARGE') return httpError(413, TOO_LARGE);
  if (err.code === 'FST_FILES_LIMIT') return httpError(413, `Send at most ${MAX_FILES_PER_UPLOAD} files at a time.`);
  if (err.code === 'FST_PARTS_LIMIT' || err.code === 'FST_FIELDS_LIMIT') return httpError(413, 'Too many form parts.');
  if (err.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return httpError(400, 'Send the documents as multipart/form-data in the field "file".');
  if (err.code && /^E[A-Z]+$/.test(err.code) && err.code !== 'ECONNRESET') return error as Error;
  return httpError(400, 'The upload was incomplete or malformed. Please try again.');
}

/**
 * Streams every multipart part named `file` to `dir/<uuid>.<ext>`: extension and content checked, 50 MB per file
 * enforced while streaming (413). All or nothing: when any file fails, every file of the request is removed.
 */
export async function receiveDocuments(request: FastifyRequest, dir: string): Promise<StoredUpload[]> {
  if (!request.isMultipart()) throw httpError(400, 'Send the documents as multipart/form-data in the field "file".');
  const stored: StoredUpload[] = [];
  try {
    await mkdir(dir, { recursive: true });
    const parts = request.files({ limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_FILES_PER_UPLOAD } });
    for await (const part of parts) {
      const ext = acceptedExtension(part, 'Documents must be sent in the field "file".');
      const absolutePath = path.join(dir, `${randomUUID()}.${ext}`);
      const sniffer = new Sniffer(ext);
      // Registered before streaming, so a failure part-way still removes the partial file.
      stored.push({
        filename: displayName(part.filename, ext),
        ext,
        contentType: CONTENT_TYPES[ext],
        size: 0,
        absolutePath,
      });
      try {
        await writeNewFile(absolutePath, part.file, sniffer);
      } catch (error) {
        part.file.resume();
        throw error;
      }
      if (part.file.truncated) throw httpError(413, TOO_LARGE);
      stored[stored.length - 1]!.size = sniffer.bytes;
    }
  } catch (error) {
    await removeFiles(stored.map((file) => file.absolutePath));
    throw uploadError(error);
  }
  if (!stored.length) throw httpError(400, 'No file was uploaded.');
  return stored;
}

export async function removeFiles(paths: string[]): Promise<void> {
  await Promise.all(paths.map((file) => rm(file, { force: true }).catch(() => undefined)));
}
