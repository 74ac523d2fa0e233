// The remote list the shell fetches at run time: federation name -> mf-manifest.json URL.
export const REMOTE_FOLDERS = {
  mf_alerts: 'mf-alerts',
  mf_properties: 'mf-properties',
  mf_meetings: 'mf-meetings',
  mf_legal: 'mf-legal',
  mf_settings: 'mf-settings',
} as const;

export type RemoteName = keyof typeof REMOTE_FOLDERS;
export const REMOTE_NAMES = Object.keys(REMOTE_FOLDERS) as RemoteName[];

/** Every remote is served by this process under /remotes/<name>/ unless an override names another URL. */
export function buildRemoteList(overrides: Partial<Record<RemoteName, string>>): Record<RemoteName, string> {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, overrides[name] ?? `/remotes/${name}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
}
