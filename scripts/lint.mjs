// `npm run lint`: ESLint (the one-way import rules of docs/architecture.md, no import cycles, routes without
// queries) and Prettier's check. `npm run lint -- --fix` (or `npm run format`) rewrites what Prettier and
// ESLint can fix. `npm test` runs the check.
import { join } from 'node:path';
import { log, root, run } from './lib.mjs';

const fix = process.argv.includes('--fix');
const eslint = join(root, 'node_modules/eslint/bin/eslint.js');
const prettier = join(root, 'node_modules/prettier/bin/prettier.cjs');

log(fix ? 'formatting with Prettier' : 'checking the format (Prettier)');
await run(process.execPath, [prettier, fix ? '--write' : '--check', '--log-level', 'warn', '.'], { cwd: root });
log('linting (ESLint)');
await run(process.execPath, [eslint, '--max-warnings', '0', ...(fix ? ['--fix'] : []), '.'], { cwd: root });
