import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { writeNewFile } from '../lib/write-new-file.js';
import { SizeLimit } from './size-limit.js';
import { checkKey, type ObjectStore, type StoredObject } from './types.js';

/*
 * The local folder driver (the embedded default: DATA_DIR/files): a key is a path under the folder. Every key is
 * checked (types.ts checkKey) and its resolved path must stay inside the folder, so no key reaches a file outside.
 * Files are created 0600 and never overwritten (write-new-file.ts). Several API processes may share it only on one
 * machine (or a shared file system).
 */

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

export function createLocalStore(root: string): ObjectStore {
  const base = path.resolve(root);
  const resolve = (key: string, kind: 'key' | 'prefix' = 'key') => {
    checkKey(key, kind);
    const file = path.resolve(base, key);
    if (file !== base && !file.startsWith(base + path.sep)) throw new Error(`storage key leaves the folder: ${key}`);
    return file;
  };

  async function statFile(key: string): Promise<StoredObject | null> {
    try {
      const info = await stat(resolve(key));
      return info.isFile() ? { size: info.size, contentType: null } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function* walk(dir: string, relative: string): AsyncGenerator<{ key: string; size: number }> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const key = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), key);
      else if (entry.isFile()) yield { key, size: (await stat(path.join(dir, entry.name))).size };
    }
  }

  const store: ObjectStore = {
    driver: 'local',
    description: `local folder ${base}`,

    async put(key, body: Readable, { maxBytes, through = [] }) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      const limit = new SizeLimit(maxBytes);
      await writeNewFile(file, body, ...through, limit);
      return { size: limit.bytes, contentType: null };
    },

    async get(key) {
      const info = await statFile(key);
      if (!info) return null;
      return { ...info, body: createReadStream(resolve(key)) };
    },

    stat: statFile,

    async exists(key) {
      return (await statFile(key)) !== null;
    },

    async delete(key) {
      await rm(resolve(key), { force: true });
    },

    async deletePrefix(prefix) {
      if (prefix === '') throw new Error('deletePrefix needs a prefix (refusing to empty the store)');
      const dir = resolve(prefix, 'prefix');
      let count = 0;
      for await (const _ of walk(dir, '')) count += 1;
      await rm(dir, { recursive: true, force: true });
      return count;
    },

    list(prefix) {
      const dir = resolve(prefix, 'prefix');
      return walk(dir, prefix.replace(/\/$/, ''));
    },

    localPath: (key) => resolve(key),

    async presignGet() {
      return null;
    },

    async close() {},
  };
  return store;
}
