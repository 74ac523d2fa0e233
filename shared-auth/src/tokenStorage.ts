/** The one place that touches the stored access token. */
export const TOKEN_STORAGE_KEY = 'parcelwatch.token';

// Storage can throw (private mode, disabled cookies); the session then simply does not survive a reload.
export function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function writeStoredToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
    else window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // ignored: see readStoredToken
  }
}
