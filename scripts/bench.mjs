// `npm run bench -- <name>`: runs bench/<name>.mjs, which prints its own figures.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { log, root, run } from './lib.mjs';

const name = process.argv[2];
const available = readdirSync(join(root, 'bench'))
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => file.replace(/\.mjs$/, ''));
if (!name || !existsSync(join(root, 'bench', `${name}.mjs`))) {
  console.error(`usage: npm run bench -- <name>\navailable: ${available.join(', ') || '(none yet)'}`);
  process.exit(name ? 1 : 0);
}
log(`benchmark ${name}`);
await run(process.execPath, [join(root, 'bench', `${name}.mjs`), ...process.argv.slice(3)]).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
