// The remote list (name -> manifest URL) is fetched at run time, so a remote can be redeployed or moved
// to another origin without rebuilding the shell.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from './remoteNames';

export type RemoteList = Partial<Record<RemoteName, string>>;

const REMOTE_LIST_URL = '/remotes.json';
let remoteList: Promise<RemoteList> | null = null;

async function fetchRemoteList(): Promise<RemoteList> {
  const response = await fetch(REMOTE_LIST_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`The remote list could not be loaded (${response.status})`);
  const list = (await response.json()) as Record<string, string>;
  const absolute: RemoteList = {};
  for (const [name, entry] of Object.entries(list)) {
    absolute[name as RemoteName] = new URL(entry, window.location.href).href;
  }
  registerRemotes(Object.entries(absolute).map(([name, entry]) => ({ name, entry: entry as string })));
  return absolute;
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
  if (!list[remote]) throw new Error(`${remote} is not in the remote list`);
  const loaded = await loadRemote<{ default?: T } & T>(`${remote}/${exposed.replace(/^\.\//, '')}`);
  if (!loaded) throw new Error(`${remote}/${exposed} could not be loaded`);
  return (loaded.default ?? loaded) as T;
}

/** Forgets a failed remote so that the next load fetches its manifest and entry again. */
export async function resetRemote(remote: RemoteName): Promise<void> {
  const list = await getRemoteList();
  const entry = list[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}
