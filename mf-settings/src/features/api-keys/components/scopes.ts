import { translate } from 'shared-auth';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';
import type { ApiKeyScope } from '../api/types';

/** Each scope, as the form and the table name it. */
export const SCOPE_LABELS: Record<ApiKeyScope, string> = {
  get alerts() {
    return translate(SETTINGS_NAMESPACE, 'Alerts');
  },
  get properties() {
    return translate(SETTINGS_NAMESPACE, 'Properties');
  },
  get meetings() {
    return translate(SETTINGS_NAMESPACE, 'Meetings');
  },
  get registries() {
    return translate(SETTINGS_NAMESPACE, 'Registries (proposals, tribunal and mayoral decisions)');
  },
};

export const SCOPES = Object.keys(SCOPE_LABELS) as ApiKeyScope[];

/** Expiry choices, in days; 90 by default. */
export const EXPIRY_DAYS = [30, 90, 180, 365] as const;
