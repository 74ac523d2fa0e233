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

/** The element in which the API lists the first screen's remote scripts (api/src/web/shell-page.ts). */
export const FIRST_SCREEN_ELEMENT_ID = 'parcelwatch-first-screen';

/**
 * Preloads the remote scripts the server listed for this page (same-origin paths only): they download while the
 * shell's own chunks do, not once the remotes' manifests have been read.
 */
function preloadListedScripts(): void {
  let urls: unknown;
  try {
    urls = JSON.parse(document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(urls)) return;
  for (const url of urls) {
    if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = url;
    document.head.append(link);
  }
}

/**
 * Preloads the first screen's remote scripts and modules (signed in only: a signed-out visit shows the sign-in page);
 * a failure is left to the parcel to show.
 */
export function preloadFirstScreen(pathname: string): void {
  if (!hasStoredSession()) return;
  preloadListedScripts();
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
