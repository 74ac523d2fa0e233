import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { InvalidError } from './domain-errors.js';

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
const BINARY_MAGIC = [
  Buffer.from('MZ'),
  Buffer.from('\x7fELF', 'latin1'),
  Buffer.from([0xcf, 0xfa, 0xed, 0xfe]),
  Buffer.from([0xca, 0xfe, 0xba, 0xbe]),
  ZIP,
  OLE2,
];

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
    if (!contentMatches(this.ext, head))
      return new InvalidError(`The file's content is not a valid ${this.ext.toUpperCase()} document.`);
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
  /** Its key in the object store (a server-generated name). */
  key: string;
}

/** A display name: the base name only, without control characters, at most 255 characters. */
export function displayName(raw: string | undefined, ext: string): string {
  const base = path
    .basename(String(raw ?? '').replace(/\\/g, '/'))
    .replace(/[\x00-\x1f\x7f]/g, '')
    .trim();
  return (base || `document.${ext}`).slice(-255);
}
