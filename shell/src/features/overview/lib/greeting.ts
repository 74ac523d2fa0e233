/*
 * The Overview's greeting: "Welcome, Ada." the first time a user's Overview opens in this browser (a brand-new
 * account is never greeted "Welcome back"), "Welcome back, Ada." afterwards. The sign-in time the API gives is the
 * current sign-in's, so it cannot tell a first visit; the browser remembers the users it has greeted.
 */
export const GREETED_STORAGE_KEY = 'parcelwatch.greeted';

function greetedIds(storage: Storage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(GREETED_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether this browser greeted the user before. */
export function greetedBefore(userId: string, storage: Storage = window.localStorage): boolean {
  return greetedIds(storage).includes(userId);
}

/** Remembers that the user was greeted (the last 20 users of this browser). */
export function rememberGreeted(userId: string, storage: Storage = window.localStorage): void {
  const ids = greetedIds(storage).filter((id) => id !== userId);
  try {
    storage.setItem(GREETED_STORAGE_KEY, JSON.stringify([...ids, userId].slice(-20)));
  } catch {
    // Storage full or blocked: the next visit says "Welcome" again, which is still true.
  }
}

export function greeting(firstName: string | null | undefined, returning: boolean): string {
  const word = returning ? 'Welcome back' : 'Welcome';
  return firstName ? `${word}, ${firstName}.` : `${word}.`;
}
