import { translate, type Translate } from 'shared-auth';
import type { Alert } from '../api/types';
import { formatDate } from '../../../shared/format';
import { ALERTS_NAMESPACE } from '../../../i18n/catalogue';

/** The categories the first question names the change of ('What does this zoning change mean for …?'). */
const CHANGE_CATEGORIES = ['zoning', 'fees', 'development', 'infrastructure'] as const;
type ChangeCategory = (typeof CHANGE_CATEGORIES)[number];

type AlertFacts = Pick<Alert, 'property_name' | 'alert_categories' | 'meeting_date'> &
  Partial<Pick<Alert, 'alert_type' | 'matched_terms'>>;

const translateAlerts: Translate = (key, values) => translate(ALERTS_NAMESPACE, key, values);

/** What the change means for `property`, the change named by the alert's first category (whole sentences: each
 * language words them its own way). */
function changeQuestion(category: ChangeCategory | undefined, property: string, t: Translate): string {
  switch (category) {
    case 'zoning':
      return t('What does this zoning change mean for {{property}}?', { property });
    case 'fees':
      return t('What does this fee change mean for {{property}}?', { property });
    case 'development':
      return t('What does this development mean for {{property}}?', { property });
    case 'infrastructure':
      return t('What does this infrastructure work mean for {{property}}?', { property });
    default:
      return t('What does this item mean for {{property}}?', { property });
  }
}

/** The first question: what the change means for the alert's property, or, for a watch alert (no property), what
 * the item says about the terms it matched. */
function firstQuestion(alert: AlertFacts, t: Translate): string {
  const terms = (alert.matched_terms?.filter((term) => term.trim()) ?? []).map((term) => `“${term}”`);
  if (alert.alert_type === 'watch') {
    if (terms.length >= 2)
      return t('What does this say about {{first}} and {{second}}?', { first: terms[0], second: terms[1] });
    if (terms.length === 1) return t('What does this say about {{term}}?', { term: terms[0] });
    return t('What does this item say?');
  }
  const category = alert.alert_categories
    ?.map((c) => c.toLowerCase())
    .find((c): c is ChangeCategory => (CHANGE_CATEGORIES as readonly string[]).includes(c));
  const property = alert.property_name?.trim() || t('my property');
  return changeQuestion(category, property, t);
}

/**
 * Three questions offered on an empty chat, drawn from the alert: what the change means for its property (what it
 * says about a watch's terms), when the decision is expected, and what to do before its meeting (or next, when the
 * meeting is past or has no date). `t`: the chat's (the language in use).
 */
export function suggestedQuestions(
  alert: AlertFacts,
  now: Date = new Date(),
  t: Translate = translateAlerts,
): string[] {
  const meeting = alert.meeting_date ? new Date(alert.meeting_date) : null;
  const upcoming = meeting && !Number.isNaN(meeting.getTime()) && meeting.getTime() > now.getTime();
  return [
    firstQuestion(alert, t),
    t('When is the decision expected?'),
    upcoming
      ? t('What should I do before {{date}}?', { date: formatDate(alert.meeting_date) })
      : t('What should I do next?'),
  ];
}
