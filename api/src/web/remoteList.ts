// The remote list the shell fetches at run time: federation name -> mf-manifest.json URL.
import { REMOTE_FOLDERS, REMOTE_NAMES, type RemoteName } from '../config/remotes.js';

export { REMOTE_FOLDERS, REMOTE_NAMES, type RemoteName };

/** Every remote is served by this process under /remotes/<name>/ unless an override names another URL. */
export function buildRemoteList(overrides: Partial<Record<RemoteName, string>>): Record<RemoteName, string> {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, overrides[name] ?? `/remotes/${name}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
}
