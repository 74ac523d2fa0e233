import { Spin } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { mountRootParcel, type Parcel, type ParcelConfigObject } from 'single-spa';
import { appTheme, catalogueReady, useAppStore, type ParcelCustomProps } from 'shared-auth';
import { recordParcel } from './parcelRegistry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { remoteLabel, type RemoteName } from './remoteManifest';
import { loadRemoteModule, resetRemote } from './remoteRegistry';
import { useParcelNavigation } from './useParcelNavigation';

interface Props {
  remote: RemoteName;
  /** The exposed module, for example './AlertsPage'. */
  module: string;
  /** The manifest's route patterns that mount this module; none for a widget. */
  routes?: string[];
  /** The remote's name for users, when the shell's manifest does not know it (a remote from the served list). */
  label?: string;
  /** What shows while it loads (a widget's own card with a skeleton); a centred spinner by default. */
  fallback?: ReactNode;
  /**
   * The parcel's box fills its parent's height (a flex column, as an Overview widget's column in a row of equal-height
   * cards), and so does the remote's root element in it (build/index.html): the widget's card can be 100% high.
   */
  fill?: boolean;
}

function Loading() {
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin tip="Loading..." size="large">
        <div style={{ height: 48 }} />
      </Spin>
    </div>
  );
}

type Phase = 'loading' | 'mounted' | { error: Error };

/**
 * Mounts one exposed module of a remote as a single-spa parcel: its own React root in a box of the layout, with the
 * shell's store, location and theme as custom props. Unmounting this component unmounts the parcel.
 */
function ParcelHost({ remote, module, routes, fallback, fill = false }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const store = useAppStore();
  const navigation = useParcelNavigation();
  const routesKey = (routes ?? []).join('\n');

  useEffect(() => {
    const container = box.current;
    if (!container) return;
    let active = true;
    const fail = (error: unknown) => {
      if (active) setPhase({ error: error instanceof Error ? error : new Error(String(error)) });
    };
    const props: ParcelCustomProps & { domElement: HTMLElement } = {
      domElement: container,
      store,
      navigation,
      theme: appTheme(),
      routes: routesKey ? routesKey.split('\n') : [],
      reportError: fail,
    };
    // The fallback goes in the same frame as the parcel's first content appears (its root's first commit), not when
    // the mount's promise settles a few frames later: in between, both were on screen (a widget's loading card above
    // its mounted card, the page taller for a moment). The parcel's own wrapper element arrives empty first.
    const shown = new MutationObserver(() => {
      if (!Array.from(container.children).some((child) => child.hasChildNodes())) return;
      shown.disconnect();
      if (active) flushSync(() => setPhase((now) => (now === 'loading' ? 'mounted' : now)));
    });
    shown.observe(container, { childList: true, subtree: true });
    let parcel: Parcel | null = null;
    loadRemoteModule<ParcelConfigObject<ParcelCustomProps>>(remote, module)
      // In French, the remote's catalogue (registered when its code ran) arrives before its first render.
      .then((config) => catalogueReady().then(() => config))
      .then((config) => {
        if (!active) return;
        const mounted = mountRootParcel(config, props);
        parcel = mounted;
        recordParcel({ remote, module, container, parcel: mounted });
        // single-spa also hands out the bootstrap step's promise: its failure is the mount's, handled below.
        mounted.bootstrapPromise.catch(() => undefined);
        // A render error reported during the mount stays: it is not overwritten by the mount's end.
        return mounted.mountPromise.then(() => active && setPhase((now) => (now === 'loading' ? 'mounted' : now)));
      })
      .catch(fail);
    return () => {
      active = false;
      shown.disconnect();
      // Unmount once mounted; a parcel whose load or mount failed has nothing to unmount.
      const mounted = parcel as Parcel | null;
      mounted?.mountPromise.then(
        () => mounted.unmount().catch((error: unknown) => console.error(`[parcelwatch] ${remote} unmount`, error)),
        () => undefined,
      );
    };
  }, [remote, module, routesKey, store, navigation]);

  if (typeof phase === 'object') throw phase.error; // to the RemoteErrorBoundary around it
  return (
    <>
      {phase === 'loading' ? (fallback ?? <Loading />) : null}
      <div
        ref={box}
        data-parcel-root={remote}
        data-parcel-module={module}
        data-parcel-fill={fill ? '' : undefined}
        // While the fallback shows, the empty box takes no room; once mounted, it takes the column's height.
        style={
          fill ? { display: 'flex', flexDirection: 'column', flex: phase === 'loading' ? 'none' : 'auto' } : undefined
        }
      />
    </>
  );
}

/** A remote's page or widget, with a loading state and, when it fails to load or mount, an error with Retry. */
export function RemoteModule(props: Props) {
  const [attempt, setAttempt] = useState(0);
  // While Retry forgets the failed remote, nothing mounts: the next parcel loads the remote afresh.
  const [resetting, setResetting] = useState(false);
  return (
    <RemoteErrorBoundary
      key={attempt}
      label={props.label ?? remoteLabel(props.remote)}
      onRetry={() => {
        setResetting(true);
        void resetRemote(props.remote).finally(() => {
          setResetting(false);
          setAttempt((value) => value + 1);
        });
      }}
    >
      {resetting ? (props.fallback ?? <Loading />) : <ParcelHost {...props} />}
    </RemoteErrorBoundary>
  );
}
