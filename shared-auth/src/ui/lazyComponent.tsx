import { lazy, Suspense, type ComponentType, type JSX, type ReactNode } from 'react';

/**
 * A component whose code loads the first time it renders (its placeholder shows meanwhile). For the parts of this
 * package that few screens render (the maps, the two-factor set-up): shared-auth loads with the first screen, and
 * what it holds is on every first load.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: (props: P) => ReactNode = () => null,
): (props: P) => JSX.Element {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyComponent(props: P) {
    return (
      <Suspense fallback={placeholder(props)}>
        <Loaded {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  };
}
