// `npm start`: on a machine with only Node and npm, bootstrap pnpm, install, build everything in production
// mode, then serve the API (embedded PGlite in ./.data) with the shell and every remote on one port.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildAll } from './build.mjs';
import { install, log, root } from './lib.mjs';

try {
  await install();
  await buildAll();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const port = process.env.PORT ?? '8000';
const server = spawn(process.execPath, [join(root, 'api', 'dist', 'server.js')], {
  cwd: root,
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production', PORT: port },
});
let announced = false;
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /listening/i.test(String(chunk))) {
    announced = true;
    log(`Parcelwatch is running: open http://localhost:${port}/ (API docs at /api/docs). Ctrl+C stops it.`);
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
