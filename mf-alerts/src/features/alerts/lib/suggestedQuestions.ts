import type { Alert } from '../api/types';
import { formatDate } from '../../../shared/format';

/** What the alert's first category calls the change, for the first question. */
const CHANGE_BY_CATEGORY: Record<string, string> = {
  zoning: 'zoning change',
  fees: 'fee change',
  development: 'development',
  infrastructure: 'infrastructure work',
};

type AlertFacts = Pick<Alert, 'property_name' | 'alert_categories' | 'meeting_date'> &
  Partial<Pick<Alert, 'alert_type' | 'matched_terms'>>;

/** The first question: what the change means for the alert's property, or, for a watch alert (no property), what
 * the item says about the terms it matched. */
function firstQuestion(alert: AlertFacts): string {
  const terms = alert.matched_terms?.filter((t) => t.trim()) ?? [];
  if (alert.alert_type === 'watch')
    return terms.length
      ? `What does this say about ${terms
          .slice(0, 2)
          .map((t) => `“${t}”`)
          .join(' and ')}?`
      : 'What does this item say?';
  const category = alert.alert_categories?.map((c) => c.toLowerCase()).find((c) => c in CHANGE_BY_CATEGORY);
  const change = category ? CHANGE_BY_CATEGORY[category]! : 'item';
  const property = alert.property_name?.trim() || 'my property';
  return `What does this ${change} mean for ${property}?`;
}

/**
 * Three questions offered on an empty chat, drawn from the alert: what the change means for its property (what it
 * says about a watch's terms), when the decision is expected, and what to do before its meeting (or next, when the
 * meeting is past or has no date).
 */
export function suggestedQuestions(alert: AlertFacts, now: Date = new Date()): string[] {
  const meeting = alert.meeting_date ? new Date(alert.meeting_date) : null;
  const upcoming = meeting && !Number.isNaN(meeting.getTime()) && meeting.getTime() > now.getTime();
  return [
    firstQuestion(alert),
    'When is the decision expected?',
    upcoming ? `What should I do before ${formatDate(alert.meeting_date)}?` : 'What should I do next?',
  ];
}
