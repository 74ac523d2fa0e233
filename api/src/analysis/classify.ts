import type { AlertCategory, AlertSeverity, MatchRule } from '../db/schema/index.js';

/*
 * Documented rules for what an agenda item is about and how much it matters.
 *
 * Procedural items (call to order, minutes, declarations of interest, adjournment, confirmatory by-laws, ...)
 * never raise an alert.
 *
 * Categories, by words of the title and description (an item may have several; 'others' when none):
 *   zoning          zoning by-law, rezoning, official plan (amendment), minor variance, land use designation
 *   fees            development charges, fees, levies, taxes, parkland cash-in-lieu, community benefits charge
 *   development     applications, site plans, subdivisions, condominiums, consents, storeys, units, demolition
 *   infrastructure  roads, transit, water, wastewater, stormwater, bridges, capital works, cycling
 *
 * A policy item changes rules for a whole area rather than one site: an official plan or zoning by-law review,
 * development charges or fees by-law, a master plan or infrastructure program, without a civic address.
 *
 * Severity of one matched item:
 *   urgent  the item names the property itself (address or application number) and is a zoning or development
 *           matter before a deciding body (council, planning committee, committee of adjustment) or at a
 *           statutory public meeting, hearing or appeal;
 *   high    the item names the property otherwise; or a development or zoning item within the nearest radius
 *           tier (150 m by default); or a policy item that names the property's land use; or an official plan or
 *           zoning by-law policy of its municipality;
 *   normal  everything else (nearby items further out, other policy items).
 * An alert's severity is its most severe item's.
 */

const PROCEDURAL =
  /^\s*(?:\d+(?:\.\d+)*\.?\s*)?(?:call(?:ing)? (?:the meeting )?to order|roll call|attendance|approval of (?:the )?(?:agenda|minutes)|adoption of (?:the )?(?:agenda|minutes)|confirmation of (?:the )?minutes|minutes of (?:the )?(?:previous )?meeting|(?:declarations?|disclosures?) of (?:pecuniary )?interest|adjournment|adjourn|closed (?:session|meeting)|motion to (?:move into|rise from) closed|confirm(?:ing|atory) by-?law|national anthem|land acknowledge?ment|moment of (?:silence|reflection)|question period|announcements|notices? of motion|in camera)\b/i;

export function isProcedural(title: string): boolean {
  return PROCEDURAL.test(title);
}

const CATEGORY_WORDS: Array<[AlertCategory, RegExp]> = [
  ['zoning', /\b(zoning|re-?zon\w*|official plan|opa\b|zba\b|minor variance|land use designation|by-?law amendment|secondary plan)/i],
  ['fees', /\b(development charges?|fees?\b|levy|levies|tax(?:es|ation)?\b|cash[- ]in[- ]lieu|parkland dedication|community benefits charge|user rates?)/i],
  ['development', /\b(application|site plan|subdivision|condominium|consent|severance|storeys?|residential units|dwelling units|demolition|redevelopment|development proposal|mixed-use|building permit|rental housing)/i],
  ['infrastructure', /\b(road|transit|lrt|subway|water(?:main)?\b|wastewater|sewer|stormwater|bridge|capital (?:works|program|budget)|infrastructure|cycling|bike lanes?|transportation master plan|environmental assessment|construction)/i],
];

export function categoriesOf(text: string): AlertCategory[] {
  const found = CATEGORY_WORDS.filter(([, pattern]) => pattern.test(text)).map(([category]) => category);
  return found.length ? found : ['others'];
}

const POLICY = /\b(official plan (?:review|update|amendment)?|zoning by-?law (?:review|update)|comprehensive zoning|development charges?|fees? (?:and charges )?by-?law|user fees|master plan|growth (?:plan|management|strategy)|housing (?:strategy|action plan|accelerator)|infrastructure (?:program|plan|strategy)|capital (?:budget|program)|transit (?:plan|network)|parkland|community benefits charge|inclusionary zoning|major transit station area|mtsa)\b/i;

/** A rule change for an area (no civic address of its own). */
export function isPolicyItem(text: string, hasAddress: boolean): boolean {
  return !hasAddress && POLICY.test(text);
}

const DECIDING_COMMITTEES = new Set(['council', 'planning', 'committee_of_adjustment', 'community_council']);
const HEARING = /\b(public meeting|statutory|hearing|appeal|decision|recommendation|approv\w*|refus\w*)\b/i;

export function itemSeverity(input: {
  rule: MatchRule;
  categories: AlertCategory[];
  committeeType: string | null;
  text: string;
  distanceMeters?: number;
  nearestRadius: number;
  landUseNamed: boolean;
}): AlertSeverity {
  const siteMatter = input.categories.includes('zoning') || input.categories.includes('development');
  if (input.rule === 'address' || input.rule === 'application_number') {
    if (siteMatter && ((input.committeeType !== null && DECIDING_COMMITTEES.has(input.committeeType)) || HEARING.test(input.text))) return 'urgent';
    return 'high';
  }
  if (input.rule === 'distance' && siteMatter && (input.distanceMeters ?? Infinity) <= input.nearestRadius) return 'high';
  if ((input.rule === 'municipality_policy' || input.rule === 'committee_policy' || input.rule === 'land_use') && (input.landUseNamed || input.categories.includes('zoning'))) {
    return 'high';
  }
  return 'normal';
}

export const SEVERITY_RANK: Record<AlertSeverity, number> = { urgent: 3, high: 2, normal: 1 };

export function confidenceLabel(score: number): 'High' | 'Medium' | 'Low' {
  return score >= 0.8 ? 'High' : score >= 0.5 ? 'Medium' : 'Low';
}

const LAND_USES = ['residential', 'commercial', 'industrial', 'institutional', 'agricultural', 'mixed use', 'mixed-use', 'office', 'retail', 'employment'];

/** The property's land uses that the text names ('industrial' in "employment and industrial lands"). */
export function landUsesNamed(text: string, uses: Array<string | null>): string[] {
  const lower = text.toLowerCase();
  const out = new Set<string>();
  for (const use of uses) {
    if (!use) continue;
    const word = use.toLowerCase().replace(/_/g, ' ');
    for (const known of LAND_USES) if (word.includes(known) && lower.includes(known)) out.add(known);
  }
  return [...out];
}
