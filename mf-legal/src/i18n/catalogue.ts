import { registerCatalogue } from 'shared-auth';

/** The provincial and legal remote's catalogue (namespace 'legal'): fetched only when French is in use (docs/i18n.md). */
export const LEGAL_NAMESPACE = 'legal';

registerCatalogue(LEGAL_NAMESPACE, {
  'fr-CA': () => import(/* webpackChunkName: "i18n-legal-fr-CA" */ './fr-CA.json'),
});
