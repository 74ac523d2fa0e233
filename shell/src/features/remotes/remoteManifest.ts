// The remotes, their routes and widgets, read from the one manifest (build/remotes.json) at build time.
import manifest from '../../../../build/remotes.json';

export type RemoteName = string;
export type UserRoleName = 'admin' | 'analyst' | 'invited';

export interface ManifestNav {
  /** The main sidebar, or the user menu's account entries. */
  menu?: 'main' | 'account';
  label?: string;
  /** A key of NAV_ICONS (shell/src/features/layout/navigation.tsx). */
  icon?: string;
  order?: number;
  /** The sidebar entry this path lights up when it has none of its own (/decisions -> /provincial). */
  area?: string;
}

export interface ManifestRoute {
  path: string;
  /** The exposed module, for example './AlertsPage'. */
  module: string;
  roles: UserRoleName[];
  /** Platform operators only (their flag on the signed-in user), on top of the roles: hidden from anyone else. */
  operator?: boolean;
  nav?: ManifestNav;
  /** The first-run checklist's steps done on this screen (the keys of GET /api/onboarding/, docs/onboarding.md). */
  tasks?: string[];
}

export interface ManifestWidget {
  module: string;
  /** Where the shell mounts it: 'overview' is the Overview page. */
  slot: string;
  order: number;
  /** Columns out of 24 on a wide screen. */
  span?: number;
  /** The widget card's title, shown on its placeholder card while the remote loads. */
  title?: string;
}

/** A remote as the manifest declares it (and as /remotes.json serves it, with its entry URL). */
export interface RemoteDeclaration {
  name: RemoteName;
  label: string;
  modules?: Record<string, string>;
  routes?: ManifestRoute[];
  widgets?: ManifestWidget[];
  shareSingletons?: boolean;
}

// The JSON's inferred type is too loose to check against (each object its own keys): build/remote-manifest.cjs
// validates the file at build time, and remoteManifest.test.ts checks it against these types.
export const REMOTES: RemoteDeclaration[] = (manifest as unknown as { remotes: RemoteDeclaration[] }).remotes;
export const REMOTE_NAMES: RemoteName[] = REMOTES.map((remote) => remote.name);

export interface RemoteRoute extends ManifestRoute {
  remote: RemoteName;
}

/** Every route of the given remotes, with the remote it belongs to. */
export function routesOf(remotes: RemoteDeclaration[]): RemoteRoute[] {
  return remotes.flatMap((remote) => (remote.routes ?? []).map((route) => ({ ...route, remote: remote.name })));
}

/** The protected routes served by the product's remotes. */
export const REMOTE_ROUTES: RemoteRoute[] = routesOf(REMOTES);

/** The route patterns that mount one module of a remote (the parcel's routes prop). */
export function pathsOf(routes: RemoteRoute[], remote: RemoteName, module: string): string[] {
  return routes.filter((route) => route.remote === remote && route.module === module).map((route) => route.path);
}

/** The screen where a first-run checklist step is done: the route that declares it among its tasks. */
export function taskPath(task: string): string | undefined {
  return REMOTE_ROUTES.find((route) => route.tasks?.includes(task))?.path;
}

/** The widgets of a slot, in their order. */
export function widgetsOf(slot: string): Array<ManifestWidget & { remote: RemoteName }> {
  return REMOTES.flatMap((remote) => (remote.widgets ?? []).map((widget) => ({ ...widget, remote: remote.name })))
    .filter((widget) => widget.slot === slot)
    .sort((a, b) => a.order - b.order);
}

/** The name users see when a remote is unavailable. */
export function remoteLabel(remote: RemoteName, others: RemoteDeclaration[] = []): string {
  return [...REMOTES, ...others].find((entry) => entry.name === remote)?.label ?? remote;
}
