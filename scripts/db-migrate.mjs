// `npm run db:migrate`: applies the pending database migrations (DATABASE_URL, or the embedded PGlite in DATA_DIR)
// and exits. Runs the API's TypeScript through tsx; a built tree or image runs `node api/dist/cli-migrate.js`.
import { join } from 'node:path';
import { log, root, run } from './lib.mjs';

log('database migrations');
await run(process.execPath, ['--import', 'tsx', join('src', 'cli-migrate.ts')], { cwd: join(root, 'api') }).catch(
  (error) => {
    console.error(error.message);
    process.exit(1);
  },
);
