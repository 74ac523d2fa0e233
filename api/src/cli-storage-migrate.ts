import path from 'node:path';
import { loadConfig } from './config/index.js';
import { createLocalStore } from './storage/local.js';
import { createObjectStore } from './storage/index.js';
import { migrateObjects } from './storage/migrate.js';

/*
 * `npm run storage:migrate [-- --from <folder>]` (scripts/storage-migrate.mjs): copies a local data folder's files
 * (DATA_DIR/files unless --from names another) into the store STORAGE_URL names, keeping their keys. Skips objects
 * already there with the same size, prints what it did, exits 1 if any file failed (run it again: it resumes).
 * No database is opened: rows keep their keys, which mean the same in the bucket.
 */
const USAGE = 'usage: npm run storage:migrate [-- --from <folder>]   (with STORAGE_URL=s3://bucket/prefix set)';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  let from: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--from' && args[i + 1]) from = args[++i];
    else if (args[i] === '--help' || args[i] === '-h') {
      console.log(USAGE);
      return 0;
    } else {
      console.error(`unknown argument ${args[i]}\n${USAGE}`);
      return 1;
    }
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  if (config.storage.driver !== 's3') {
    console.error(`STORAGE_URL names no bucket: set STORAGE_URL=s3://bucket/prefix (and S3_*, AWS_*) first.\n${USAGE}`);
    return 1;
  }
  const folder = path.resolve(from ?? path.join(config.dataDir, 'files'));
  const source = createLocalStore(folder);
  const target = createObjectStore(config.storage);
  console.log(`storage:migrate: ${source.description} -> ${target.description}`);
  try {
    const report = await migrateObjects(source, target, (line) => console.log(line));
    console.log(
      `storage:migrate: ${report.copied} copied (${report.bytes} bytes), ${report.skipped} already there, ${report.failed} failed`,
    );
    return report.failed ? 1 : 0;
  } catch (error) {
    console.error(`storage:migrate failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await target.close();
  }
}

process.exitCode = await main();
