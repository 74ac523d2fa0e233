import { severityName, translate } from 'shared-auth';
import type { AlertCategory, AlertSeverity } from '../features/alerts/api/types';
import { ALERTS_NAMESPACE } from '../i18n/catalogue';

/** Alerts a page, search debounce, how long a linked alert stays highlighted, alerts on the Overview. */
export const PAGE_SIZE = 6;
export const SEARCH_DEBOUNCE_MS = 300;
export const HIGHLIGHT_MS = 3000;
export const OVERVIEW_ALERT_COUNT = 6;

// The labels below are read when shown (getters, functions), so that they are in the language in use.
export const SEVERITY_TABS: ReadonlyArray<{ key: 'all' | AlertSeverity; readonly label: string }> = [
  {
    key: 'all',
    get label() {
      return translate(ALERTS_NAMESPACE, 'All Alerts');
    },
  },
  {
    key: 'urgent',
    get label() {
      return severityName('urgent');
    },
  },
  {
    key: 'high',
    get label() {
      return severityName('high');
    },
  },
  {
    key: 'normal',
    get label() {
      return severityName('normal');
    },
  },
];

/** 'All Alerts (26)', 'High Priority (19 alerts)', 'Urgent (1 alert)': the tabs count alerts, and say so. */
export function severityTabLabel(
  tab: (typeof SEVERITY_TABS)[number],
  counts: { total: number; urgent: number; high: number; normal: number },
): string {
  const label = tab.label;
  if (tab.key === 'all') return translate(ALERTS_NAMESPACE, '{{label}} ({{count}})', { label, count: counts.total });
  const count = counts[tab.key];
  return count === 1
    ? translate(ALERTS_NAMESPACE, '{{label}} ({{count}} alert)', { label, count })
    : translate(ALERTS_NAMESPACE, '{{label}} ({{count}} alerts)', { label, count });
}

/** The type filter: it narrows the alerts to one category. */
export const TYPE_OPTIONS: ReadonlyArray<{ value: 'all' | AlertCategory; readonly label: string }> = [
  {
    value: 'all',
    get label() {
      return translate(ALERTS_NAMESPACE, 'All Types');
    },
  },
  {
    value: 'zoning',
    get label() {
      return translate(ALERTS_NAMESPACE, 'Zoning');
    },
  },
  {
    value: 'fees',
    get label() {
      return translate(ALERTS_NAMESPACE, 'Fees');
    },
  },
  {
    value: 'development',
    get label() {
      return translate(ALERTS_NAMESPACE, 'Development');
    },
  },
  {
    value: 'infrastructure',
    get label() {
      return translate(ALERTS_NAMESPACE, 'Infrastructure');
    },
  },
  {
    value: 'watch',
    get label() {
      return translate(ALERTS_NAMESPACE, 'Watch');
    },
  },
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

/** A severity's label ('High Priority'), or the severity itself for one not known here. */
export function severityLabel(severity: string): string {
  switch (severity) {
    case 'medium':
      return translate(ALERTS_NAMESPACE, 'Medium');
    case 'low':
      return translate(ALERTS_NAMESPACE, 'Low');
    default:
      return severityName(severity);
  }
}

/** Why a passage was highlighted, in words ('Names the property address'), or the rule itself for one not known here. */
export function ruleLabel(rule: string): string {
  switch (rule) {
    case 'address':
      return translate(ALERTS_NAMESPACE, 'Names the property address');
    case 'application_number':
      return translate(ALERTS_NAMESPACE, 'Names the planning application');
    case 'distance':
      return translate(ALERTS_NAMESPACE, 'Lies near the property');
    case 'ward_policy':
      return translate(ALERTS_NAMESPACE, "Policy for the property's ward");
    case 'committee_policy':
      return translate(ALERTS_NAMESPACE, 'Policy of a followed committee');
    case 'municipality_policy':
      return translate(ALERTS_NAMESPACE, "Policy for the property's municipality");
    case 'land_use':
      return translate(ALERTS_NAMESPACE, "Concerns the property's land use");
    case 'follow':
      return translate(ALERTS_NAMESPACE, 'An item you follow');
    case 'watch':
      return translate(ALERTS_NAMESPACE, 'Words of a watch list');
    default:
      return rule;
  }
}

export const MESSAGES = {
  get loadError() {
    return translate(ALERTS_NAMESPACE, 'Error loading alerts. Please try again.');
  },
  get dismissError() {
    return translate(ALERTS_NAMESPACE, 'Failed to dismiss alert. Please try again.');
  },
  get noAlerts() {
    return translate(ALERTS_NAMESPACE, 'No alerts found');
  },
  get overviewEmpty() {
    return translate(ALERTS_NAMESPACE, 'No alerts found. Check back later for new municipal activity.');
  },
};
