import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { httpError, HttpError } from './http-error.js';
import { writeNewFile } from './write-new-file.js';
import {
  CONTENT_TYPES,
  displayName,
  DOCUMENT_EXTENSIONS,
  MAX_UPLOAD_BYTES,
  Sniffer,
  type DocumentExtension,
  type StoredUpload,
} from './upload-sniff.js';

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
 * Streams the multipart field `file` to `dir/<uuid>.<ext>`: extension and content checked, 50 MB enforced while
 * streaming (413), nothing kept when anything fails. The caller deletes the file if its own transaction fails.
 */
export async function receiveDocument(request: FastifyRequest, dir: string): Promise<StoredUpload> {
  if (!request.isMultipart()) throw httpError(400, 'Send the document as multipart/form-data in the field "file".');
  let part;
  try {
    part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  } catch (error) {
    throw uploadError(error);
  }
  if (!part) throw httpError(400, 'No file was uploaded.');
  const ext = acceptedExtension(part, 'The document must be sent in the field "file".');
  await mkdir(dir, { recursive: true });
  const absolutePath = path.join(dir, `${randomUUID()}.${ext}`);
  const sniffer = new Sniffer(ext);
  try {
    await writeNewFile(absolutePath, part.file, sniffer);
    if (part.file.truncated) throw httpError(413, 'The file is too large (maximum 50 MB).');
  } catch (error) {
    part.file.resume();
    await rm(absolutePath, { force: true });
    throw uploadError(error);
  }
  return {
    filename: displayName(part.filename, ext),
    ext,
    contentType: CONTENT_TYPES[ext],
    size: sniffer.bytes,
    absolutePath,
  };
}

function uploadError(error: unknown): Error {
  if (error instanceof HttpError) return error;
  const err = error as { code?: string; statusCode?: number; message?: string };
  if (err.code === 'FST_REQ_FILE_TOO_LARGE') return httpError(413, 'The file is too large (maximum 50 MB).');
  if (err.code === 'FST_FILES_LIMIT' || err.code === 'FST_PARTS_LIMIT')
    return httpError(413, 'Send one file at a time.');
  if (err.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return httpError(400, 'Send the document as multipart/form-data in the field "file".');
  // File-system failures are ours (500); anything else is a malformed or interrupted upload.
  if (err.code && /^E[A-Z]+$/.test(err.code) && err.code !== 'ECONNRESET') return error as Error;
  return httpError(400, 'The upload was incomplete or malformed. Please try again.');
}
