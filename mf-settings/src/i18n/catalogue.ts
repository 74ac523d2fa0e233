import { registerCatalogue } from 'shared-auth';

/** The settings remote's catalogue (namespace 'settings'): fetched only when French is in use (docs/i18n.md). */
export const SETTINGS_NAMESPACE = 'settings';

registerCatalogue(SETTINGS_NAMESPACE, {
  'fr-CA': () => import(/* webpackChunkName: "i18n-settings-fr-CA" */ './fr-CA.json'),
});
