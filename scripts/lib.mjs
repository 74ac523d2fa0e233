// Shared helpers for the root scripts. Only Node built-ins: these run before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The pinned pnpm version lives in package.json "pnpmVersion" (not "packageManager": pnpm 12 then tries to
// lock a build of itself for every platform, and the registry mirror here lacks some of them).
const pnpmVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).pnpmVersion;
const toolsDir = join(root, '.tools');
const pnpmBin = join(toolsDir, 'node_modules', 'pnpm', 'bin', 'pnpm.mjs');

export function log(message) {
  process.stdout.write(`\x1b[36m[parcelwatch]\x1b[0m ${message}\n`);
}

/** Installs the pinned pnpm into ./.tools through npm (corepack is unreliable on these machines). */
export function ensurePnpm() {
  if (existsSync(pnpmBin)) {
    const installed = JSON.parse(readFileSync(join(toolsDir, 'node_modules', 'pnpm', 'package.json'), 'utf8')).version;
    if (installed === pnpmVersion) return pnpmBin;
  }
  log(`bootstrapping pnpm ${pnpmVersion} into .tools/`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(
    npm,
    [
      'install',
      '--prefix',
      toolsDir,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      `pnpm@${pnpmVersion}`,
    ],
    { stdio: 'inherit', cwd: root },
  );
  if (result.status !== 0) throw new Error('could not install pnpm through npm');
  return pnpmBin;
}

/** Runs a command, resolving on exit 0 and rejecting otherwise. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${[command, ...args].join(' ')} exited with ${code ?? signal}`));
    });
  });
}

export function pnpm(args, options = {}) {
  return run(process.execPath, [ensurePnpm(), ...args], options);
}

export async function install() {
  await pnpm(['install', '--frozen-lockfile=false', '--prefer-offline'], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}

/** The command line that runs the pinned pnpm with these arguments. */
export function pnpmCommand(args) {
  return [process.execPath, ensurePnpm(), ...args];
}
