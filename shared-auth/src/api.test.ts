import { api, errorDetail, getApiBaseUrl } from './api';
import { authApi } from './authApi';
import { setCredentials } from './authSlice';
import { createAppStore } from './store';
import { mockApi, TEST_API_BASE_URL } from './testing/fetchMock';
import { authAnswer, testUser } from './testing/fixtures';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('getApiBaseUrl', () => {
  afterEach(() => {
    delete window.__PARCELWATCH_CONFIG__;
  });

  it('defaults to same origin', () => {
    delete window.__PARCELWATCH_CONFIG__;
    expect(getApiBaseUrl()).toBe('');
  });

  it('prefers the run-time override', () => {
    window.__PARCELWATCH_CONFIG__ = { apiBaseUrl: 'https://api.example.ca' };
    expect(getApiBaseUrl()).toBe('https://api.example.ca');
  });
});

it('declares the shared tag types under reducerPath "api"', () => {
  expect(api.reducerPath).toBe('api');
  const store = createAppStore();
  expect(store.getState()).toHaveProperty('api');
});

it('sends the stored token as a bearer header to the configured base URL', async () => {
  const mock = mockApi({ 'GET /api/custom-auth/me': { body: testUser } });
  const store = createAppStore();
  store.dispatch(setCredentials({ access_token: 'secret-token', user: testUser }));
  await store.dispatch(authApi.endpoints.me.initiate()).unwrap();
  const [call] = mock.calls;
  expect(call?.url.href).toBe(`${TEST_API_BASE_URL}/api/custom-auth/me`);
  expect(call?.headers.get('Authorization')).toBe('Bearer secret-token');
});

it('sends no Authorization header without a token', async () => {
  const mock = mockApi({ 'POST /api/custom-auth/login': { body: authAnswer() } });
  const store = createAppStore();
  await store.dispatch(authApi.endpoints.login.initiate({ email: 'a@b.ca', password: 'pw' })).unwrap();
  expect(mock.calls[0]?.headers.get('Authorization')).toBeNull();
  expect(mock.calls[0]?.body).toEqual({ email: 'a@b.ca', password: 'pw' });
});

describe('the 401 rule', () => {
  const signedInStore = () => {
    const store = createAppStore();
    store.dispatch(setCredentials({ access_token: 'tok', user: testUser }));
    return store;
  };

  it('a 401 on any call ends the session', async () => {
    mockApi({ 'GET /api/custom-auth/me': { status: 401, body: { detail: 'Not authenticated' } } });
    const store = signedInStore();
    await store.dispatch(authApi.endpoints.me.initiate());
    expect(store.getState().auth).toEqual({ token: null, user: null, status: 'anonymous' });
  });

  it.each([
    ['verifyLogin', 'POST /api/two-factor/verify-login'],
    ['verifyBackupCode', 'POST /api/two-factor/verify-backup-code'],
  ] as const)('a 401 on %s does not', async (endpoint, route) => {
    mockApi({ [route]: { status: 401, body: { detail: 'Invalid verification code' } } });
    const store = signedInStore();
    const result =
      endpoint === 'verifyLogin'
        ? await store.dispatch(
            authApi.endpoints.verifyLogin.initiate({ email: 'a@b.ca', code: '123456', challenge_id: 'c' }),
          )
        : await store.dispatch(
            authApi.endpoints.verifyBackupCode.initiate({ email: 'a@b.ca', backup_code: 'x', challenge_id: 'c' }),
          );
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().auth.token).toBe('tok');
  });

  it('other errors keep the session', async () => {
    mockApi({ 'GET /api/custom-auth/me': { status: 500, body: { detail: 'boom' } } });
    const store = signedInStore();
    await store.dispatch(authApi.endpoints.me.initiate());
    expect(store.getState().auth.token).toBe('tok');
  });
});

describe('errorDetail', () => {
  it('returns the server detail', () => {
    expect(errorDetail({ status: 400, data: { detail: 'Invalid or expired reset token' } }, 'x')).toBe(
      'Invalid or expired reset token',
    );
  });

  it.each([
    ['no detail', { status: 500, data: { message: 'nope' } }],
    ['a non-string detail', { status: 422, data: { detail: [{ msg: 'bad' }] } }],
    ['a network error', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }],
    ['a SerializedError', { name: 'Error', message: 'client side' }],
    ['undefined', undefined],
    ['a string', 'oops'],
  ])('falls back for %s', (_name, error) => {
    expect(errorDetail(error, 'Fallback')).toBe('Fallback');
  });

  it('reads a real failed call', async () => {
    mockApi({ 'POST /api/custom-auth/login': { status: 401, body: { detail: 'Invalid email or password' } } });
    const store = createAppStore();
    const result = await store.dispatch(authApi.endpoints.login.initiate({ email: 'a@b.ca', password: 'x' }));
    expect(errorDetail(result.error, 'Fallback')).toBe('Invalid email or password');
  });
});
