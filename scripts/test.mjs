// `npm test`: every suite. Typecheck of every package, lint and format check, front-end unit tests, the API suite on PGlite and on
// PostgreSQL (when a server is reachable), a production build, then the Playwright e2e suite in Chromium.
import { ensureChromium } from './chromium.mjs';
import { buildAll } from './build.mjs';
import { join } from 'node:path';
import { install, log, pnpm, root, run } from './lib.mjs';
import { findPostgres } from './postgres.mjs';

const only = process.argv.slice(2); // e.g. `npm test -- unit api` runs just those steps
const timings = [];

async function step(name, action) {
  if (only.length > 0 && !only.includes(name)) return;
  const started = Date.now();
  log(`── ${name} ──`);
  await action();
  timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

try {
  await step('install', install);
  await step('typecheck', () => pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck']));
  await step('lint', () => run(process.execPath, [join(root, 'scripts/lint.mjs')], { cwd: root }));
  await step('unit', () =>
    pnpm(['-r', '--workspace-concurrency=1', '--filter', '!api', '--filter', '!e2e', 'run', 'test']),
  );
  await step('api', () => pnpm(['--filter', 'api', 'run', 'test']));
  await step('api-postgres', async () => {
    const postgres = await findPostgres();
    if ('skip' in postgres) {
      log(postgres.skip);
      return;
    }
    log(`running the API suite on PostgreSQL at ${new URL(postgres.url).host}`);
    await pnpm(['--filter', 'api', 'run', 'test'], { env: { ...process.env, TEST_DATABASE_URL: postgres.url } });
  });
  await step('build', buildAll);
  await step('e2e', async () => {
    const chromium = ensureChromium();
    await pnpm(['--filter', 'e2e', 'run', 'test'], { env: { ...process.env, CHROMIUM_PATH: chromium } });
  });
  log(`all suites passed\n  ${timings.join('\n  ')}`);
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`);
  if (timings.length) console.error(`finished steps:\n  ${timings.join('\n  ')}`);
  process.exit(1);
}
