import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Streams `source` through `transforms` into a new file (mode 0600; an existing file is never overwritten). When
 * anything fails the file is gone before this rejects: a write stream destroyed while its file is still being
 * opened creates the file afterwards, so it is removed only once the stream has closed; an existing file is never
 * touched.
 */
export async function writeNewFile(absolutePath: string, source: Readable, ...transforms: Transform[]): Promise<void> {
  const out = createWriteStream(absolutePath, { flags: 'wx', mode: 0o600 });
  let created = false;
  out.once('open', () => (created = true));
  try {
    await pipeline([source, ...transforms, out]);
  } catch (error) {
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    // Only a file this call created (with 'wx', an existing one makes the open fail and is left alone).
    if (created) await rm(absolutePath, { force: true });
    throw error;
  }
}
