import { Flex, Spin } from 'antd';
import type { ReactNode } from 'react';
import { AppProviders } from './AppProviders';
import { useSessionBootstrap } from './session';
import { StandaloneSignIn } from './StandaloneSignIn';
import type { AppStore } from './store';

function SessionGate({ children }: { children: ReactNode }) {
  const status = useSessionBootstrap();
  if (status === 'authenticated') return <>{children}</>;
  if (status === 'anonymous') return <StandaloneSignIn />;
  return (
    <Flex justify="center" align="center" style={{ minHeight: '60vh' }}>
      <Spin size="large" aria-label="Checking your session" />
    </Flex>
  );
}

/** Runs one remote on its own in development: providers, session check, and a minimal sign-in. */
export function StandaloneApp({ children, store }: { children: ReactNode; store?: AppStore }) {
  return (
    <AppProviders store={store}>
      <SessionGate>{children}</SessionGate>
    </AppProviders>
  );
}
