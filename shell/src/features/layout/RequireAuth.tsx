import { Spin } from 'antd';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectSessionStatus, useAppSelector } from 'shared-auth';

/** The guard of every protected route: a loading state while the stored token is verified, /login without a user. */
export function RequireAuth() {
  const status = useAppSelector(selectSessionStatus);
  const location = useLocation();

  if (status === 'idle' || status === 'checking') {
    return (
      <div role="status" style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
        <Spin size="large" tip="Verifying your session...">
          <div style={{ width: 200, height: 60 }} />
        </Spin>
      </div>
    );
  }
  if (status !== 'authenticated') return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
