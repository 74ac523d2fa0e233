// `npm run addresses:import -- <file>`: loads an OpenAddresses or National Address Register CSV into the address
// index of the configured database (DATABASE_URL, or the embedded PGlite in DATA_DIR). Uses the API's TypeScript via tsx.
import { isAbsolute, join, resolve } from 'node:path';
import { log, root, run } from './lib.mjs';

// The CLI runs in api/: a relative file name is the caller's, so it is made absolute here.
const args = process.argv
  .slice(2)
  .map((arg, i, all) =>
    (i > 0 && all[i - 1].startsWith('--')) || arg.startsWith('--') || isAbsolute(arg)
      ? arg
      : resolve(process.env.INIT_CWD ?? process.cwd(), arg),
  );
log(`addresses:import ${args.join(' ')}`);
await run(process.execPath, ['--import', 'tsx', join('src', 'cli-addresses.ts'), ...args], {
  cwd: join(root, 'api'),
}).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
