import type { AlertItemOut } from '../schemas/alerts.js';

type Evidence = AlertItemOut['evidence'][number];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One reason an item matched, in the words the alert view uses. */
export function evidenceLine(e: Evidence): string {
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

/** Each reason once. */
export const evidenceLines = (evidence: Evidence[]) => [...new Set(evidence.map(evidenceLine))];
