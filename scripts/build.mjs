// `npm run build`: install, then build the API and every front-end app in production mode (and the e2e suite's
// test-only remote, e2e/fixtures/react18-remote: a few seconds; never served unless REMOTES_EXTRA_MANIFEST names it).
import { pathToFileURL } from 'node:url';
import { install, log, pnpm } from './lib.mjs';

export async function buildAll() {
  log('building the API, the shell and every remote (production)');
  await pnpm(
    [
      '-r',
      '--workspace-concurrency=1',
      '--filter',
      'api',
      '--filter',
      'shell',
      '--filter',
      './mf-*',
      '--filter',
      './e2e/fixtures/*',
      'run',
      'build',
    ],
    {
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await install();
    await buildAll();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
