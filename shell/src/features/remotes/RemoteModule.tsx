import { Spin } from 'antd';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { REMOTE_LABELS, type RemoteName } from './remoteNames';
import { loadRemoteModule, resetRemote } from './remoteRegistry';

type Lazy = LazyExoticComponent<ComponentType>;
const cache = new Map<string, Lazy>();

function lazyRemote(remote: RemoteName, exposed: string): Lazy {
  const key = `${remote}/${exposed}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(async () => {
      try {
        return { default: await loadRemoteModule<ComponentType>(remote, exposed) };
      } catch (error) {
        cache.delete(key); // a later mount or Retry loads it again
        throw error;
      }
    });
    cache.set(key, component);
  }
  return component;
}

interface Props {
  remote: RemoteName;
  /** The exposed module, for example './AlertsPage'. */
  module: string;
  /** What shows while it loads (a widget's own card with a skeleton); a centred spinner by default. */
  fallback?: ReactNode;
}

/** Mounts a module exposed by a remote, lazily, with a loading state and an error + Retry inside the layout. */
export function RemoteModule({ remote, module, fallback }: Props) {
  const [attempt, setAttempt] = useState(0);
  const Loaded = lazyRemote(remote, module);
  return (
    <RemoteErrorBoundary
      key={attempt}
      label={REMOTE_LABELS[remote]}
      onRetry={() => {
        void resetRemote(remote).finally(() => setAttempt((value) => value + 1));
      }}
    >
      <Suspense
        fallback={
          fallback ?? (
            <div style={{ padding: 48, textAlign: 'center' }}>
              <Spin tip="Loading..." size="large">
                <div style={{ height: 48 }} />
              </Spin>
            </div>
          )
        }
      >
        <Loaded />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
