// `npm run ingest -- <source>`: runs one ingest source once (e.g. escribe:trca) against the configured database
// (DATABASE_URL, or the embedded PGlite in DATA_DIR). Needs `npm install` first; uses the API's TypeScript via tsx.
import { join } from 'node:path';
import { log, root, run } from './lib.mjs';

log(`ingest ${process.argv.slice(2).join(' ') || '(list sources)'}`);
await run(process.execPath, ['--import', 'tsx', join('src', 'cli-pipeline.ts'), ...process.argv.slice(2)], {
  cwd: join(root, 'api'),
}).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
