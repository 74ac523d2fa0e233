import { registerCatalogue } from 'shared-auth';

/** The properties remote's catalogue (namespace 'properties'): fetched only when French is in use (docs/i18n.md). */
export const PROPERTIES_NAMESPACE = 'properties';

registerCatalogue(PROPERTIES_NAMESPACE, {
  'fr-CA': () => import(/* webpackChunkName: "i18n-properties-fr-CA" */ './fr-CA.json'),
});
