import { formatShortUsDate } from '../../../shared/dates';
import type { MayoralDecision } from '../api/types';

/** The short US-style date; else the date as published (decision_date_text); else N/A. */
export function decisionDateLabel(decision: Pick<MayoralDecision, 'decision_date' | 'decision_date_text'>): string {
  return formatShortUsDate(decision.decision_date) ?? (decision.decision_date_text?.trim() || 'N/A');
}
