// The remote list the shell fetches at run time: each remote's declaration (label, routes, widgets) and the URL of
// its mf-manifest.json.
import type { RemoteDeclaration, RemoteName } from '../config/remotes.js';

export interface ServedRemote extends Omit<RemoteDeclaration, 'folder' | 'devPort' | 'modules'> {
  entry: string;
}

/** Every remote is served by this process under /remotes/<name>/ unless an override names another URL. */
export function buildRemoteList(
  remotes: RemoteDeclaration[],
  overrides: Partial<Record<RemoteName, string>>,
): { remotes: ServedRemote[] } {
  return {
    remotes: remotes.map(({ folder: _folder, devPort: _devPort, modules: _modules, ...declared }) => ({
      ...declared,
      entry: overrides[declared.name] ?? `/remotes/${declared.name}/mf-manifest.json`,
    })),
  };
}
