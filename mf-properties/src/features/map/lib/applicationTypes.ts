import type { Translate } from 'shared-auth';

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
];

/** An application type in the words the app shows, in the language in use ('Application' for one it does not know). */
export function typeLabel(type: string, t: Translate): string {
  switch (type) {
    case 'official_plan_amendment':
      return t('Official plan amendment');
    case 'zoning_bylaw_amendment':
      return t('Zoning by-law amendment');
    case 'site_plan':
      return t('Site plan');
    case 'draft_plan_of_subdivision':
      return t('Draft plan of subdivision');
    case 'draft_plan_of_condominium':
      return t('Draft plan of condominium');
    case 'consent':
      return t('Consent');
    case 'minor_variance':
      return t('Minor variance');
    case 'other':
      return t('Other');
    default:
      return t('Application');
  }
}
