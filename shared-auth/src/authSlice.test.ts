import {
  authSlice,
  initialAuthState,
  loggedOut,
  selectIsAuthenticated,
  sessionCheckFailed,
  sessionChecked,
  sessionCheckStarted,
  sessionExpired,
  setCredentials,
  type AuthState,
} from './authSlice';
import { testUser } from './testing/fixtures';
import { TOKEN_STORAGE_KEY } from './tokenStorage';

const reduce = (state: AuthState, ...actions: Parameters<typeof authSlice.reducer>[1][]) =>
  actions.reduce(authSlice.reducer, state);

beforeEach(() => localStorage.clear());

describe('initial state', () => {
  it('is anonymous without a stored token', () => {
    expect(initialAuthState()).toEqual({ token: null, user: null, status: 'anonymous' });
  });

  it('is idle (to be verified) with a stored token', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored');
    expect(initialAuthState()).toEqual({ token: 'stored', user: null, status: 'idle' });
  });
});

describe('reducers', () => {
  const anonymous: AuthState = { token: null, user: null, status: 'anonymous' };

  it('setCredentials authenticates', () => {
    const state = reduce(anonymous, setCredentials({ access_token: 't', user: testUser }));
    expect(state).toEqual({ token: 't', user: testUser, status: 'authenticated' });
    expect(selectIsAuthenticated({ auth: state })).toBe(true);
  });

  it.each([loggedOut(), sessionExpired()])('%o clears token and user', (action) => {
    const state = reduce(anonymous, setCredentials({ access_token: 't', user: testUser }), action);
    expect(state).toEqual(anonymous);
  });

  it('a session check moves idle -> checking -> authenticated', () => {
    const idle: AuthState = { token: 't', user: null, status: 'idle' };
    const checking = reduce(idle, sessionCheckStarted());
    expect(checking.status).toBe('checking');
    expect(reduce(checking, sessionChecked(testUser))).toEqual({ token: 't', user: testUser, status: 'authenticated' });
    expect(reduce(checking, sessionCheckFailed())).toEqual(anonymous);
  });

  it('a late check answer does not undo a logout or a new login', () => {
    const checking: AuthState = { token: 't', user: null, status: 'checking' };
    expect(reduce(checking, loggedOut(), sessionChecked(testUser))).toEqual(anonymous);
    const relogged = reduce(checking, setCredentials({ access_token: 'new', user: testUser }), sessionCheckFailed());
    expect(relogged.token).toBe('new');
  });
});
