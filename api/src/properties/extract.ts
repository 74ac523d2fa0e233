import { open } from 'node:fs/promises';
import type { DocumentExtension } from '../plugins/app/company-files.js';

/** At most this much text is kept per document (the summary reads the start of long documents). */
export const MAX_EXTRACTED_CHARS = 2_000_000;

type Extractor = (absolutePath: string, mimeOrExt: string) => Promise<string | { text: string } | null | undefined>;

/** The shared extraction module (api/src/extract), loaded once when it is present in this build. */
let shared: Promise<Extractor | null> | undefined;
function sharedExtractor(): Promise<Extractor | null> {
  const specifier = '../extract/index.js';
  shared ??= import(specifier)
    .then((mod: { extractFile?: Extractor }) => (typeof mod.extractFile === 'function' ? mod.extractFile : null))
    .catch(() => null);
  return shared;
}

async function readTextFile(absolutePath: string): Promise<string> {
  const handle = await open(absolutePath, 'r');
  try {
    const buffer = Buffer.alloc(MAX_EXTRACTED_CHARS);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

/**
 * The text of a stored property document: one call. TXT is read directly; PDF, DOC and DOCX go through the shared
 * extraction module. Throws with a readable message when the text cannot be read.
 */
export async function extractDocumentText(absolutePath: string, ext: DocumentExtension): Promise<string> {
  const extractor = await sharedExtractor();
  let text: string;
  if (extractor) {
    const result = await extractor(absolutePath, ext);
    text = typeof result === 'string' ? result : (result?.text ?? '');
  } else if (ext === 'txt') {
    text = await readTextFile(absolutePath);
  } else {
    throw new Error(`Text extraction for ${ext.toUpperCase()} documents is not available on this server.`);
  }
  return text.replace(/\u0000/g, '').slice(0, MAX_EXTRACTED_CHARS).trim();
}
