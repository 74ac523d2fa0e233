// `node scripts/pnpm.mjs <args>`: the pinned pnpm, bootstrapped on first use, run in the caller's directory.
import { pnpm } from './lib.mjs';

pnpm(process.argv.slice(2), { cwd: process.cwd() }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
