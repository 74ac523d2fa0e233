import { Navigate, Route, Routes } from 'react-router-dom';
import {
  AcceptInvitePage,
  ForgotPasswordPage,
  LoginPage,
  ResetPasswordPage,
  SignupPage,
} from '../features/auth';
import { AppLayout } from '../features/layout/AppLayout';
import { RedirectIfAuthenticated } from '../features/layout/RedirectIfAuthenticated';
import { RequireAuth } from '../features/layout/RequireAuth';
import { LayoutExamplesPage } from '../features/layout-examples/LayoutExamplesPage';
import { OverviewPage } from '../features/overview/OverviewPage';
import { RemoteModule } from '../features/remotes/RemoteModule';
import type { RemoteName } from '../features/remotes/remoteNames';

/** Protected routes served by a remote: path -> [remote, exposed module] (part 2 §2.1). */
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
  ['/support', 'mf_settings', './SupportPage'],
];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RedirectIfAuthenticated />}>
        <Route path="/login" element={<LoginPage />} />
      </Route>
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/auth/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
      <Route path="/auth/accept-invite" element={<AcceptInvitePage />} />

      <Route element={<RequireAuth />}>
        <Route element={<AppLayout />}>
          <Route index element={<OverviewPage />} />
          {REMOTE_ROUTES.map(([path, remote, module]) => (
            // Keyed by module: another remote's route gets fresh loading and error state, while the routes of one
            // page (the four settings paths) keep the same mounted page.
            <Route key={path} path={path} element={<RemoteModule key={`${remote}/${module}`} remote={remote} module={module} />} />
          ))}
          <Route path="/layout-examples" element={<LayoutExamplesPage />} />
          <Route path="/report-problem" element={<Navigate to="/support" replace />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Route>
    </Routes>
  );
}
