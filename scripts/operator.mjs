// `npm run operator -- grant <email> | revoke <email> | list`: who is a platform operator (may see and run the
// ingest sources, /api/admin/*), against the configured database (DATABASE_URL, or the embedded PGlite in
// DATA_DIR). Needs `npm install` first; uses the API's TypeScript via tsx.
import { join } from 'node:path';
import { log, root, run } from './lib.mjs';

log(`operator ${process.argv.slice(2).join(' ') || '(usage)'}`);
await run(process.execPath, ['--import', 'tsx', join('src', 'cli-operators.ts'), ...process.argv.slice(2)], {
  cwd: join(root, 'api'),
}).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
