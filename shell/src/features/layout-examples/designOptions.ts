/** The ten design directions of the /layout-examples mock page; five can be previewed. */
export type PreviewKey = 'command-center' | 'timeline' | 'severity-board' | 'split-view' | 'compact-table';

export interface DesignOption {
  id: string;
  name: string;
  description: string;
  /** Which preview renders it; none means 'Preview not available'. */
  preview?: PreviewKey;
}

export const DESIGN_OPTIONS: DesignOption[] = [
  {
    id: 'command-center',
    name: 'Command Center',
    description: 'Key figures across the top, the newest alerts and the next meetings side by side.',
    preview: 'command-center',
  },
  {
    id: 'timeline',
    name: 'Activity Timeline',
    description: 'One chronological feed of meetings and alerts, grouped by day.',
    preview: 'timeline',
  },
  {
    id: 'severity-board',
    name: 'Severity Board',
    description: 'Alerts as cards in columns by severity, so the urgent ones stand out.',
    preview: 'severity-board',
  },
  {
    id: 'split-view',
    name: 'Split View',
    description: 'A list of alerts on the left and the selected alert in full on the right.',
    preview: 'split-view',
  },
  {
    id: 'compact-table',
    name: 'Compact Table',
    description: 'A dense table of every item for power users who scan a lot of rows.',
    preview: 'compact-table',
  },
  {
    id: 'map-first',
    name: 'Map First',
    description: 'A full-screen map of the properties with nearby applications and meetings pinned.',
  },
  {
    id: 'calendar-hub',
    name: 'Calendar Hub',
    description: 'A month calendar at the centre, with council and committee meetings coloured by body.',
  },
  {
    id: 'portfolio-cards',
    name: 'Portfolio Cards',
    description: 'One card per property with its open alerts, subscription and last activity.',
  },
  {
    id: 'weekly-digest',
    name: 'Weekly Digest',
    description: 'A newsletter-style summary of the week, the same as the email digest.',
  },
  {
    id: 'mobile-companion',
    name: 'Mobile Companion',
    description: 'A single column with large touch targets for checking alerts on a phone.',
  },
];
