import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AppLayout } from '../features/layout/AppLayout';
import { DelayedSpinner } from '../features/layout/DelayedSpinner';
import { RedirectIfAuthenticated } from '../features/layout/RedirectIfAuthenticated';
import { RequireAuth } from '../features/layout/RequireAuth';
import { OverviewPage } from '../features/overview/OverviewPage';
import { RemoteRoute, ServedRemoteRoute } from '../features/remotes/RemoteRoute';
import { REMOTE_ROUTES } from '../features/remotes/remoteManifest';

// Screens other than the signed-in Overview load on their route: the first screen does not fetch their code, nor the
// antd components only they use (Form, Table, Checkbox, Timeline...), which are shared one by one.
const LoginPage = lazy(() => import('../features/auth/pages/LoginPage').then((m) => ({ default: m.LoginPage })));
const SignupPage = lazy(() => import('../features/auth/pages/SignupPage').then((m) => ({ default: m.SignupPage })));
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/pages/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/pages/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const AcceptInvitePage = lazy(() =>
  import('../features/auth/pages/AcceptInvitePage').then((m) => ({ default: m.AcceptInvitePage })),
);
const LayoutExamplesPage = lazy(() =>
  import('../features/layout-examples/LayoutExamplesPage').then((m) => ({ default: m.LayoutExamplesPage })),
);

/** A lazily loaded screen, with a spinner while its code arrives (once that takes a while). */
function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<DelayedSpinner minHeight="50vh" />}>{children}</Suspense>;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RedirectIfAuthenticated />}>
        <Route
          path="/login"
          element={
            <Page>
              <LoginPage />
            </Page>
          }
        />
      </Route>
      <Route
        path="/signup"
        element={
          <Page>
            <SignupPage />
          </Page>
        }
      />
      <Route
        path="/auth/forgot-password"
        element={
          <Page>
            <ForgotPasswordPage />
          </Page>
        }
      />
      <Route
        path="/auth/reset-password"
        element={
          <Page>
            <ResetPasswordPage />
          </Page>
        }
      />
      <Route
        path="/auth/accept-invite"
        element={
          <Page>
            <AcceptInvitePage />
          </Page>
        }
      />

      <Route element={<RequireAuth />}>
        <Route element={<AppLayout />}>
          <Route index element={<OverviewPage />} />
          {/* Every route of build/remotes.json, each mounting its module as a parcel. */}
          {REMOTE_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={<RemoteRoute route={route} />} />
          ))}
          <Route
            path="/layout-examples"
            element={
              <Page>
                <LayoutExamplesPage />
              </Page>
            }
          />
          <Route path="/report-problem" element={<Navigate to="/support" replace />} />
          {/* A route of a remote only the served list declares (a test-only remote), else back to the Overview. */}
          <Route path="*" element={<ServedRemoteRoute />} />
        </Route>
      </Route>
    </Routes>
  );
}
