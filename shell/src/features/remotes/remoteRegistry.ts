// The remote list (each remote's declaration from the manifest and its manifest URL) is read at run time, from the
// page where the API writes it or else from /remotes.json, so a remote can be redeployed or moved to another origin
// without rebuilding the shell, and a test-only remote declared to the server (REMOTES_EXTRA_MANIFEST) is mounted like
// the others.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteDeclaration, RemoteName } from './remoteManifest';

export interface ServedRemote extends RemoteDeclaration {
  /** The absolute URL of the remote's mf-manifest.json. */
  entry: string;
}

export type RemoteList = Map<RemoteName, ServedRemote>;

const REMOTE_LIST_URL = '/remotes.json';
let remoteList: Promise<RemoteList> | null = null;

/** The element in which the API writes the remote list into index.html (api/src/web/shell-page.ts). */
export const REMOTE_LIST_ELEMENT_ID = 'parcelwatch-remotes';

/** The list written into the page, when the page has one (served by the API; the dev servers only serve the URL). */
function listInPage(): { remotes?: ServedRemote[] } | null {
  const text = document.getElementById(REMOTE_LIST_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as { remotes?: ServedRemote[] };
  } catch {
    return null;
  }
}

async function fetchRemoteList(): Promise<RemoteList> {
  let body = listInPage();
  if (!body) {
    const response = await fetch(REMOTE_LIST_URL, { cache: 'no-store' });
    if (!response.ok) throw new Error(`The remote list could not be loaded (${response.status})`);
    body = (await response.json()) as { remotes?: ServedRemote[] };
  }
  if (!Array.isArray(body.remotes)) throw new Error('The remote list is malformed');
  const list: RemoteList = new Map();
  for (const remote of body.remotes) {
    list.set(remote.name, { ...remote, entry: new URL(remote.entry, window.location.href).href });
  }
  registerRemotes([...list.values()].map(({ name, entry }) => ({ name, entry })));
  return list;
}

export function getRemoteList(): Promise<RemoteList> {
  remoteList ??= fetchRemoteList().catch((error: unknown) => {
    remoteList = null; // the next attempt fetches the list again
    throw error;
  });
  return remoteList;
}

/** Loads an exposed module (for example mf_alerts + './AlertsPage') and returns its default export. */
export async function loadRemoteModule<T>(remote: RemoteName, exposed: string): Promise<T> {
  const list = await getRemoteList();
  if (!list.has(remote)) throw new Error(`${remote} is not in the remote list`);
  const loaded = await loadRemote<{ default?: T } & T>(`${remote}/${exposed.replace(/^\.\//, '')}`);
  if (!loaded) throw new Error(`${remote}/${exposed} could not be loaded`);
  return (loaded.default ?? loaded) as T;
}

/** Forgets a failed remote so that the next load fetches its manifest and entry again. */
export async function resetRemote(remote: RemoteName): Promise<void> {
  const list = await getRemoteList();
  const served = list.get(remote);
  if (served) registerRemotes([{ name: remote, entry: served.entry }], { force: true });
}
