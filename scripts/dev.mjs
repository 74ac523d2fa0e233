// `npm run dev`: the API with reload (tsx watch) and every app's dev server with live reload.
// The shell at http://localhost:3000 loads each remote from its own dev server (its devPort in build/remotes.json).
// One remote alone: `node scripts/pnpm.mjs --filter mf-alerts dev` (with the API running) -> its own port.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { install, log, pnpmCommand, root } from './lib.mjs';

/** The remotes' folders, from the remote manifest (build/remotes.json). */
const remoteFolders = JSON.parse(readFileSync(join(root, 'build', 'remotes.json'), 'utf8')).remotes.map(
  (remote) => remote.folder,
);

await install();
const children = [];
const startPackage = (name) => {
  const [command, ...args] = pnpmCommand(['--filter', name, 'run', 'dev']);
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: '8000' } });
  children.push(child);
};
for (const name of ['api', 'shell', ...remoteFolders]) startPackage(`./${name}`);
log('dev servers starting: open http://localhost:3000/ (API on :8000). Ctrl+C stops everything.');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
