// The production build the cluster, faults and applications benches run: api/dist/server.js older than any file of api/src,
// api/drizzle or api/package.json (or missing) -> `pnpm --filter api run build` first (the API alone: these benches
// serve no front end).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { apiDir, root } from './scratch.mjs';

function newestMtime(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), info.mtimeMs);
}

export function ensureBuilt() {
  const built = join(apiDir, 'dist', 'server.js');
  const sourcesAt = Math.max(
    newestMtime(join(apiDir, 'src')),
    newestMtime(join(apiDir, 'drizzle')),
    statSync(join(apiDir, 'package.json')).mtimeMs,
  );
  if (existsSync(built) && statSync(built).mtimeMs >= sourcesAt) {
    console.log('api/dist is newer than api/src, api/drizzle and api/package.json: using it as built');
    return;
  }
  console.log(
    `api/dist is ${existsSync(built) ? 'older than api/src' : 'missing'}: building the API (pnpm --filter api run build)`,
  );
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'pnpm.mjs'), '--filter', 'api', 'run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('the API build failed');
}
