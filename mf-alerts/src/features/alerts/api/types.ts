export type AlertSeverity = 'urgent' | 'high' | 'normal';
export type AlertCategory = 'zoning' | 'fees' | 'development' | 'infrastructure' | 'others';
export type DismissReason = 'finished' | 'irrelevant';

/** An alert, as GET /api/alerts/ answers it. */
export interface Alert {
  id: number;
  property_id: string;
  property_name: string;
  severity: AlertSeverity;
  status: string;
  meeting_id: number | null;
  meeting_title: string;
  meeting_date: string | null;
  municipality: string | null;
  committee: string | null;
  created_at: string;
  alert_title: string;
  alert_summary: string;
  summary: string;
  meeting_summary: string | null;
  alert_preview: string | null;
  primary_finding: string | null;
  expanded_finding: string | null;
  alert_categories: string[];
  num_items: number;
  comments: number;
  document_url: string | null;
  view_document_url: string | null;
}

export interface MatchEvidence {
  rule: string;
  text?: string;
  field?: string;
  page?: number;
  distanceMeters?: number;
  confidence: number;
  detail?: string;
}

export interface AlertItem {
  id: number;
  item_number: string | null;
  item_title: string;
  item_description: string | null;
  impact_summary: string;
  confidence: string | null;
  rule: string;
  evidence: MatchEvidence[];
  /** The analysed document, readable in the document view (/documents/{id}). */
  document_id: number | null;
  document_url: string | null;
  source_url: string | null;
}

export interface AlertDetail extends Alert {
  items: AlertItem[];
}

export interface SeverityCounts {
  urgent: number;
  high: number;
  normal: number;
  total: number;
}

export interface AlertFilterOptions {
  properties: Array<{ property_id: string; name: string }>;
  categories: string[];
}

/** The list's filters (GET /api/alerts/ and GET /api/alerts/{id}/position take the same). */
export interface AlertFilters {
  propertyId?: string;
  severity?: AlertSeverity;
  category?: AlertCategory;
  search?: string;
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

/** Where an alert stands in the list under some filters; nulls when the filters leave it out. */
export interface AlertPosition {
  id: number;
  index: number | null;
  page: number | null;
  offset: number | null;
  limit: number;
  total: number;
}

/** The bits of GET /api/properties/ this page reads (the banner and the empty states). */
export interface PropertySummary {
  id: string;
  name: string;
  active?: boolean;
}

export interface DismissAnswer {
  id: number;
  severity: AlertSeverity;
  severity_counts: SeverityCounts;
}
