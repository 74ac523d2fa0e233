/** Wire shapes of the settings screen's calls (snake_case, as the API sends them), picked from the generated API types. */
import type { ApiBody, ApiResponse } from 'shared-auth';

export type Company = ApiResponse<'/api/companies/me'>;
export type TermsOfReference = NonNullable<Company['terms_of_reference']>;
export type MonitoredMunicipality = Company['monitored_municipalities'][number];

export type ProfileUpdate = ApiBody<'/api/companies/profile', 'put'>;

export type ProfileAnswer = ApiResponse<'/api/companies/profile', 'put'>;

export type CompanyUser = ApiResponse<'/api/companies/users'>[number];

export type InviteRequest = ApiBody<'/api/companies/users', 'post'>;

export type AssignableRole = ApiBody<'/api/companies/users/{id}/role', 'patch'>['role'];

export type LoginSession = ApiResponse<'/api/auth/sessions'>[number];

export type PasswordHistory = ApiResponse<'/api/auth/password-history'>;

export type SecuritySettings = ApiResponse<'/api/auth/security-settings'>;

export type ChangePasswordRequest = ApiBody<'/api/auth/change-password', 'post'>;

export type DisableTwoFactorRequest = ApiBody<'/api/two-factor/disable', 'post'>;

/** New backup codes need the password (or a current code): a bearer token alone is not enough. */
export type RegenerateBackupCodesRequest = ApiBody<'/api/two-factor/regenerate-backup-codes', 'post'>;

/** Dates the billing screens format: ISO strings, or seconds since the epoch (Stripe style). */
export type WireDate = string | number | null;

export type PropertyBillingRow = ApiResponse<'/api/stripe/property-billing'>[number];

/** The fields of GET /api/properties/ that Billing reads (the properties on the company's trial). */
export type BillingProperty = Pick<
  ApiResponse<'/api/properties/'>[number],
  | 'id'
  | 'name'
  | 'address'
  | 'latitude'
  | 'longitude'
  | 'municipality_name'
  | 'active'
  | 'subscription_status'
  | 'payment_status'
  | 'cancel_at_period_end'
  | 'trial_end'
  | 'current_period_end'
>;

/** `created` is in seconds since the epoch, `amount_due` in cents. */
export type Invoice = ApiResponse<'/api/stripe/invoices'>[number];

export type CompanySubscription = ApiResponse<'/api/stripe/company-subscription'>;

/** The export call's answer: the JSON document as text, and the file name the server suggests. */
export interface AccountExport {
  filename: string;
  text: string;
}
