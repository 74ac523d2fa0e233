// The micro-frontends the shell loads, read from the one remote manifest (build/remotes.json) and, for the e2e
// suite's test-only remotes, from one more manifest named by REMOTES_EXTRA_MANIFEST (never set in production).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Env, fail, read } from './env.js';

/** The repository root: this file lives in `api/src/config` (or `api/dist/config` once built). */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const MAIN_REMOTE_MANIFEST = fileURLToPath(new URL('../../../build/remotes.json', import.meta.url));

/** A remote as a manifest declares it: what the shell needs to mount it, and its folder (relative to the root). */
export interface RemoteDeclaration {
  name: string;
  folder: string;
  label: string;
  devPort?: number;
  shareSingletons?: boolean;
  modules?: Record<string, string>;
  routes?: Array<{ path: string; module: string; roles: string[]; nav?: Record<string, unknown> }>;
  widgets?: Array<{ module: string; slot: string; order: number; span?: number }>;
}

export type RemoteName = string;

/** The remotes of a manifest file, with a clear error when the file is missing or malformed. */
export function readRemoteManifest(file: string): RemoteDeclaration[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`the remote manifest ${file} could not be read: ${(error as Error).message}`);
  }
  const remotes = (parsed as { remotes?: unknown }).remotes;
  if (!Array.isArray(remotes)) throw new Error(`the remote manifest ${file} has no "remotes" list`);
  for (const remote of remotes as RemoteDeclaration[]) {
    if (!/^mf_[a-z0-9_]+$/.test(remote?.name ?? '') || typeof remote.folder !== 'string' || !remote.folder) {
      throw new Error(`the remote manifest ${file} has a remote without a valid name (mf_...) and folder`);
    }
    if (remote.folder.split(/[/\\]/).includes('..')) throw new Error(`${remote.name}: its folder leaves the root`);
  }
  return remotes as RemoteDeclaration[];
}

/** The product's remotes. */
export const REMOTES = readRemoteManifest(MAIN_REMOTE_MANIFEST);
export const REMOTE_NAMES: RemoteName[] = REMOTES.map((remote) => remote.name);
export const REMOTE_FOLDERS: Record<RemoteName, string> = Object.fromEntries(
  REMOTES.map((remote) => [remote.name, remote.folder]),
);

/**
 * REMOTES_EXTRA_MANIFEST: a manifest of more remotes served beside the product's, resolved from the repository root.
 * Only the e2e configuration sets it (e2e/fixtures/remotes.json: the version-skew remote); a production server never
 * does, so test-only remotes never ship.
 */
export function remotesExtraManifest(env: Env): string | null {
  const raw = read(env, 'REMOTES_EXTRA_MANIFEST');
  if (raw === undefined) return null;
  const file = path.resolve(REPO_ROOT, raw);
  if (!existsSync(file)) fail('REMOTES_EXTRA_MANIFEST', `${file} does not exist`);
  readRemoteManifest(file);
  return file;
}
