import { translate } from './engine';
import { SHARED_NAMESPACE } from './shared';

/* A development application's type as every screen names it (the alerts' listing, the map's areas, the files). */

/** The application types (the API's values), in the order the app shows them. */
export const APPLICATION_TYPES = [
  'official_plan_amendment',
  'zoning_bylaw_amendment',
  'site_plan',
  'draft_plan_of_subdivision',
  'draft_plan_of_condominium',
  'consent',
  'minor_variance',
  'other',
] as const;

/** An application type in the words the app shows, in the language in use ('Application' for one it does not know). */
export function applicationTypeLabel(type: string): string {
  switch (type) {
    case 'official_plan_amendment':
      return translate(SHARED_NAMESPACE, 'Official plan amendment');
    case 'zoning_bylaw_amendment':
      return translate(SHARED_NAMESPACE, 'Zoning by-law amendment');
    case 'site_plan':
      return translate(SHARED_NAMESPACE, 'Site plan');
    case 'draft_plan_of_subdivision':
      return translate(SHARED_NAMESPACE, 'Draft plan of subdivision');
    case 'draft_plan_of_condominium':
      return translate(SHARED_NAMESPACE, 'Draft plan of condominium');
    case 'consent':
      return translate(SHARED_NAMESPACE, 'Consent');
    case 'minor_variance':
      return translate(SHARED_NAMESPACE, 'Minor variance');
    case 'other':
      return translate(SHARED_NAMESPACE, 'Other');
    default:
      return translate(SHARED_NAMESPACE, 'Application');
  }
}
