import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline as streamPipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { documentPages, documents } from '../db/schema/index.js';
import { extractKind } from '../extract/index.js';
import { extractIsolated } from '../extract/pool.js';
import type { ObjectStore } from '../storage/index.js';
import type { PoliteFetch } from './connectors/http.js';

/*
 * The 'extract-document' job: downloads a document (streamed to a private temporary folder, at most 100 MB),
 * extracts its text with page positions, keeps the original in the object store under a random key, and stores
 * text, pages and key in one transaction; the temporary folder is removed whatever happens. A failure is recorded on the row
 * (extraction_status 'failed', extraction_error) and never thrown into the pipeline. content_hash stays as the
 * store set it (null for a linked document), so that a later ingest of the same link leaves the text alone.
 */

const MAX_BYTES = 100 * 1024 * 1024;

export async function fetchAndExtract(
  db: Db,
  politeFetch: PoliteFetch,
  storage: ObjectStore,
  documentId: number,
): Promise<'done' | 'failed' | 'skipped'> {
  const [doc] = await db.select().from(documents).where(eq(documents.id, documentId));
  if (!doc || !doc.url || doc.extractionStatus === 'done') return 'skipped';
  const key = `${randomBytes(16).toString('hex')}`;
  const dir = await mkdtemp(path.join(tmpdir(), 'parcelwatch-fetch-'));
  const file = path.join(dir, key);
  let stored = false;
  try {
    const response = await politeFetch(doc.url);
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const fromName = /\.([a-z0-9]+)$/i.exec(doc.title)?.[1] ?? '';
    const kindHint = [contentType, doc.mimeType ?? '', fromName].find((hint) => hint && extractKind(hint)) ?? null;
    if (!kindHint) throw new Error(`unsupported document type ${contentType || 'unknown'}`);
    if (!response.body) throw new Error('empty response');
    let size = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > MAX_BYTES) return done(new Error(`document larger than ${MAX_BYTES} bytes`));
        done(null, chunk);
      },
    });
    await streamPipeline(
      Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
      limit,
      createWriteStream(file),
    );
    const extracted = await extractIsolated(file, kindHint);
    const sizeBytes = (await stat(file)).size;
    await storage.put(key, createReadStream(file), {
      maxBytes: MAX_BYTES,
      ...(contentType ? { contentType } : {}),
    });
    stored = true;
    await db.transaction(async (tx) => {
      await tx.delete(documentPages).where(eq(documentPages.documentId, documentId));
      if (extracted.pages.length)
        await tx.insert(documentPages).values(extracted.pages.map((page) => ({ documentId, ...page })));
      await tx
        .update(documents)
        .set({
          text: extracted.text,
          pageCount: extracted.pages.length,
          mimeType: contentType || doc.mimeType,
          sizeBytes,
          storageKey: key,
          extractionStatus: 'done',
          extractionError: null,
          extractedAt: new Date(),
          updatedAt: sql`now()`,
        })
        .where(eq(documents.id, documentId));
    });
    return 'done';
  } catch (error) {
    if (stored) await storage.delete(key).catch(() => undefined);
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(documents)
      .set({ extractionStatus: 'failed', extractionError: message.slice(0, 2000), updatedAt: sql`now()` })
      .where(eq(documents.id, documentId));
    return 'failed';
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
