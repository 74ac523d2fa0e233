import { loggedOut, sessionCheckFailed, sessionExpired, setCredentials } from './authSlice';
import { createAppStore, rootReducer } from './store';
import { testUser } from './testing/fixtures';
import { TOKEN_STORAGE_KEY } from './tokenStorage';
import { createSlice } from '@reduxjs/toolkit';

beforeEach(() => localStorage.clear());

describe('token persistence', () => {
  it('reads the stored token when the store is created', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored');
    expect(createAppStore().getState().auth).toMatchObject({ token: 'stored', status: 'idle' });
  });

  it('stores the token on login', () => {
    const store = createAppStore();
    store.dispatch(setCredentials({ access_token: 'abc', user: testUser }));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('abc');
  });

  it.each([
    ['logout', loggedOut()],
    ['expiry', sessionExpired()],
  ])('removes the token on %s', (_name, action) => {
    const store = createAppStore();
    store.dispatch(setCredentials({ access_token: 'abc', user: testUser }));
    store.dispatch(action);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('removes the token when the session check fails', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored');
    const store = createAppStore();
    store.dispatch(sessionCheckFailed());
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});

it('lets a remote inject its own slice into the running store', () => {
  const store = createAppStore();
  const notes = createSlice({ name: 'notes', initialState: { count: 1 }, reducers: {} });
  const withNotes = rootReducer.inject(notes);
  store.dispatch({ type: 'any/action' });
  expect((store.getState() as ReturnType<typeof withNotes>).notes).toEqual({ count: 1 });
});
