import { Flex, Spin } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { AppProviders } from './AppProviders';
import { useSessionBootstrap } from './session';
import type { AppStore } from './store';

// Loaded on demand: shared-auth is one shared module in every app, and the shell's first screen must not fetch
// this development-only form (nor antd's Form and Input with it).
const StandaloneSignIn = lazy(() => import('./StandaloneSignIn').then((m) => ({ default: m.StandaloneSignIn })));

function Checking() {
  return (
    <Flex justify="center" align="center" style={{ minHeight: '60vh' }}>
      <Spin size="large" aria-label="Checking your session" />
    </Flex>
  );
}

function SessionGate({ children }: { children: ReactNode }) {
  const status = useSessionBootstrap();
  if (status === 'authenticated') return <>{children}</>;
  if (status === 'anonymous') {
    return (
      <Suspense fallback={<Checking />}>
        <StandaloneSignIn />
      </Suspense>
    );
  }
  return <Checking />;
}

/** Runs one remote on its own in development: providers, session check, and a minimal sign-in. */
export function StandaloneApp({ children, store }: { children: ReactNode; store?: AppStore }) {
  return (
    <AppProviders store={store}>
      <SessionGate>{children}</SessionGate>
    </AppProviders>
  );
}
