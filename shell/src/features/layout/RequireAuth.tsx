import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectSessionStatus, useAppSelector } from 'shared-auth';

/**
 * How long the session check runs before its spinner shows. On a cold load the check's answer is usually in already
 * (the entry script asks early) and the screen follows within a few hundred milliseconds: a spinner for that long is
 * a flash, not information.
 */
export const SESSION_SPINNER_DELAY_MS = 500;

/** The page while the stored token is verified: empty at first, the spinner once the check takes a while. */
function SessionCheck() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SESSION_SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div role="status" aria-busy="true" style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      {slow && (
        <Spin size="large" tip="Verifying your session...">
          <div style={{ width: 200, height: 60 }} />
        </Spin>
      )}
    </div>
  );
}

/** The guard of every protected route: a loading state while the stored token is verified, /login without a user. */
export function RequireAuth() {
  const status = useAppSelector(selectSessionStatus);
  const location = useLocation();

  if (status === 'idle' || status === 'checking') return <SessionCheck />;
  if (status !== 'authenticated') return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
