import type { AlertCategory, AlertSeverity } from '../features/alerts/api/types';

/** Alerts a page, search debounce, how long a linked alert stays highlighted, alerts on the Overview. */
export const PAGE_SIZE = 6;
export const SEARCH_DEBOUNCE_MS = 300;
export const HIGHLIGHT_MS = 3000;
export const OVERVIEW_ALERT_COUNT = 6;

export const SEVERITY_TABS: Array<{ key: 'all' | AlertSeverity; label: string }> = [
  { key: 'all', label: 'All Alerts' },
  { key: 'urgent', label: 'Urgent' },
  { key: 'high', label: 'High Priority' },
  { key: 'normal', label: 'Normal' },
];

/** 'All Alerts (26)', 'High Priority (19 alerts)', 'Urgent (1 alert)': the tabs count alerts, and say so. */
export function severityTabLabel(
  tab: (typeof SEVERITY_TABS)[number],
  counts: { total: number; urgent: number; high: number; normal: number },
): string {
  if (tab.key === 'all') return `${tab.label} (${counts.total})`;
  const n = counts[tab.key];
  return `${tab.label} (${n} ${n === 1 ? 'alert' : 'alerts'})`;
}

/** The type filter: it narrows the alerts to one category. */
export const TYPE_OPTIONS: Array<{ value: 'all' | AlertCategory; label: string }> = [
  { value: 'all', label: 'All Types' },
  { value: 'zoning', label: 'Zoning' },
  { value: 'fees', label: 'Fees' },
  { value: 'development', label: 'Development' },
  { value: 'infrastructure', label: 'Infrastructure' },
  { value: 'watch', label: 'Watch' },
];

/** A category as a chip shows it: its filter label ('Zoning'), or the word capitalised for one the filter lacks. */
export function categoryLabel(category: string): string {
  const known = TYPE_OPTIONS.find((option) => option.value === category);
  return known ? known.label : category.charAt(0).toUpperCase() + category.slice(1);
}

/** Severity colours; the overview also meets medium and low. */
export const SEVERITY_COLORS: Record<string, string> = {
  urgent: 'red',
  high: 'orange',
  medium: 'gold',
  normal: 'blue',
  low: 'green',
};
export const SEVERITY_LABELS: Record<string, string> = {
  urgent: 'Urgent',
  high: 'High Priority',
  normal: 'Normal',
  medium: 'Medium',
  low: 'Low',
};

export const RULE_LABELS: Record<string, string> = {
  address: 'Names the property address',
  application_number: 'Names the planning application',
  distance: 'Lies near the property',
  ward_policy: "Policy for the property's ward",
  committee_policy: 'Policy of a followed committee',
  municipality_policy: "Policy for the property's municipality",
  land_use: "Concerns the property's land use",
  follow: 'An item you follow',
  watch: 'Words of a watch list',
};

export const MESSAGES = {
  loadError: 'Error loading alerts. Please try again.',
  dismissError: 'Failed to dismiss alert. Please try again.',
  noAlerts: 'No alerts found',
  overviewEmpty: 'No alerts found. Check back later for new municipal activity.',
} as const;
