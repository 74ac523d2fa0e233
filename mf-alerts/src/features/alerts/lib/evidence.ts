import { translate } from 'shared-auth';
import type { MatchEvidence } from '../api/types';
import { ALERTS_NAMESPACE } from '../../../i18n/catalogue';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One reason an item matched, in words, each fact once (the rule, what matched, the distance). A `detail` is the
 * server's own words, shown as they are. */
export function evidenceLine(e: MatchEvidence): string {
  const t = (key: string, values?: Record<string, unknown>) => translate(ALERTS_NAMESPACE, key, values);
  const meters = e.distanceMeters !== undefined && e.distanceMeters !== null ? Math.round(e.distanceMeters) : null;
  switch (e.rule) {
    case 'address':
      return e.text
        ? translate(ALERTS_NAMESPACE, "Names the property's address ({{address}})", { address: e.text })
        : translate(ALERTS_NAMESPACE, "Names the property's address");
    case 'application_number':
      return e.text
        ? translate(ALERTS_NAMESPACE, 'Names application {{number}}, which you track', { number: e.text })
        : translate(ALERTS_NAMESPACE, 'Names an application you track');
    case 'distance':
      if (meters !== null)
        return e.text
          ? t('{{meters}} m from the property ({{place}})', { meters, place: e.text })
          : t('{{meters}} m from the property', { meters });
      return e.text ? t('Near the property ({{place}})', { place: e.text }) : t('Near the property');
    case 'land_use':
      return e.detail ? capitalise(e.detail) : translate(ALERTS_NAMESPACE, "Concerns the property's land use");
    case 'ward_policy':
      return e.detail ? capitalise(e.detail) : translate(ALERTS_NAMESPACE, "A policy for the property's ward");
    case 'committee_policy':
      return e.detail ? capitalise(e.detail) : translate(ALERTS_NAMESPACE, 'A policy of a committee you follow');
    case 'municipality_policy':
      return e.detail ? capitalise(e.detail) : translate(ALERTS_NAMESPACE, "A policy for the property's municipality");
    default:
      return e.detail ? capitalise(e.detail) : translate(ALERTS_NAMESPACE, 'An item you follow');
  }
}

/** The reasons of one item, each said once (two rules can come to the same words). */
export function evidenceLines(evidence: MatchEvidence[]): string[] {
  return [...new Set(evidence.map(evidenceLine))];
}

/**
 * The item's own description, unless the alert's summary (shown above the items) already says it: the summary
 * leads with its strongest item's description.
 */
export function itemText(description: string | null | undefined, alertSummary: string | null | undefined) {
  const text = (description ?? '').trim();
  if (!text) return null;
  const lead = text.slice(0, 60);
  return alertSummary?.includes(lead) ? null : text;
}
