import { combineSlices, configureStore, type Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { api } from './api';
import { authSlice, type AuthState } from './authSlice';
import { writeStoredToken } from './tokenStorage';

/**
 * Slices that remotes add at run time with `rootReducer.inject(slice)`. A remote declares its own:
 * `declare module 'shared-auth' { interface LazyLoadedSlices { alertsUi: AlertsUiState } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(authSlice, api).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** Mirrors the token in localStorage whenever any action changes it, so reducers stay pure. */
export const tokenPersistence: Middleware<object, { auth: AuthState }> = (storeApi) => (next) => (action) => {
  const before = storeApi.getState().auth.token;
  const result = next(action);
  const after = storeApi.getState().auth.token;
  if (after !== before) writeStoredToken(after);
  return result;
};

/** A fresh store (the app's singleton below, and one per test). The token is read from storage now. */
export function createAppStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware, tokenPersistence),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

/** The one store of the app (shared-auth is a Module Federation singleton, so every remote gets this one). */
export const store: AppStore = createAppStore();
// refetchOnFocus / refetchOnReconnect for the app's store only; test stores do not listen to window events.
setupListeners(store.dispatch);

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
