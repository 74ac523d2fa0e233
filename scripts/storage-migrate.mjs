// `npm run storage:migrate [-- --from <folder>]`: copies a local data folder's files (DATA_DIR/files by default) into
// the bucket STORAGE_URL names (s3://bucket/prefix, with S3_ENDPOINT, S3_FORCE_PATH_STYLE and the AWS credential
// variables). Idempotent; exits non-zero when a file failed. Needs `npm install` first; uses the API's TypeScript
// via tsx.
import { join, resolve } from 'node:path';
import { log, root, run } from './lib.mjs';

// The CLI runs in api/: a relative --from is the caller's, so it is made absolute here.
const args = process.argv.slice(2).map((arg, i, all) => (all[i - 1] === '--from' ? resolve(arg) : arg));
log(`storage:migrate ${args.join(' ')}`.trim());
await run(process.execPath, ['--import', 'tsx', join('src', 'cli-storage-migrate.ts'), ...args], {
  cwd: join(root, 'api'),
}).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
