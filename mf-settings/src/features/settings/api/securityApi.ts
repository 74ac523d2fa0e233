import { api } from 'shared-auth';
import type {
  ChangePasswordRequest,
  DisableTwoFactorRequest,
  LoginSession,
  PasswordHistory,
  RegenerateBackupCodesRequest,
  SecuritySettings,
} from './types';

export const securityApi = api.injectEndpoints({
  endpoints: (build) => ({
    loginSessions: build.query<LoginSession[], void>({
      query: () => '/api/auth/sessions',
      providesTags: ['Security'],
    }),
    revokeSession: build.mutation<void, string>({
      query: (id) => ({ url: `/api/auth/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Security'],
    }),
    revokeOtherSessions: build.mutation<{ revoked: number }, void>({
      query: () => ({ url: '/api/auth/sessions/revoke-all', method: 'DELETE' }),
      invalidatesTags: ['Security'],
    }),
    passwordHistory: build.query<PasswordHistory, void>({
      query: () => '/api/auth/password-history',
      providesTags: ['Security'],
    }),
    securitySettings: build.query<SecuritySettings, void>({
      query: () => '/api/auth/security-settings',
      providesTags: ['Security'],
    }),
    changePassword: build.mutation<{ detail: string }, ChangePasswordRequest>({
      query: (body) => ({ url: '/api/auth/change-password', method: 'POST', body }),
      invalidatesTags: ['Security'],
    }),
    disableTwoFactor: build.mutation<{ enabled: false }, DisableTwoFactorRequest>({
      query: (body) => ({ url: '/api/two-factor/disable', method: 'POST', body }),
      invalidatesTags: ['TwoFactor', 'Auth', 'Security'],
    }),
    regenerateBackupCodes: build.mutation<{ backup_codes: string[] }, RegenerateBackupCodesRequest>({
      query: (body) => ({ url: '/api/two-factor/regenerate-backup-codes', method: 'POST', body }),
      invalidatesTags: ['TwoFactor', 'Security'],
    }),
  }),
});

export const {
  useLoginSessionsQuery,
  useRevokeSessionMutation,
  useRevokeOtherSessionsMutation,
  usePasswordHistoryQuery,
  useSecuritySettingsQuery,
  useChangePasswordMutation,
  useDisableTwoFactorMutation,
  useRegenerateBackupCodesMutation,
} = securityApi;
