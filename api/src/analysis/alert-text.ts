import type { AlertCategory, MatchEvidence } from '../db/schema/index.js';
import type { Match } from './match-types.js';

/* The texts of alerts and impacts: the same words on every path (first write, recomputation). */

export function impactSummary(match: Match, categories: AlertCategory[]): string {
  const top = match.evidence[0]!;
  const what = categories.filter((c) => c !== 'others').join(', ') || 'municipal';
  switch (top.rule) {
    case 'address':
      return `"${match.item.title}" names ${top.text}, the address of ${match.property.name}: a ${what} matter about the property itself.`;
    case 'application_number':
      return `"${match.item.title}" concerns application ${top.text}, which you track for ${match.property.name}.`;
    case 'distance':
      return `"${match.item.title}" is a ${what} matter ${top.distanceMeters} m from ${match.property.name}.`;
    default:
      return `"${match.item.title}" is a ${what} policy of ${match.item.municipalityName} that applies to ${match.property.name}${top.rule === 'land_use' || match.evidence.some((e) => e.rule === 'land_use') ? ' and names its land use' : ''}.`;
  }
}

/**
 * The alert's title and summary, from its number of items and its strongest item: written the same way on every path
 * (the first write builds the same words in SQL: upsert.ts).
 */
export const alertTitle = (meetingTitle: string, n: number, propertyName: string) =>
  `${meetingTitle}: ${n} item${n === 1 ? '' : 's'} may affect ${propertyName}`;
export const alertSummary = (
  meetingTitle: string,
  municipalityName: string,
  n: number,
  propertyName: string,
  strongest: string,
) =>
  `${n === 1 ? 'One agenda item' : `${n} agenda items`} of ${meetingTitle} (${municipalityName}) may affect ${propertyName}. ${strongest}`;
export const expandedLine = (summary: string, evidence: MatchEvidence[]) =>
  `• ${summary} (${evidence.map((e) => e.detail ?? e.rule).join('; ')})`;
