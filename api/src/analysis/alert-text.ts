import type { AlertCategory } from '../db/schema/index.js';
import type { Match } from './match-types.js';

/* The texts of impacts (one matched item); the alert's own texts, built from them, are alerts/text.ts. */

/** The longest lead taken from an item's own summary; a longer first sentence is cut at a word. */
export const LEAD_MAX_CHARS = 220;

/** The first sentence of an item's own summary (its description), or null when it has none worth reading. */
export function itemLead(description: string | null | undefined): string | null {
  const text = (description ?? '').replace(/\s+/g, ' ').trim();
  if (text.length < 12) return null;
  const sentence = /^(.+?[.!?])(\s|$)/.exec(text)?.[1] ?? text;
  if (sentence.length <= LEAD_MAX_CHARS) return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
  const cut = sentence.slice(0, LEAD_MAX_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), LEAD_MAX_CHARS / 2)).replace(/[,;:\s]+$/, '')}…`;
}

/** "zoning", "fees and development", "zoning, fees and development". */
function joinWords(words: string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/**
 * One matched item in a sentence or two, as a planner would write it to a client: the item's own summary when it
 * has one, then why it concerns the property. Without a summary the item's title carries the sentence.
 */
export function impactSummary(match: Match, categories: AlertCategory[]): string {
  const top = match.evidence[0]!;
  const { item, property } = match;
  const lead = itemLead(item.description);
  const topics = joinWords(categories.filter((c) => c !== 'others'));
  const namesLandUse = top.rule === 'land_use' || match.evidence.some((e) => e.rule === 'land_use');
  const quoted = `"${item.title}"`;
  switch (top.rule) {
    case 'address':
      return lead
        ? `${lead} It names ${top.text}, the address of ${property.name}.`
        : `${quoted} names ${top.text}, the address of ${property.name}.`;
    case 'application_number':
      return lead
        ? `${lead} It concerns application ${top.text}, which you track for ${property.name}.`
        : `${quoted} concerns application ${top.text}, which you track for ${property.name}.`;
    case 'distance':
      return lead
        ? `${lead} The site is ${top.distanceMeters} m from ${property.name}.`
        : `${quoted} is about a site ${top.distanceMeters} m from ${property.name}.`;
    default: {
      const policy = topics ? `a policy on ${topics}` : 'a municipal policy';
      const reach = `applies across ${item.municipalityName}, including ${property.name}${namesLandUse ? ', and names its land use' : ''}`;
      return lead ? `${lead} This is ${policy} that ${reach}.` : `${quoted} is ${policy} that ${reach}.`;
    }
  }
}
