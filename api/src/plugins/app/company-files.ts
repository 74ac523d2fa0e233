import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { httpError, HttpError } from '../../lib/http-error.js';
import { writeNewFile } from '../../lib/write-new-file.js';

/** 50 MB per file (the multipart plugin's limit, 50 MiB). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt'] as const;
export type DocumentExtension = (typeof DOCUMENT_EXTENSIONS)[number];

export const CONTENT_TYPES: Record<DocumentExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};

const SNIFF_BYTES = 8192;
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from('PK\x03\x04', 'latin1');
/** Executables and archives that must never pass as text. */
const BINARY_MAGIC = [Buffer.from('MZ'), Buffer.from('\x7fELF', 'latin1'), Buffer.from([0xcf, 0xfa, 0xed, 0xfe]), Buffer.from([0xca, 0xfe, 0xba, 0xbe]), ZIP, OLE2];

/** Does the start of the file look like what its extension says? */
export function contentMatches(ext: DocumentExtension, head: Buffer): boolean {
  switch (ext) {
    case 'pdf':
      // The header may follow a little junk (the PDF spec tolerates up to 1024 bytes).
      return head.subarray(0, 1024).includes('%PDF-');
    case 'doc':
      return head.subarray(0, 8).equals(OLE2);
    case 'docx': {
      if (!head.subarray(0, 4).equals(ZIP)) return false;
      const text = head.toString('latin1');
      return ['[Content_Types].xml', 'word/', '_rels/', 'docProps/'].some((name) => text.includes(name));
    }
    case 'txt': {
      if (head.length === 0) return true;
      if (BINARY_MAGIC.some((magic) => head.subarray(0, magic.length).equals(magic))) return false;
      if (head.includes(0)) return false;
      let control = 0;
      for (const byte of head) if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) control += 1;
      return control <= head.length / 100;
    }
  }
}

/** Passes bytes through once the first SNIFF_BYTES (or the whole file, if smaller) match the expected type. */
export class Sniffer extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  private decided = false;
  bytes = 0;
  constructor(private readonly ext: DocumentExtension) {
    super();
  }
  private decide(): Error | null {
    this.decided = true;
    const head = Buffer.concat(this.head);
    this.head = [];
    if (!contentMatches(this.ext, head)) return httpError(400, `The file's content is not a valid ${this.ext.toUpperCase()} document.`);
    this.push(head);
    return null;
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length;
    if (this.decided) return callback(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    callback(this.headLength >= SNIFF_BYTES ? this.decide() : null);
  }
  override _flush(callback: TransformCallback) {
    callback(this.decided ? null : this.decide());
  }
}

export interface StoredUpload {
  /** The name the user gave, for display only (never a path). */
  filename: string;
  ext: DocumentExtension;
  contentType: string;
  size: number;
  /** Absolute path of the stored file (a server-generated name). */
  absolutePath: string;
}

/** A display name: the base name only, without control characters, at most 255 characters. */
export function displayName(raw: string | undefined, ext: string): string {
  const base = path.basename(String(raw ?? '').replace(/\\/g, '/')).replace(/[\x00-\x1f\x7f]/g, '').trim();
  return (base || `document.${ext}`).slice(-255);
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
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw httpError(400, 'The document must be sent in the field "file".');
  }
  const ext = path.extname(part.filename ?? '').slice(1).toLowerCase() as DocumentExtension;
  if (!DOCUMENT_EXTENSIONS.includes(ext)) {
    part.file.resume();
    throw httpError(400, 'Only PDF, DOC, DOCX and TXT files are allowed.');
  }
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
  return { filename: displayName(part.filename, ext), ext, contentType: CONTENT_TYPES[ext], size: sniffer.bytes, absolutePath };
}

function uploadError(error: unknown): Error {
  if (error instanceof HttpError) return error;
  const err = error as { code?: string; statusCode?: number; message?: string };
  if (err.code === 'FST_REQ_FILE_TOO_LARGE') return httpError(413, 'The file is too large (maximum 50 MB).');
  if (err.code === 'FST_FILES_LIMIT' || err.code === 'FST_PARTS_LIMIT') return httpError(413, 'Send one file at a time.');
  if (err.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return httpError(400, 'Send the document as multipart/form-data in the field "file".');
  // File-system failures are ours (500); anything else is a malformed or interrupted upload.
  if (err.code && /^E[A-Z]+$/.test(err.code) && err.code !== 'ECONNRESET') return error as Error;
  return httpError(400, 'The upload was incomplete or malformed. Please try again.');
}
