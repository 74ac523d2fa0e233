import { translate } from 'shared-auth';
import type { AlertSeverity } from '../api/types';
import { ALERTS_NAMESPACE } from '../../../i18n/catalogue';

/**
 * The one meaning of each severity (the rules written at the top of the API's analysis/classify.ts). The near
 * radius is 400 m unless the server's MATCH_NEAR_RADIUS_METERS says otherwise. Read when shown (the language in use).
 */
export const SEVERITY_MEANINGS: ReadonlyArray<{ severity: AlertSeverity; readonly meaning: string }> = [
  {
    severity: 'urgent',
    get meaning() {
      return translate(
        ALERTS_NAMESPACE,
        'At the property: an item names its address, or a planning application number it carries.',
      );
    },
  },
  {
    severity: 'high',
    get meaning() {
      return translate(
        ALERTS_NAMESPACE,
        "A site-specific application or public works (roads, watermains...) within the near radius (400 m by default), or a policy naming the property's address or street.",
      );
    },
  },
  {
    severity: 'normal',
    get meaning() {
      return translate(
        ALERTS_NAMESPACE,
        'Municipality-wide or region-wide policies, and everything else that matched.',
      );
    },
  },
];
