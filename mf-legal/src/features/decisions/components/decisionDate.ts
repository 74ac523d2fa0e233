import { formatShortUsDate } from '../../../shared/dates';
import type { MayoralDecision } from '../api/types';
import { translate } from 'shared-auth';
import { LEGAL_NAMESPACE } from '../../../i18n/catalogue';

/** The short US-style date; else the date as published (decision_date_text); else N/A. */
export function decisionDateLabel(decision: Pick<MayoralDecision, 'decision_date' | 'decision_date_text'>): string {
  return (
    formatShortUsDate(decision.decision_date) ??
    (decision.decision_date_text?.trim() || translate(LEGAL_NAMESPACE, 'N/A'))
  );
}
