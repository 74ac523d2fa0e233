// Starts the first screen's remote downloads while the shell itself is still loading: without it the remote list,
// each remote's manifest, its remoteEntry.js and its module's chunks are fetched one after the other only once React,
// the router and the session check have run (a waterfall that was most of the Overview's LCP). Only fetches: the
// modules run when their parcel mounts, after the shell's shared modules are in the share scope (one copy of each).
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { getRemoteList } from './remoteRegistry';
import { REMOTE_ROUTES, widgetsOf, type RemoteName } from './remoteManifest';

/** The remote modules a cold load of `pathname` mounts first: the Overview's widgets, or the route's module. */
export function firstScreenModules(pathname: string): Array<{ remote: RemoteName; module: string }> {
  if (pathname === '/') return widgetsOf('overview').map(({ remote, module }) => ({ remote, module }));
  const route = REMOTE_ROUTES.find((candidate) => !candidate.path.includes(':') && candidate.path === pathname);
  return route ? [{ remote: route.remote, module: route.module }] : [];
}

/** Whether a session token is stored (shared-auth's tokenStorage key; shared-auth itself loads after the boundary). */
function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem('parcelwatch.token') !== null;
  } catch {
    return false;
  }
}

/**
 * Fetches the remote list and preloads the first screen's remote modules (signed in only: a signed-out visit shows
 * the sign-in page); a failure is left to the parcel to show.
 */
export function preloadFirstScreen(pathname: string): void {
  if (!hasStoredSession()) return;
  const modules = firstScreenModules(pathname);
  if (modules.length === 0) return;
  getRemoteList()
    .then((list) =>
      preloadRemote(
        modules
          .filter(({ remote }) => list.has(remote))
          .map(({ remote, module }) => ({ nameOrAlias: remote, exposes: [module.replace(/^\.\//, '')] })),
      ),
    )
    .catch(() => undefined);
}
