import { Navigate, Outlet } from 'react-router-dom';
import { selectSessionStatus, useAppSelector } from 'shared-auth';

/** /login for a signed-in user goes straight to the app. */
export function RedirectIfAuthenticated() {
  const status = useAppSelector(selectSessionStatus);
  return status === 'authenticated' ? <Navigate to="/" replace /> : <Outlet />;
}
