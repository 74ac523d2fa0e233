// `npm run eval -- <name> [args]`: runs an evaluation of the API from its sources and prints its figures.
//   matching   the labelled agenda items of api/test/fixtures/matching-eval through the real ingest and analysis
//              (precision, recall and severity agreement per item kind); `--details` lists every disagreement.
// Exits non-zero when the evaluation misses its targets. Only Node built-ins here; tsx comes from the api package.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { log, root, run } from './lib.mjs';

const EVALUATIONS = { matching: 'test/matching-eval/cli.ts' };

const name = process.argv[2];
if (!name || !EVALUATIONS[name]) {
  console.error(`usage: npm run eval -- <name> [--details]\navailable: ${Object.keys(EVALUATIONS).join(', ')}`);
  process.exit(name ? 1 : 0);
}
const apiDir = join(root, 'api');
const tsx = join(
  dirname(createRequire(join(apiDir, 'package.json')).resolve('tsx/package.json')),
  'dist/esm/index.mjs',
);
log(`evaluation ${name}`);
// The evaluation prints its own figures and errors; its exit status is passed on.
await run(process.execPath, ['--import', pathToFileURL(tsx).href, EVALUATIONS[name], ...process.argv.slice(3)], {
  cwd: apiDir,
}).catch(() => process.exit(1));
