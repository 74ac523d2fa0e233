// The micro-frontends the shell loads: federation name -> folder of its build.
export const REMOTE_FOLDERS = {
  mf_alerts: 'mf-alerts',
  mf_properties: 'mf-properties',
  mf_meetings: 'mf-meetings',
  mf_legal: 'mf-legal',
  mf_settings: 'mf-settings',
} as const;

export type RemoteName = keyof typeof REMOTE_FOLDERS;
export const REMOTE_NAMES = Object.keys(REMOTE_FOLDERS) as RemoteName[];
