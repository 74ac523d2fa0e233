import { useCallback, useEffect } from 'react';
import { api } from './api';
import { authApi } from './authApi';
import {
  loggedOut,
  selectSessionStatus,
  sessionCheckFailed,
  sessionChecked,
  sessionCheckStarted,
  setCredentials,
  type SessionStatus,
} from './authSlice';
import { useAppDispatch, useAppSelector, type AppDispatch, type RootState } from './store';
import type { AuthResponse } from './types';

/**
 * Verifies a stored token once with the 'me' call. Runs from the store's current state (not a render's
 * snapshot), so React StrictMode's double effects and several callers start one check only.
 */
export const checkStoredSession = () => async (dispatch: AppDispatch, getState: () => RootState) => {
  const { auth } = getState();
  if (auth.status !== 'idle' || !auth.token) return;
  dispatch(sessionCheckStarted());
  const request = dispatch(authApi.endpoints.me.initiate(undefined, { forceRefetch: true, subscribe: false }));
  try {
    dispatch(sessionChecked(await request.unwrap()));
  } catch {
    dispatch(sessionCheckFailed());
  }
};

/** At app start: verify a stored token; answers the session status for a guard to render on. */
export function useSessionBootstrap(): SessionStatus {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSessionStatus);
  useEffect(() => {
    if (status === 'idle') void dispatch(checkStoredSession());
  }, [dispatch, status]);
  return status;
}

/** Signs out: tells the server (best effort), clears the session and every cached answer. The caller navigates. */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    try {
      await dispatch(authApi.endpoints.logout.initiate(undefined, { track: false })).unwrap();
    } catch {
      // The local session ends whatever the server says.
    }
    dispatch(loggedOut());
    dispatch(api.util.resetApiState());
  }, [dispatch]);
}

/** What `useCompleteLogin` reads of an answer (any other field, `token_type` included, is not looked at). */
export type LoginAnswer = Partial<Pick<AuthResponse, 'access_token' | 'user'>> | null | undefined;

/**
 * Stores the answer of login / register / 2FA / accept-invite, then registers the AI chat session (best effort).
 * Throws when the answer cannot start a session.
 */
export function useCompleteLogin(): (answer: LoginAnswer) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (answer: LoginAnswer) => {
      if (!answer?.access_token) throw new Error('No access token received');
      if (!answer.user) throw new Error('Invalid response from server');
      dispatch(setCredentials({ access_token: answer.access_token, user: answer.user }));
      dispatch(authApi.endpoints.chatSession.initiate(undefined, { track: false }))
        .unwrap()
        .catch(() => undefined);
    },
    [dispatch],
  );
}
