/**
 * The app's own files: the built shell (its files and its index.html for every client-side route), the remotes
 * under /remotes/, the run-time remote list and the API docs' assets. They are never rate limited: a cold load
 * of the app makes about a hundred requests, and an office behind one address must not run out of its API
 * budget by opening the app. The API (/api/...) and the billing pages keep their limits.
 */
export function isAppFile(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  if (path.startsWith('/api/docs/') || path === '/api/docs') return true;
  if (path.startsWith('/api/') || path === '/api' || path.startsWith('/billing/')) return false;
  return true;
}
