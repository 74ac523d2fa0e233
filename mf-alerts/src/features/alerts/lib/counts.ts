import type { AlertSeverity, SeverityCounts } from '../api/types';

/** One alert of `severity` fewer: that count and the total drop by one, never below 0. */
export function removeAlert(counts: SeverityCounts, severity: AlertSeverity): SeverityCounts {
  counts[severity] = Math.max(0, counts[severity] - 1);
  counts.total = Math.max(0, counts.total - 1);
  return counts;
}
