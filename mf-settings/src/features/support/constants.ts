import type { ReportCategory, ReportPriority } from './api/reportsApi';

/** Support categories and priorities with their labels; defaults bug / medium. */
export const CATEGORY_OPTIONS: Array<{ value: ReportCategory; label: string }> = [
  { value: 'bug', label: 'Bug Report' },
  { value: 'feature', label: 'Feature Request' },
  { value: 'ui', label: 'UI/UX Issue' },
  { value: 'performance', label: 'Performance Issue' },
  { value: 'data', label: 'Data Issue' },
  { value: 'other', label: 'Other' },
];

export const PRIORITY_OPTIONS: Array<{ value: ReportPriority; label: string; description: string }> = [
  { value: 'low', label: 'Low', description: 'Minor inconvenience' },
  { value: 'medium', label: 'Medium', description: 'Moderate impact' },
  { value: 'high', label: 'High', description: 'Significant impact' },
  { value: 'critical', label: 'Critical', description: 'Platform unusable' },
];

export const DEFAULT_CATEGORY: ReportCategory = 'bug';
export const DEFAULT_PRIORITY: ReportPriority = 'medium';
/** The success view shows this long, then the form is reset. */
export const SUCCESS_VIEW_MS = 3000;

export const SUPPORT_TEXTS = {
  title: 'Support',
  subtitle: "Need help or found a bug? Tell us what's going on and we'll get back to you.",
  section: 'Issue Details',
  subjectPlaceholder: 'Brief description of the issue',
  successTitle: 'Report Submitted Successfully!',
  successText: 'Thank you for reporting this issue. Our team will review it and get back to you as soon as possible.',
  submitFailed: 'There was an error submitting your report. Please try again.',
} as const;
