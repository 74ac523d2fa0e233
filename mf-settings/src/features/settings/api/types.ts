/** Wire shapes of the settings screen's calls (snake_case, as the API sends them). */
import type { User, UserRole } from 'shared-auth';

export interface TermsOfReference {
  filename: string;
  file_size: number;
  uploaded_at: string;
}

export interface MonitoredMunicipality {
  id: string | number;
  name: string;
  parent_name: string | null;
}

export interface Company {
  id: string;
  name: string;
  contact_email: string | null;
  max_users: number;
  user_count: number;
  trial_started_at: string | null;
  trial_ends_at: string | null;
  is_trial_active: boolean;
  days_remaining: number;
  terms_of_reference: TermsOfReference | null;
  monitored_municipalities: MonitoredMunicipality[];
  current_user_role: UserRole;
}

export interface ProfileUpdate {
  first_name: string;
  last_name: string;
}

export type ProfileAnswer = User;

export interface CompanyUser {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: UserRole;
  last_login: string | null;
}

export interface InviteRequest {
  email: string;
  first_name: string;
  last_name: string;
  role: 'analyst';
}

export type AssignableRole = 'admin' | 'analyst';

export interface LoginSession {
  id: string;
  device_info: string | null;
  browser_info: string | null;
  location: string | null;
  ip_address: string | null;
  created_at: string;
  last_active: string;
  is_current: boolean;
}

export interface PasswordHistory {
  last_changed: string | null;
  history: Array<{ changed_at: string }>;
}

export interface SecuritySettings {
  two_factor_enabled: boolean;
  backup_codes_remaining: number;
  password_last_changed: string | null;
  active_sessions: number;
}

export interface ChangePasswordRequest {
  current_password: string;
  new_password: string;
}

export interface DisableTwoFactorRequest {
  password: string;
  code: string;
}

/** New backup codes need the password (or a current code): a bearer token alone is not enough. */
export interface RegenerateBackupCodesRequest {
  password?: string;
  code?: string;
}

/** Dates may come as ISO strings or as seconds since the epoch (Stripe style). */
export type WireDate = string | number | null;

export interface PropertyBillingRow {
  property_id: string;
  property_name: string;
  property_address: string | null;
  municipality_name: string | null;
  status: string | null;
  payment_status: string | null;
  cancel_at_period_end: boolean;
  current_period_start: WireDate;
  current_period_end: WireDate;
  amount: number | string | null;
  currency: string | null;
  hosted_invoice_url: string | null;
  invoice_pdf: string | null;
}

export interface Invoice {
  id: string;
  /** Seconds since the epoch. */
  created: number;
  /** Cents. */
  amount_due: number;
  currency: string | null;
  status: string | null;
  hosted_invoice_url: string | null;
  invoice_pdf: string | null;
}

export interface CompanySubscription {
  status: string | null;
  cancel_at_period_end: boolean;
  current_period_end: WireDate;
  trial_end: WireDate;
  provider: string | null;
}

/** The export call's answer: the JSON document as text, and the file name the server suggests. */
export interface AccountExport {
  filename: string;
  text: string;
}
