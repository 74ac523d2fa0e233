import { Spin } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AppLayout } from '../features/layout/AppLayout';
import { RedirectIfAuthenticated } from '../features/layout/RedirectIfAuthenticated';
import { RequireAuth } from '../features/layout/RequireAuth';
import { OverviewPage } from '../features/overview/OverviewPage';
import { RemoteModule } from '../features/remotes/RemoteModule';
import type { RemoteName } from '../features/remotes/remoteNames';

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

/** A lazily loaded screen, with a spinner while its code arrives. */
function Page({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div role="status" style={{ minHeight: '50vh', display: 'grid', placeItems: 'center' }}>
          <Spin size="large" />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

/** Protected routes served by a remote: path -> [remote, exposed module]. */
export const REMOTE_ROUTES: Array<[path: string, remote: RemoteName, module: string]> = [
  ['/meetings', 'mf_meetings', './MeetingsPage'],
  ['/meetings-demo', 'mf_meetings', './MeetingsPage'],
  ['/alerts', 'mf_alerts', './AlertsPage'],
  ['/documents/:id', 'mf_alerts', './DocumentPage'],
  ['/provincial', 'mf_legal', './ProvincialPage'],
  ['/precedents', 'mf_legal', './PrecedentsPage'],
  ['/decisions', 'mf_legal', './DecisionsPage'],
  ['/properties', 'mf_properties', './PropertiesPage'],
  ['/properties/new', 'mf_properties', './CreatePropertyPage'],
  ['/settings', 'mf_settings', './SettingsPage'],
  ['/settings/account', 'mf_settings', './SettingsPage'],
  ['/settings/company', 'mf_settings', './SettingsPage'],
  ['/settings/users', 'mf_settings', './SettingsPage'],
  ['/settings/billing', 'mf_settings', './SettingsPage'],
  ['/settings/watches', 'mf_settings', './SettingsPage'],
  ['/support', 'mf_settings', './SupportPage'],
];

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
          {REMOTE_ROUTES.map(([path, remote, module]) => (
            // Keyed by module: another remote's route gets fresh loading and error state, while the routes of one
            // page (the four settings paths) keep the same mounted page.
            <Route
              key={path}
              path={path}
              element={<RemoteModule key={`${remote}/${module}`} remote={remote} module={module} />}
            />
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
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Route>
    </Routes>
  );
}
