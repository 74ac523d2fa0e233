import type { ApiBody, ApiResponse } from './api/wire';

/*
 * The account's wire types, picked from the types generated from the API's OpenAPI document (api/schema.ts):
 * names the apps use, shapes the routes declare.
 */

export type User = ApiResponse<'/api/custom-auth/me'>;

export type UserRole = User['role'];

/** Answer of login, register, accept-invite and the two-factor login calls. */
export type AuthResponse = ApiResponse<'/api/custom-auth/login', 'post'>;

export type LoginRequest = ApiBody<'/api/custom-auth/login', 'post'>;

export type RegisterRequest = ApiBody<'/api/custom-auth/register', 'post'>;

export type TrialStatus = ApiResponse<'/api/custom-auth/trial-status'>;

export type DetailResponse = ApiResponse<'/api/custom-auth/reset-password-confirm', 'post'>;

export type ResetPasswordConfirmRequest = ApiBody<'/api/custom-auth/reset-password-confirm', 'post'>;

export type InviteDetails = ApiResponse<'/api/custom-auth/invite-details'>;

export type AcceptInviteRequest = ApiBody<'/api/custom-auth/accept-invite', 'post'>;

/** The second sign-in step: `challenge_id` is the one the password step answered with its 403 '2FA required'. */
export type VerifyLoginRequest = ApiBody<'/api/two-factor/verify-login', 'post'>;

export type VerifyBackupCodeRequest = ApiBody<'/api/two-factor/verify-backup-code', 'post'>;

/** `qr_code` is a PNG data URL. */
export type TwoFactorSetupResponse = ApiResponse<'/api/two-factor/setup', 'post'>;

export type TwoFactorStatus = ApiResponse<'/api/two-factor/status'>;

export type ChatSession = ApiResponse<'/api/auth/chatkit/session', 'post'>;
