import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectSessionStatus, useAppSelector } from 'shared-auth';
import { DelayedSpinner } from './DelayedSpinner';

/** The guard of every protected route: a loading state while the stored token is verified, /login without a user. */
export function RequireAuth() {
  const status = useAppSelector(selectSessionStatus);
  const location = useLocation();

  if (status === 'idle' || status === 'checking') {
    return <DelayedSpinner tip="Verifying your session..." minHeight="100vh" />;
  }
  if (status !== 'authenticated') return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
