import type { MatchEvidence } from '../api/types';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One reason an item matched, in words, each fact once (the rule, what matched, the distance). */
export function evidenceLine(e: MatchEvidence): string {
  const meters = e.distanceMeters !== undefined && e.distanceMeters !== null ? Math.round(e.distanceMeters) : null;
  switch (e.rule) {
    case 'address':
      return e.text ? `Names the property's address (${e.text})` : "Names the property's address";
    case 'application_number':
      return e.text ? `Names application ${e.text}, which you track` : 'Names an application you track';
    case 'distance':
      return meters !== null
        ? `${meters} m from the property${e.text ? ` (${e.text})` : ''}`
        : `Near the property${e.text ? ` (${e.text})` : ''}`;
    case 'land_use':
      return e.detail ? capitalise(e.detail) : "Concerns the property's land use";
    case 'ward_policy':
      return e.detail ? capitalise(e.detail) : "A policy for the property's ward";
    case 'committee_policy':
      return e.detail ? capitalise(e.detail) : 'A policy of a committee you follow';
    case 'municipality_policy':
      return e.detail ? capitalise(e.detail) : "A policy for the property's municipality";
    default:
      return e.detail ? capitalise(e.detail) : 'An item you follow';
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
