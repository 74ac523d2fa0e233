import type { ApiResponse } from 'shared-auth';

/* Wire types picked from the types generated from the API's OpenAPI document; the client's own shapes follow. */

/** An alert, as GET /api/alerts/ answers it. */
export type Alert = ApiResponse<'/api/alerts/'>[number];
export type AlertSeverity = Alert['severity'];
export type AlertStatus = Alert['status'];

/** GET /api/alerts/{id}: the alert with its matched agenda items. */
export type AlertDetail = ApiResponse<'/api/alerts/{id}'>;
export type AlertItem = AlertDetail['items'][number];
export type MatchEvidence = AlertItem['evidence'][number];

export type SeverityCounts = ApiResponse<'/api/alerts/severity-counts'>;

export type AlertFilterOptions = ApiResponse<'/api/alerts/filters'>;

/** Where an alert stands in the list under some filters; nulls when the filters leave it out. */
export type AlertPosition = ApiResponse<'/api/alerts/{id}/position'>;

/** The bits of GET /api/properties/ this page reads (the banner and the empty states). */
export type PropertySummary = Pick<
  ApiResponse<'/api/properties/'>[number],
  | 'id'
  | 'name'
  | 'active'
  | 'subscription_status'
  | 'payment_status'
  | 'cancel_at_period_end'
  | 'trial_end'
  | 'current_period_end'
>;

export type DismissAnswer = ApiResponse<'/api/alerts/{id}/dismiss', 'post'>;

/** The categories the list's type filter offers (the API takes any text, any case). */
export type AlertCategory = 'zoning' | 'fees' | 'development' | 'infrastructure' | 'others' | 'watch';
/** The reasons the dismiss dialog offers. */
export type DismissReason = 'finished' | 'irrelevant';

/** The list's filters (GET /api/alerts/ and GET /api/alerts/{id}/position take the same). */
export interface AlertFilters {
  propertyId?: string;
  severity?: AlertSeverity;
  category?: AlertCategory;
  search?: string;
  /** The order: date (the default), severity or property. */
  sort?: 'date' | 'severity' | 'property';
}

export interface AlertsQuery extends AlertFilters {
  /** Page size (6: the alerts page and the dashboard). */
  limit?: number;
  /** Alerts to skip: (page - 1) x limit. */
  offset?: number;
}

/** One page of the list and the list's size under its filters (the X-Total-Count header). */
export interface AlertPage {
  alerts: Alert[];
  total: number;
}
