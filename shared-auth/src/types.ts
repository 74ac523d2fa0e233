export type UserRole = 'admin' | 'analyst' | 'invited';

export interface User {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: UserRole;
  company_id: string;
  company_name: string;
  company: { id: string; name: string };
  two_factor_enabled: boolean;
  last_login: string | null;
}

/** Answer of login, register, accept-invite and the two-factor login calls. */
export interface AuthResponse {
  access_token: string;
  token_type: string;
  user: User;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface RegisterRequest {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  company_name: string;
  enroll_in_trial: boolean;
}

export interface TrialStatus {
  is_trial_active: boolean;
  days_remaining: number;
  trial_ends_at: string | null;
}

export interface DetailResponse {
  detail: string;
}

export interface ResetPasswordConfirmRequest {
  token: string;
  password: string;
}

export interface InviteDetails {
  email: string;
  first_name: string;
  last_name: string;
  company_name: string;
}

export interface AcceptInviteRequest {
  token: string;
  password: string;
}

/** The second sign-in step: `challenge_id` is the one the password step answered with its 403 '2FA required'. */
export interface VerifyLoginRequest {
  email: string;
  code: string;
  challenge_id: string;
}

export interface VerifyBackupCodeRequest {
  email: string;
  backup_code: string;
  challenge_id: string;
}

export interface TwoFactorSetupResponse {
  /** PNG data URL. */
  qr_code: string;
  secret: string;
  backup_codes: string[];
  otpauth_url: string;
}

export interface TwoFactorStatus {
  enabled: boolean;
  backup_codes_remaining: number;
}

export interface ChatSession {
  session_id: string;
  expires_at: string;
}
