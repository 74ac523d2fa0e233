import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { selectCurrentUser, useAppSelector } from 'shared-auth';
import { pathsOf, REMOTE_NAMES, REMOTE_ROUTES, routesOf, type RemoteRoute as Declared } from './remoteManifest';
import { RemoteModule } from './RemoteModule';
import { getRemoteList, type ServedRemote } from './remoteRegistry';

/**
 * A manifest route: the remote's module as a parcel, for the roles the manifest allows, and only for platform
 * operators on an `operator` route (anyone else goes to the Overview). Keyed by module: another module gets a fresh parcel, while the paths of one module (the settings tabs)
 * keep the same mounted parcel.
 */
export function RemoteRoute({ route, served }: { route: Declared; served?: ServedRemote }) {
  const user = useAppSelector(selectCurrentUser);
  if (!user || !route.roles.includes(user.role)) return <Navigate to="/" replace />;
  if (route.operator && !user.platform_operator) return <Navigate to="/" replace />;
  const routes = served ? routesOf([served]) : REMOTE_ROUTES;
  return (
    <RemoteModule
      key={`${route.remote}/${route.module}`}
      remote={route.remote}
      module={route.module}
      routes={pathsOf(routes, route.remote, route.module)}
      {...(served ? { label: served.label } : {})}
    />
  );
}

type Lookup = { state: 'loading' } | { state: 'done'; route?: Declared; served?: ServedRemote };

/**
 * A path no manifest route of the build matches: a remote the server declares beyond the build's manifest (the e2e
 * suite's test-only remotes) may own it; otherwise it goes to the Overview.
 */
export function ServedRemoteRoute() {
  const { pathname } = useLocation();
  const [lookup, setLookup] = useState<Lookup>({ state: 'loading' });

  useEffect(() => {
    let active = true;
    setLookup({ state: 'loading' });
    getRemoteList().then(
      (list) => {
        if (!active) return;
        const extra = [...list.values()].filter((remote) => !REMOTE_NAMES.includes(remote.name));
        for (const served of extra) {
          const route = routesOf([served]).find((candidate) => matchPath(candidate.path, pathname));
          if (route) return setLookup({ state: 'done', route, served });
        }
        setLookup({ state: 'done' });
      },
      () => active && setLookup({ state: 'done' }),
    );
    return () => {
      active = false;
    };
  }, [pathname]);

  if (lookup.state === 'loading') {
    return (
      <div role="status" style={{ minHeight: '50vh', display: 'grid', placeItems: 'center' }}>
        <Spin size="large" />
      </div>
    );
  }
  if (!lookup.route) return <Navigate to="/" replace />;
  return <RemoteRoute route={lookup.route} served={lookup.served} />;
}
