// Finds a Chromium for Playwright; on a machine without one, installs Debian's package (downloads of
// Playwright's own browsers are not possible here).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { log } from './lib.mjs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

function found() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

export function ensureChromium() {
  const existing = found();
  if (existing) return existing;
  const canInstall = process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    throw new Error(
      'No Chromium found for the e2e suite. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) ' +
        'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
    );
  }
  log('installing Chromium from the system packages for the e2e suite (about a minute)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  }
  const installed = found();
  if (!installed) throw new Error('Chromium could not be installed with apt-get; set CHROMIUM_PATH.');
  return installed;
}
