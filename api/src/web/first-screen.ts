// The remote scripts a cold load of a page runs first, written into the served index.html (web/shell-page.ts) for the
// shell to preload from main.js on (shell/src/features/remotes/firstScreenPreload.ts). Without the list the shell
// learns those files from each remote's manifest, which arrives while the browser is busy running the shell's own
// chunks: the downloads started late (measured: 900 ms after main.js on a cold load, against at once with the list).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemoteDeclaration } from '../config/remotes.js';

/** The remote modules the page at `pathname` mounts first: the Overview's widgets, or the route's module. */
export function firstScreenModules(
  pathname: string,
  remotes: RemoteDeclaration[],
): Array<{ remote: RemoteDeclaration; module: string }> {
  if (pathname === '/') {
    return remotes.flatMap((remote) =>
      (remote.widgets ?? [])
        .filter((widget) => widget.slot === 'overview')
        .map((widget) => ({ remote, module: widget.module })),
    );
  }
  for (const remote of remotes) {
    const route = (remote.routes ?? []).find(
      (candidate) => !candidate.path.includes(':') && candidate.path === pathname,
    );
    if (route) return [{ remote, module: route.module }];
  }
  return [];
}

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string } };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] } } }>;
}

/**
 * The URLs of the scripts those modules need from remotes this server serves: each remote's remoteEntry.js and the
 * module's own chunks, from the remote's built mf-manifest.json (read per request, like the remote's other files). A
 * remote served from elsewhere, or not built, adds nothing.
 */
export async function firstScreenScripts(
  pathname: string,
  remotes: RemoteDeclaration[],
  webRoot: string,
  servedHere: (remote: RemoteDeclaration) => boolean,
): Promise<string[]> {
  const urls = new Set<string>();
  for (const { remote, module } of firstScreenModules(pathname, remotes)) {
    if (!servedHere(remote)) continue;
    let manifest: FederationManifest;
    try {
      manifest = JSON.parse(await readFile(join(webRoot, remote.folder, 'dist', 'mf-manifest.json'), 'utf8'));
    } catch {
      continue;
    }
    const base = `/remotes/${remote.name}/`;
    urls.add(`${base}${manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js'}`);
    const exposed = manifest.exposes?.find((entry) => entry.path === module);
    for (const file of exposed?.assets?.js?.sync ?? []) if (file.endsWith('.js')) urls.add(`${base}${file}`);
  }
  return [...urls];
}
