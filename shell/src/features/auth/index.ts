export { LoginPage } from './pages/LoginPage';
export { SignupPage } from './pages/SignupPage';
export { ForgotPasswordPage } from './pages/ForgotPasswordPage';
export { ResetPasswordPage } from './pages/ResetPasswordPage';
export { AcceptInvitePage } from './pages/AcceptInvitePage';
