import type { ApiKeyScope } from '../api/types';

/** Each scope, as the form and the table name it. */
export const SCOPE_LABELS: Record<ApiKeyScope, string> = {
  alerts: 'Alerts',
  properties: 'Properties',
  meetings: 'Meetings',
  registries: 'Registries (proposals, tribunal and mayoral decisions)',
};

export const SCOPES = Object.keys(SCOPE_LABELS) as ApiKeyScope[];

/** Expiry choices, in days; 90 by default. */
export const EXPIRY_DAYS = [30, 90, 180, 365] as const;
