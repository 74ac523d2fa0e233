import { getApiBaseUrl } from '../config';
import { readStoredToken } from '../tokenStorage';

/** The file name the server gave in Content-Disposition, else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Downloads an API answer as a file: fetched with the session's bearer token in the Authorization header (never in
 * the URL), then saved through a Blob. Throws the server's `{ detail }` message on an error answer.
 */
export async function downloadApiFile(path: string, fallbackName: string, token = readStoredToken()): Promise<string> {
  const response = await fetch(`${getApiBaseUrl()}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { detail?: unknown } | null;
    throw new Error(typeof body?.detail === 'string' ? body.detail : 'The download failed. Please try again.');
  }
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL?.(url), 0);
  return name;
}

/** A query string of the defined, non-empty values. */
export function exportQuery(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
