import type { ObjectStore } from './types.js';

/*
 * Copies every file of a local data folder (DATA_DIR/files) into the configured store, keeping keys as they are
 * (the layout is the same on both drivers). Idempotent: an object already there with the same size is skipped, so
 * an interrupted run is simply run again. Files are streamed one at a time; one that fails is reported and the
 * others go on.
 */

export interface MigrationReport {
  copied: number;
  skipped: number;
  failed: number;
  bytes: number;
  errors: Array<{ key: string; message: string }>;
}

export async function migrateObjects(
  source: ObjectStore,
  target: ObjectStore,
  onProgress: (line: string) => void = () => undefined,
): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, skipped: 0, failed: 0, bytes: 0, errors: [] };
  for await (const { key, size } of source.list('')) {
    try {
      const there = await target.stat(key);
      if (there && there.size === size) {
        report.skipped += 1;
        continue;
      }
      const object = await source.get(key);
      if (!object) throw new Error('vanished from the source folder');
      // The file's size when listed is its bound: a file that grows while copied is refused, not cut.
      await target.put(key, object.body, { maxBytes: size });
      report.copied += 1;
      report.bytes += size;
      onProgress(`copied ${key} (${size} bytes)`);
    } catch (error) {
      report.failed += 1;
      const message = error instanceof Error ? error.message : String(error);
      report.errors.push({ key, message });
      onProgress(`FAILED ${key}: ${message}`);
    }
  }
  return report;
}
