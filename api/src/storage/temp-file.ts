import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeNewFile } from '../lib/write-new-file.js';
import { SizeLimit } from './size-limit.js';
import type { ObjectStore } from './types.js';

/**
 * Runs `work` with a local copy of a stored object (text extraction reads files from disk): the object is
 * streamed to a fresh private temporary folder, at most `maxBytes` (ObjectTooLargeError beyond), and the folder is
 * removed when `work` settles, whatever happens. With the local driver the stored file is read in place.
 * Returns null when there is no such object.
 */
export async function withLocalCopy<T>(
  store: ObjectStore,
  key: string,
  maxBytes: number,
  work: (file: string) => Promise<T>,
): Promise<{ value: T } | null> {
  if (store.localPath) {
    if (!(await store.exists(key))) return null;
    return { value: await work(store.localPath(key)) };
  }
  const object = await store.get(key);
  if (!object) return null;
  const dir = await mkdtemp(path.join(tmpdir(), 'parcelwatch-'));
  try {
    const file = path.join(dir, path.basename(key));
    await writeNewFile(file, object.body, new SizeLimit(maxBytes));
    return { value: await work(file) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
