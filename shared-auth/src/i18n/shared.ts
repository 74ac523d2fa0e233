import { registerCatalogue } from './catalogues';

/**
 * shared-auth's own catalogue (namespace 'shared'): the pager, the trial and subscription sentences, the export
 * menu, the source-health banner, the Atom feed button (docs/i18n.md). Registered when shared-auth loads.
 */
export const SHARED_NAMESPACE = 'shared';

registerCatalogue(SHARED_NAMESPACE, {
  'fr-CA': () => import(/* webpackChunkName: "i18n-shared-fr-CA" */ './shared-fr-CA.json'),
});
