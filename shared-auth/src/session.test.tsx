import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { setCredentials } from './authSlice';
import { useCompleteLogin, useLogout, useSessionBootstrap } from './session';
import { createAppStore, type AppStore } from './store';
import { mockApi } from './testing/fetchMock';
import { authAnswer, testUser } from './testing/fixtures';
import { TOKEN_STORAGE_KEY } from './tokenStorage';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

const wrapperFor =
  (store: AppStore) =>
  ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;

describe('useSessionBootstrap', () => {
  it('stays anonymous without a stored token and calls nothing', () => {
    const mock = mockApi();
    const store = createAppStore();
    const { result } = renderHook(() => useSessionBootstrap(), { wrapper: wrapperFor(store) });
    expect(result.current).toBe('anonymous');
    expect(mock.calls).toHaveLength(0);
  });

  it('checks a stored token with "me" and becomes authenticated', async () => {
    let answer!: (value: { body: unknown }) => void;
    const mock = mockApi({ 'GET /api/custom-auth/me': () => new Promise((resolve) => (answer = resolve)) });
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored');
    const store = createAppStore();
    const { result } = renderHook(() => useSessionBootstrap(), { wrapper: wrapperFor(store) });
    await waitFor(() => expect(result.current).toBe('checking'));
    await waitFor(() => expect(mock.calls).toHaveLength(1));
    answer({ body: testUser });
    await waitFor(() => expect(result.current).toBe('authenticated'));
    expect(store.getState().auth.user).toEqual(testUser);
    expect(mock.calls[0]?.headers.get('Authorization')).toBe('Bearer stored');
  });

  it('removes the token and the user when the check fails', async () => {
    mockApi({ 'GET /api/custom-auth/me': { status: 401, body: { detail: 'Invalid token' } } });
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stale');
    const store = createAppStore();
    const { result } = renderHook(() => useSessionBootstrap(), { wrapper: wrapperFor(store) });
    await waitFor(() => expect(result.current).toBe('anonymous'));
    expect(store.getState().auth).toEqual({ token: null, user: null, status: 'anonymous' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('also fails on a network error, and checks once for several callers', async () => {
    const mock = mockApi({ 'GET /api/custom-auth/me': { status: 500, body: {} } });
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored');
    const store = createAppStore();
    const { result } = renderHook(() => [useSessionBootstrap(), useSessionBootstrap()], {
      wrapper: wrapperFor(store),
    });
    await waitFor(() => expect(result.current[0]).toBe('anonymous'));
    expect(mock.callsTo('GET /api/custom-auth/me')).toHaveLength(1);
  });
});

describe('useCompleteLogin', () => {
  it('stores the credentials and registers the chat session', async () => {
    const mock = mockApi({ 'POST /api/auth/chatkit/session': { body: { session_id: 's', expires_at: 'x' } } });
    const store = createAppStore();
    const { result } = renderHook(() => useCompleteLogin(), { wrapper: wrapperFor(store) });
    act(() => result.current(authAnswer({ access_token: 'fresh' })));
    expect(store.getState().auth).toEqual({ token: 'fresh', user: testUser, status: 'authenticated' });
    await waitFor(() => expect(mock.callsTo('POST /api/auth/chatkit/session')).toHaveLength(1));
    expect(mock.calls[0]?.headers.get('Authorization')).toBe('Bearer fresh');
  });

  it('ignores a failing chat session', async () => {
    const mock = mockApi({ 'POST /api/auth/chatkit/session': { status: 500, body: { detail: 'down' } } });
    const store = createAppStore();
    const { result } = renderHook(() => useCompleteLogin(), { wrapper: wrapperFor(store) });
    act(() => result.current(authAnswer()));
    await waitFor(() => expect(mock.calls).toHaveLength(1));
    expect(store.getState().auth.status).toBe('authenticated');
  });

  it.each([
    ['no answer', undefined, 'No access token received'],
    ['no access_token', { user: testUser }, 'No access token received'],
    ['no user', { access_token: 't', token_type: 'bearer' }, 'Invalid response from server'],
  ])('rejects %s', (_name, answer, message) => {
    mockApi();
    const store = createAppStore();
    const { result } = renderHook(() => useCompleteLogin(), { wrapper: wrapperFor(store) });
    expect(() => result.current(answer)).toThrow(message);
    expect(store.getState().auth.token).toBeNull();
  });
});

describe('useLogout', () => {
  it.each([
    ['answers 204', { status: 204 }],
    ['fails', { status: 500, body: { detail: 'down' } }],
  ])('clears the session and the cache when the server %s', async (_name, reply) => {
    const mock = mockApi({ 'POST /api/auth/logout': reply, 'GET /api/custom-auth/me': { body: testUser } });
    const store = createAppStore();
    store.dispatch(setCredentials({ access_token: 'tok', user: testUser }));
    const { result } = renderHook(() => useLogout(), { wrapper: wrapperFor(store) });
    await act(() => result.current());
    expect(mock.callsTo('POST /api/auth/logout')[0]?.headers.get('Authorization')).toBe('Bearer tok');
    expect(store.getState().auth).toEqual({ token: null, user: null, status: 'anonymous' });
    expect(store.getState().api.queries).toEqual({});
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
