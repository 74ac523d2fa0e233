import { registerCatalogue } from 'shared-auth';

/** The shell's catalogue (namespace 'shell'): fetched only when French is in use (docs/i18n.md). */
export const SHELL_NAMESPACE = 'shell';

export function registerShellCatalogue(): void {
  registerCatalogue(SHELL_NAMESPACE, {
    'fr-CA': () => import(/* webpackChunkName: "i18n-shell-fr-CA" */ './fr-CA.json'),
  });
}
