// `npm run build`: install, then build the API and every front-end app in production mode.
import { pathToFileURL } from 'node:url';
import { install, log, pnpm } from './lib.mjs';

export async function buildAll() {
  log('building the API, the shell and every remote (production)');
  await pnpm(
    ['-r', '--workspace-concurrency=1', '--filter', 'api', '--filter', 'shell', '--filter', './mf-*', 'run', 'build'],
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
