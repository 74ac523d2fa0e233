/** The remotes the shell knows how to mount, with the name users see when one is unavailable. */
export const REMOTE_LABELS = {
  mf_alerts: 'Alerts',
  mf_properties: 'Properties',
  mf_meetings: 'Meetings',
  mf_legal: 'Provincial and legal',
  mf_settings: 'Settings',
} as const;

export type RemoteName = keyof typeof REMOTE_LABELS;
export const REMOTE_NAMES = Object.keys(REMOTE_LABELS) as RemoteName[];
