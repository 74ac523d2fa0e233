import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredToken } from './tokenStorage';
import type { User } from './types';

export type SessionStatus = 'idle' | 'checking' | 'authenticated' | 'anonymous';

export interface AuthState {
  token: string | null;
  user: User | null;
  status: SessionStatus;
}

export interface Credentials {
  access_token: string;
  user: User;
}

/** Read when a store is created: a stored token still has to be verified ('idle' until the 'me' call runs). */
export function initialAuthState(): AuthState {
  const token = readStoredToken();
  return { token, user: null, status: token ? 'idle' : 'anonymous' };
}

const signedOut = (state: AuthState) => {
  state.token = null;
  state.user = null;
  state.status = 'anonymous';
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    setCredentials(state, action: PayloadAction<Credentials>) {
      state.token = action.payload.access_token;
      state.user = action.payload.user;
      state.status = 'authenticated';
    },
    loggedOut: signedOut,
    /** A 401 from the API: the token is no longer valid. */
    sessionExpired: signedOut,
    sessionCheckStarted(state) {
      if (state.token) state.status = 'checking';
    },
    sessionChecked(state, action: PayloadAction<User>) {
      // A logout during the check wins over its late answer.
      if (!state.token) return;
      state.user = action.payload;
      state.status = 'authenticated';
    },
    /** The signed-in user as an update answered it (their language). */
    userUpdated(state, action: PayloadAction<User>) {
      if (state.user && state.user.id === action.payload.id) state.user = action.payload;
    },
    sessionCheckFailed(state) {
      // Only the check's own token is dropped, not one a login stored meanwhile.
      if (state.status === 'checking' || state.status === 'idle') signedOut(state);
    },
  },
});

export const {
  setCredentials,
  loggedOut,
  sessionExpired,
  sessionCheckStarted,
  sessionChecked,
  sessionCheckFailed,
  userUpdated,
} = authSlice.actions;

type WithAuth = { auth: AuthState };

export const selectToken = (state: WithAuth) => state.auth.token;
export const selectCurrentUser = (state: WithAuth) => state.auth.user;
export const selectSessionStatus = (state: WithAuth) => state.auth.status;
export const selectIsAuthenticated = (state: WithAuth) => state.auth.status === 'authenticated' && !!state.auth.user;
