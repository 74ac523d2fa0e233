/* The orders of the alerts list (GET /api/alerts/?sort=); alerts/list-order.ts builds each. */

export const ALERT_SORTS = ['date', 'severity', 'property'] as const;
export type AlertSort = (typeof ALERT_SORTS)[number];

export const SORT_DESCRIPTION =
  'The order: date (newest first, the default: the date of its meeting, else when it was raised), severity ' +
  '(urgent, high, normal, then newest first) or property (the property or watch name A to Z, then newest first)';
