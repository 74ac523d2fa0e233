import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';
import { checkZipArchive, DEFAULT_ZIP_LIMITS, ZipRefusedError } from './zip-check.js';

/*
 * Text extraction with page positions, for municipal documents and uploaded property documents:
 * PDF (its text layer, page by page, through pdfjs-dist), DOCX (mammoth), DOC (best effort, word-extractor),
 * TXT (streamed; form feeds are page breaks) and HTML (tags dropped, blocks kept as lines).
 * A failure throws an ExtractionError with a readable reason; callers record it on the document.
 */

export interface ExtractedPage {
  pageNumber: number;
  /** Offsets of the page in `text` (end exclusive). */
  charStart: number;
  charEnd: number;
  text: string;
}

export interface Extracted {
  text: string;
  pages: ExtractedPage[];
}

export class ExtractionError extends Error {}

export type ExtractKind = 'pdf' | 'docx' | 'doc' | 'txt' | 'html';

/** The kind from a MIME type or an extension ('application/pdf', 'pdf', '.docx'). */
export function extractKind(mimeOrExt: string): ExtractKind | null {
  const value = mimeOrExt.toLowerCase().split(';')[0]!.trim().replace(/^\./, '');
  if (value === 'pdf' || value === 'application/pdf') return 'pdf';
  if (value === 'docx' || value === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    return 'docx';
  if (value === 'doc' || value === 'application/msword') return 'doc';
  if (value === 'txt' || value === 'text/plain') return 'txt';
  if (value === 'html' || value === 'htm' || value === 'text/html' || value === 'application/xhtml+xml') return 'html';
  return null;
}

/** Joins page texts with form feeds and records where each page stands. */
export function joinPages(pageTexts: string[]): Extracted {
  const pages: ExtractedPage[] = [];
  let offset = 0;
  pageTexts.forEach((text, i) => {
    pages.push({ pageNumber: i + 1, charStart: offset, charEnd: offset + text.length, text });
    offset += text.length + 1;
  });
  return { text: pageTexts.join('\f'), pages };
}

async function extractPdf(filePath: string, maxPages: number): Promise<Extracted> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const data = new Uint8Array(await readFile(filePath));
  const task = getDocument({
    data,
    useSystemFonts: false,
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  });
  const pdf = await task.promise;
  try {
    const texts: string[] = [];
    const count = Math.min(pdf.numPages, maxPages);
    for (let n = 1; n <= count; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str;
        text += item.hasEOL ? '\n' : item.str && !item.str.endsWith(' ') ? ' ' : '';
      }
      texts.push(text.replace(/[ \t]+\n/g, '\n').trim());
      page.cleanup();
    }
    return joinPages(texts);
  } finally {
    await pdf.destroy();
  }
}

async function extractDocx(filePath: string, maxInflatedBytes: number): Promise<Extracted> {
  // A DOCX is a zip archive: its sizes are checked before the reader unpacks it (decompression bombs).
  try {
    await checkZipArchive(filePath, { ...DEFAULT_ZIP_LIMITS, maxInflatedBytes });
  } catch (error) {
    if (error instanceof ZipRefusedError) throw new ExtractionError(`The DOCX file was refused: ${error.message}`);
    throw error;
  }
  const mammoth = await import('mammoth');
  const result = await (mammoth.default ?? mammoth).extractRawText({ path: filePath });
  return joinPages([result.value.replace(/\n{3,}/g, '\n\n').trim()]);
}

async function extractDoc(filePath: string): Promise<Extracted> {
  const { default: WordExtractor } = await import('word-extractor');
  const document = await new WordExtractor().extract(filePath);
  return joinPages([document.getBody().replace(/\r\n?/g, '\n').trim()]);
}

async function extractTxt(filePath: string, maxChars: number): Promise<Extracted> {
  // Streamed: a large file is decoded chunk by chunk and stops at maxChars.
  const decoder = new StringDecoder('utf8');
  let text = '';
  for await (const chunk of createReadStream(filePath, { highWaterMark: 256 * 1024 })) {
    text += decoder.write(chunk as Buffer);
    if (text.length >= maxChars) break;
  }
  text += decoder.end();
  return joinPages(text.slice(0, maxChars).replace(/\r\n?/g, '\n').split('\f'));
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
};

/** Visible text of an HTML document: scripts and styles dropped, block elements as lines, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style|noscript|template)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(br|\/p|\/div|\/li|\/tr|\/h[1-6]|\/table|\/section|\/article)\b[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
      if (code[0] === '#') {
        const n = code[1]!.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
        return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : ' ';
      }
      return ENTITIES[code.toLowerCase()] ?? whole;
    })
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export interface ExtractOptions {
  /** PDF pages read at most (default 2000). */
  maxPages?: number;
  /** Characters kept from a text file at most (default 5,000,000). */
  maxChars?: number;
  /** Bytes a zip-based document (DOCX) may unpack to, declared and actual (default 200 MB). */
  maxInflatedBytes?: number;
}

export async function extractFile(
  filePath: string,
  mimeOrExt: string,
  options: ExtractOptions = {},
): Promise<Extracted> {
  const kind = extractKind(mimeOrExt);
  if (!kind) throw new ExtractionError(`Text cannot be extracted from ${mimeOrExt} files.`);
  try {
    switch (kind) {
      case 'pdf':
        return await extractPdf(filePath, options.maxPages ?? 2000);
      case 'docx':
        return await extractDocx(filePath, options.maxInflatedBytes ?? DEFAULT_ZIP_LIMITS.maxInflatedBytes);
      case 'doc':
        return await extractDoc(filePath);
      case 'txt':
        return await extractTxt(filePath, options.maxChars ?? 5_000_000);
      case 'html':
        return joinPages([htmlToText((await extractTxt(filePath, options.maxChars ?? 5_000_000)).text)]);
    }
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new ExtractionError(`The ${kind.toUpperCase()} file could not be read: ${reason}`);
  }
}
