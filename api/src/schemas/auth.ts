import { Type, type Static } from '@fastify/type-provider-typebox';
import { DateTime, NullableDateTime } from './common.js';
import { USER_LANGUAGES, type UserLanguage } from '../db/schema/auth.js';

/*
 * Requests and answers of sign-up, login, password reset and invitations (/api/custom-auth) and of the signed-in
 * user's security area (/api/auth).
 */

// --- /api/custom-auth

export const RegisterBody = Type.Object({
  email: Type.String({ maxLength: 254 }),
  password: Type.String(),
  first_name: Type.String({ maxLength: 100 }),
  last_name: Type.Optional(Type.String({ maxLength: 100 })),
  company_name: Type.String({ maxLength: 200 }),
  enroll_in_trial: Type.Optional(Type.Boolean()),
  /** The language chosen before signing up: en-CA (the default) or fr-CA. */
  language: Type.Optional(Type.String({ maxLength: 16 })),
});

/** The body of PUT /api/custom-auth/me/language; any other value is refused with LANGUAGE_INVALID. */
export const LanguageBody = Type.Object({ language: Type.Optional(Type.String({ maxLength: 16 })) });
export const LANGUAGE_INVALID = 'Language must be en-CA or fr-CA';
export const isUserLanguage = (value: unknown): value is UserLanguage =>
  (USER_LANGUAGES as readonly unknown[]).includes(value);

export const LoginBody = Type.Object({ email: Type.String({ maxLength: 254 }), password: Type.String() });

/** The login's 403 when the account has two-factor authentication. */
export const LoginChallenge = Type.Object({
  detail: Type.String(),
  challenge_id: Type.Optional(Type.String({ description: 'Required by the second step; valid 5 minutes, single use' })),
});

export const TrialStatus = Type.Object({
  is_trial_active: Type.Boolean(),
  days_remaining: Type.Integer({ minimum: 0 }),
  trial_ends_at: NullableDateTime,
});
export type TrialStatus = Static<typeof TrialStatus>;

export const PasswordResetRequestBody = Type.Object({ email: Type.String({ maxLength: 254 }) });

export const PasswordResetConfirmBody = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 200 })),
  password: Type.String(),
});

export const InviteTokenQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) });

export const InviteDetails = Type.Object({
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  company_name: Type.String(),
});
export type InviteDetails = Static<typeof InviteDetails>;

export const AcceptInviteBody = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 200 })),
  password: Type.String(),
});

// --- /api/auth (the signed-in user's sessions and password)

export const SessionOut = Type.Object({
  id: Type.String({ format: 'uuid' }),
  device_info: Type.Union([Type.String(), Type.Null()]),
  browser_info: Type.Union([Type.String(), Type.Null()]),
  location: Type.Union([Type.String(), Type.Null()]),
  ip_address: Type.Union([Type.String(), Type.Null()]),
  created_at: DateTime,
  last_active: DateTime,
  is_current: Type.Boolean(),
});
export type SessionOut = Static<typeof SessionOut>;

export const RevokedSessions = Type.Object({ revoked: Type.Integer() });

export const SessionIdParams = Type.Object({ id: Type.String({ maxLength: 64 }) });

export const PasswordHistory = Type.Object({
  last_changed: NullableDateTime,
  history: Type.Array(Type.Object({ changed_at: DateTime })),
});
export type PasswordHistory = Static<typeof PasswordHistory>;

export const SecuritySettings = Type.Object({
  two_factor_enabled: Type.Boolean(),
  backup_codes_remaining: Type.Integer(),
  password_last_changed: NullableDateTime,
  active_sessions: Type.Integer({ description: 'Number of active sessions' }),
});
export type SecuritySettings = Static<typeof SecuritySettings>;

export const ChangePasswordBody = Type.Object({ current_password: Type.String(), new_password: Type.String() });

export const ChatSession = Type.Object({ session_id: Type.String({ format: 'uuid' }), expires_at: DateTime });
export type ChatSession = Static<typeof ChatSession>;
