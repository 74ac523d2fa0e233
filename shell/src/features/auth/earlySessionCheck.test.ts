// The hand-over of the early session check: the shell's entry starts the request (earlySessionCheck.ts), shared-auth's
// API layer takes its answer once (shared-auth/src/earlyFetch.ts).
import {
  authApi,
  checkStoredSession,
  createAppStore,
  EARLY_FETCH_TTL_MS,
  setCredentials,
  takeEarlyResponse,
  TOKEN_STORAGE_KEY,
} from 'shared-auth';
import { mockApi, TEST_API_BASE_URL, testUser } from 'shared-auth/testing';
import { SESSION_CHECK_PATH, startEarlySessionCheck } from './earlySessionCheck';

const ME = `${TEST_API_BASE_URL}${SESSION_CHECK_PATH}`;

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

describe('the early session check', () => {
  it('starts nothing without a stored token', () => {
    const mock = mockApi();
    startEarlySessionCheck();
    expect(mock.spy).not.toHaveBeenCalled();
    expect(takeEarlyResponse(meRequest('t'))).toBeUndefined();
  });

  it('answers the session check with the early answer: one request in all', async () => {
    const mock = mockApi({ 'GET /api/custom-auth/me': { body: testUser } });
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored-token');
    startEarlySessionCheck();
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
    startEarlySessionCheck();
    expect(takeEarlyResponse(meRequest('new-token'))).toBeUndefined();

    startEarlySessionCheck();
    expect(takeEarlyResponse(meRequest('old-token', 'POST'))).toBeUndefined();

    jest.useFakeTimers({ now: Date.now() });
    startEarlySessionCheck();
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
    startEarlySessionCheck();
    const store = createAppStore();
    await store.dispatch(checkStoredSession());
    expect(store.getState().auth.token).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
