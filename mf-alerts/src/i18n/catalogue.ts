import { registerCatalogue } from 'shared-auth';

/** The alerts remote's catalogue (namespace 'alerts'): fetched only when French is in use (docs/i18n.md). */
export const ALERTS_NAMESPACE = 'alerts';

registerCatalogue(ALERTS_NAMESPACE, {
  'fr-CA': () => import(/* webpackChunkName: "i18n-alerts-fr-CA" */ './fr-CA.json'),
});
