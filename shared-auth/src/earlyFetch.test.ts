import { authApi } from './authApi';
import { setCredentials } from './authSlice';
import { checkStoredSession } from './session';
import { EARLY_FETCH_TTL_MS, fetchEarly, takeEarlyResponse } from './earlyFetch';
import { createAppStore } from './store';
import { mockApi, TEST_API_BASE_URL } from './testing/fetchMock';
import { testUser } from './testing/fixtures';
import { TOKEN_STORAGE_KEY } from './tokenStorage';

const ME = `${TEST_API_BASE_URL}/api/custom-auth/me`;

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  localStorage.clear();
  window.__parcelwatchEarlyFetches?.clear();
  delete window.__PARCELWATCH_CONFIG__;
});

/** Lets the fetch mock record the requests started so far (it reads each body asynchronously). */
const flushFetches = () => new Promise((resolve) => setTimeout(resolve, 0));

const meRequest = (token: string, method = 'GET') =>
  new Request(ME, { method, headers: { authorization: `Bearer ${token}` } });

describe('early fetches', () => {
  it('starts nothing without a stored token', () => {
    const mock = mockApi();
    fetchEarly('/api/custom-auth/me');
    expect(mock.spy).not.toHaveBeenCalled();
    expect(takeEarlyResponse(meRequest('t'))).toBeUndefined();
  });

  it('answers the session check with the early answer: one request in all', async () => {
    const mock = mockApi({ 'GET /api/custom-auth/me': { body: testUser } });
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored-token');
    fetchEarly('/api/custom-auth/me');
    await flushFetches();
    expect(mock.calls).toHaveLength(1);
    expect(mock.calls[0]!.headers.get('authorization')).toBe('Bearer stored-token');

    const store = createAppStore();
    expect(store.getState().auth.token).toBe('stored-token');
    await store.dispatch(checkStoredSession());
    expect(store.getState().auth.status).toBe('authenticated');
    expect(store.getState().auth.user?.email).toBe(testUser.email);
    expect(mock.calls).toHaveLength(1); // the check took the early answer
    // Used once: the next call of the same address goes to the network.
    await store.dispatch(authApi.endpoints.me.initiate(undefined, { forceRefetch: true })).unwrap();
    expect(mock.calls).toHaveLength(2);
  });

  it('is not used for another token, another method or once it is stale', async () => {
    const mock = mockApi({ 'GET /api/custom-auth/me': { body: testUser } });
    localStorage.setItem(TOKEN_STORAGE_KEY, 'old-token');
    fetchEarly('/api/custom-auth/me');
    expect(takeEarlyResponse(meRequest('new-token'))).toBeUndefined();

    fetchEarly('/api/custom-auth/me');
    expect(takeEarlyResponse(meRequest('old-token', 'POST'))).toBeUndefined();

    jest.useFakeTimers({ now: Date.now() });
    fetchEarly('/api/custom-auth/me');
    jest.setSystemTime(Date.now() + EARLY_FETCH_TTL_MS + 1);
    expect(takeEarlyResponse(meRequest('old-token'))).toBeUndefined();
    expect(mock.spy).toHaveBeenCalledTimes(3);

    // A session signed in since then asks the network with its own token.
    const store = createAppStore();
    store.dispatch(setCredentials({ access_token: 'new-token', user: testUser }));
    jest.useRealTimers();
    await store.dispatch(authApi.endpoints.me.initiate(undefined, { forceRefetch: true })).unwrap();
    expect(mock.calls.at(-1)!.headers.get('authorization')).toBe('Bearer new-token');
  });

  it('hands a failed early answer to the check, which signs the stored session out', async () => {
    mockApi({ 'GET /api/custom-auth/me': { status: 401, body: { detail: 'Invalid token' } } });
    localStorage.setItem(TOKEN_STORAGE_KEY, 'revoked-token');
    fetchEarly('/api/custom-auth/me');
    const store = createAppStore();
    await store.dispatch(checkStoredSession());
    expect(store.getState().auth.token).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
