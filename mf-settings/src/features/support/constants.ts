import { translate } from 'shared-auth';
import { SETTINGS_NAMESPACE } from '../../i18n/catalogue';
import type { ReportCategory, ReportPriority } from './api/reportsApi';

/** Support categories and priorities with their labels; defaults bug / medium. */
export const CATEGORY_OPTIONS: Array<{ value: ReportCategory; label: string }> = [
  {
    value: 'bug',
    get label() {
      return translate(SETTINGS_NAMESPACE, 'Bug Report');
    },
  },
  {
    value: 'feature',
    get label() {
      return translate(SETTINGS_NAMESPACE, 'Feature Request');
    },
  },
  {
    value: 'ui',
    get label() {
      return translate(SETTINGS_NAMESPACE, 'UI/UX Issue');
    },
  },
  {
    value: 'performance',
    get label() {
      return translate(SETTINGS_NAMESPACE, 'Performance Issue');
    },
  },
  {
    value: 'data',
    get label() {
      return translate(SETTINGS_NAMESPACE, 'Data Issue');
    },
  },
  {
    value: 'other',
    get label() {
      return translate(SETTINGS_NAMESPACE, 'Other');
    },
  },
];

export const PRIORITY_OPTIONS: Array<{ value: ReportPriority; label: string; description: string }> = [
  {
    value: 'low',
    get label() {
      return translate(SETTINGS_NAMESPACE, 'Low');
    },
    get description() {
      return translate(SETTINGS_NAMESPACE, 'Minor inconvenience');
    },
  },
  {
    value: 'medium',
    get label() {
      return translate(SETTINGS_NAMESPACE, 'Medium');
    },
    get description() {
      return translate(SETTINGS_NAMESPACE, 'Moderate impact');
    },
  },
  {
    value: 'high',
    get label() {
      return translate(SETTINGS_NAMESPACE, 'High');
    },
    get description() {
      return translate(SETTINGS_NAMESPACE, 'Significant impact');
    },
  },
  {
    value: 'critical',
    get label() {
      return translate(SETTINGS_NAMESPACE, 'Critical');
    },
    get description() {
      return translate(SETTINGS_NAMESPACE, 'Platform unusable');
    },
  },
];

export const DEFAULT_CATEGORY: ReportCategory = 'bug';
export const DEFAULT_PRIORITY: ReportPriority = 'medium';
/** The success view shows this long, then the form is reset. */
export const SUCCESS_VIEW_MS = 3000;

export const SUPPORT_TEXTS = {
  get title() {
    return translate(SETTINGS_NAMESPACE, 'Support');
  },
  get subtitle() {
    return translate(
      SETTINGS_NAMESPACE,
      "Need help or found a bug? Tell us what's going on and we'll get back to you.",
    );
  },
  get section() {
    return translate(SETTINGS_NAMESPACE, 'Issue Details');
  },
  get subjectPlaceholder() {
    return translate(SETTINGS_NAMESPACE, 'Brief description of the issue');
  },
  get successTitle() {
    return translate(SETTINGS_NAMESPACE, 'Report Submitted Successfully!');
  },
  get successText() {
    return translate(
      SETTINGS_NAMESPACE,
      'Thank you for reporting this issue. Our team will review it and get back to you as soon as possible.',
    );
  },
  get submitFailed() {
    return translate(SETTINGS_NAMESPACE, 'There was an error submitting your report. Please try again.');
  },
};
