import type { MatchEvidence } from '../db/schema/index.js';

/* The texts of alerts: the same words on every path (first write, recomputation). */

/**
 * The alert's title and summary, from its strongest item and its number of items: written the same way on every
 * path (the first write builds the same words in SQL: property-upsert.ts). The title is the item, not the meeting (the
 * meeting and its date are shown beside it).
 */
export const alertTitle = (itemTitle: string, n: number) =>
  n <= 1 ? itemTitle : `${itemTitle} and ${n - 1} more item${n === 2 ? '' : 's'}`;
/** The same title for a French reader, from the lead item's French title (a bilingual portal's item). */
export const frenchAlertTitle = (itemTitle: string, n: number) =>
  n <= 1 ? itemTitle : `${itemTitle} et ${n - 1} autre${n === 2 ? '' : 's'} point${n === 2 ? '' : 's'}`;
export const alertSummary = (n: number, propertyName: string, strongest: string) =>
  n <= 1
    ? strongest
    : `${strongest} The same meeting has ${n - 1} more item${n === 2 ? '' : 's'} that may affect ${propertyName}.`;
export const expandedLine = (summary: string, evidence: MatchEvidence[]) =>
  `• ${summary} (${evidence.map((e) => e.detail ?? e.rule).join('; ')})`;
