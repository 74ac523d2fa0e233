import { registerCatalogue } from 'shared-auth';

/** The meetings remote's catalogue (namespace 'meetings'): fetched only when French is in use (docs/i18n.md). */
export const MEETINGS_NAMESPACE = 'meetings';

registerCatalogue(MEETINGS_NAMESPACE, {
  'fr-CA': () => import(/* webpackChunkName: "i18n-meetings-fr-CA" */ './fr-CA.json'),
});
