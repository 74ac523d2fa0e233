import type { Alert } from '../api/types';
import { formatDate } from '../../../shared/format';

/** What the alert's first category calls the change, for the first question. */
const CHANGE_BY_CATEGORY: Record<string, string> = {
  zoning: 'zoning change',
  fees: 'fee change',
  development: 'development',
  infrastructure: 'infrastructure work',
};

type AlertFacts = Pick<Alert, 'property_name' | 'alert_categories' | 'meeting_date'>;

/**
 * Three questions offered on an empty chat, drawn from the alert: what the change means for its property, when the
 * decision is expected, and what to do before its meeting (or next, when the meeting is past or has no date).
 */
export function suggestedQuestions(alert: AlertFacts, now: Date = new Date()): string[] {
  const category = alert.alert_categories?.map((c) => c.toLowerCase()).find((c) => c in CHANGE_BY_CATEGORY);
  const change = category ? CHANGE_BY_CATEGORY[category]! : 'item';
  const property = alert.property_name?.trim() || 'my property';
  const meeting = alert.meeting_date ? new Date(alert.meeting_date) : null;
  const upcoming = meeting && !Number.isNaN(meeting.getTime()) && meeting.getTime() > now.getTime();
  return [
    `What does this ${change} mean for ${property}?`,
    'When is the decision expected?',
    upcoming ? `What should I do before ${formatDate(alert.meeting_date)}?` : 'What should I do next?',
  ];
}
