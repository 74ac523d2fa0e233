import type { AlertSeverity } from '../api/types';

/**
 * The one meaning of each severity (the rules written at the top of the API's analysis/classify.ts). The near
 * radius is 400 m unless the server's MATCH_NEAR_RADIUS_METERS says otherwise.
 */
export const SEVERITY_MEANINGS: ReadonlyArray<{ severity: AlertSeverity; meaning: string }> = [
  {
    severity: 'urgent',
    meaning: 'At the property: an item names its address, or a planning application number it carries.',
  },
  {
    severity: 'high',
    meaning:
      "A site-specific application or public works (roads, watermains...) within the near radius (400 m by default), or a policy naming the property's address or street.",
  },
  { severity: 'normal', meaning: 'Municipality-wide or region-wide policies, and everything else that matched.' },
];
