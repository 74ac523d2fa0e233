import { api } from './api';
import { userUpdated } from './authSlice';
import type { Language } from './i18n/languages';
import type {
  AcceptInviteRequest,
  AuthResponse,
  ChatSession,
  DetailResponse,
  InviteDetails,
  LoginRequest,
  RegisterRequest,
  ResetPasswordConfirmRequest,
  TrialStatus,
  TwoFactorSetupResponse,
  TwoFactorStatus,
  User,
  VerifyBackupCodeRequest,
  VerifyLoginRequest,
} from './types';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginRequest>({
      query: (body) => ({ url: '/api/custom-auth/login', method: 'POST', body }),
    }),
    register: build.mutation<AuthResponse, RegisterRequest>({
      query: (body) => ({ url: '/api/custom-auth/register', method: 'POST', body }),
    }),
    me: build.query<User, void>({
      query: () => '/api/custom-auth/me',
      providesTags: ['Auth'],
    }),
    /** The signed-in user's language (stored on the user; the store's user follows). */
    setMyLanguage: build.mutation<User, { language: Language }>({
      query: (body) => ({ url: '/api/custom-auth/me/language', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(userUpdated(data));
      },
    }),
    trialStatus: build.query<TrialStatus, void>({
      query: () => '/api/custom-auth/trial-status',
      providesTags: ['Auth', 'Billing'],
    }),
    requestPasswordReset: build.mutation<DetailResponse, { email: string }>({
      query: (body) => ({ url: '/api/custom-auth/request-password-reset', method: 'POST', body }),
    }),
    resetPasswordConfirm: build.mutation<DetailResponse, ResetPasswordConfirmRequest>({
      query: (body) => ({ url: '/api/custom-auth/reset-password-confirm', method: 'POST', body }),
    }),
    inviteDetails: build.query<InviteDetails, string>({
      query: (token) => ({ url: '/api/custom-auth/invite-details', params: { token } }),
    }),
    acceptInvite: build.mutation<AuthResponse, AcceptInviteRequest>({
      query: (body) => ({ url: '/api/custom-auth/accept-invite', method: 'POST', body }),
    }),
    verifyLogin: build.mutation<AuthResponse, VerifyLoginRequest>({
      query: (body) => ({ url: '/api/two-factor/verify-login', method: 'POST', body }),
    }),
    verifyBackupCode: build.mutation<AuthResponse, VerifyBackupCodeRequest>({
      query: (body) => ({ url: '/api/two-factor/verify-backup-code', method: 'POST', body }),
    }),
    twoFactorSetup: build.mutation<TwoFactorSetupResponse, void>({
      query: () => ({ url: '/api/two-factor/setup', method: 'POST' }),
    }),
    twoFactorEnable: build.mutation<{ enabled: boolean }, { code: string }>({
      query: (body) => ({ url: '/api/two-factor/enable', method: 'POST', body }),
      invalidatesTags: ['TwoFactor', 'Auth', 'Security'],
    }),
    twoFactorVerify: build.mutation<unknown, { code: string }>({
      query: (body) => ({ url: '/api/two-factor/verify', method: 'POST', body }),
    }),
    twoFactorStatus: build.query<TwoFactorStatus, void>({
      query: () => '/api/two-factor/status',
      providesTags: ['TwoFactor'],
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/api/auth/logout', method: 'POST' }),
    }),
    chatSession: build.mutation<ChatSession, void>({
      query: () => ({ url: '/api/auth/chatkit/session', method: 'POST' }),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useMeQuery,
  useLazyMeQuery,
  useTrialStatusQuery,
  useSetMyLanguageMutation,
  useRequestPasswordResetMutation,
  useResetPasswordConfirmMutation,
  useInviteDetailsQuery,
  useAcceptInviteMutation,
  useVerifyLoginMutation,
  useVerifyBackupCodeMutation,
  useTwoFactorSetupMutation,
  useTwoFactorEnableMutation,
  useTwoFactorVerifyMutation,
  useTwoFactorStatusQuery,
  useLogoutMutation,
  useChatSessionMutation,
} = authApi;
