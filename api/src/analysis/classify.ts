import type { AlertCategory, AlertSeverity, MatchRule } from '../db/schema/index.js';
import { findApplicationNumbers } from '../addresses/grammar.js';
import { withoutAccents } from '../addresses/french.js';
import {
  FRENCH_CATEGORY_WORDS,
  FRENCH_POLICY_ACT,
  FRENCH_POLICY_TOPIC,
  FRENCH_PROCEDURAL,
  FRENCH_SITE_MARK,
  FRENCH_STRUCTURAL,
} from './classify-fr.js';

/*
 * Severity: one meaning, followed by every rule that writes an alert (the alert view shows the same legend).
 *
 *   urgent  at the property: the item names the property's address, or an application number the property
 *           carries (its own planning files, or one written in its notes).
 *   high    a site-specific application (zoning or development) or public works (infrastructure: road works,
 *           watermains, sewers...) within the near radius of the property (MATCH_NEAR_RADIUS_METERS, 400 m by
 *           default), however the item's point was found (its own coordinates or a geocoded address);
 *           or a policy that names the property's address or area (the street it stands on).
 *   normal  municipality-wide or region-wide policies, and everything else that matched (items further out
 *           than the near radius, other kinds of items nearby).
 * An alert's severity is its most severe item's, and it never goes down: a later analysis may raise it only.
 *
 * Procedural items (call to order, minutes, declarations of interest, adjournment, confirmatory by-laws, ...)
 * and structural lines of an agenda (section headings such as "Planning, Building and Growth Management
 * Section", "Reports of Committees", "Correspondence") never raise an alert: they are not matters.
 *
 * Categories, by words of the title and description (an item may have several; 'others' when none):
 *   zoning          zoning by-law, rezoning, official plan (amendment), minor variance, land use designation
 *   fees            development charges, fees, levies, taxes, parkland cash-in-lieu, community benefits charge
 *   development     applications, site plans, subdivisions, condominiums, consents, storeys, units, demolition
 *   infrastructure  roads, transit, water, wastewater, stormwater, bridges, capital works, cycling
 *
 * A policy item changes rules for a whole area rather than one site. It needs both a planning topic (official
 * plan, zoning, development charges, growth, housing, infrastructure programme...) and a policy act: a by-law,
 * a plan, an amendment, charges or a study. Topic words alone (a department's name) are not a policy.
 *
 * French agendas are read with the French words of classify-fr.ts (on the text without accents), each mapped to
 * the same categories: an item in French and its English version classify alike.
 */
/** A text as the French patterns read it: no accents, one apostrophe. */
const plainFrench = (text: string) => withoutAccents(text).replace(/[’‘]/g, "'");

const PROCEDURAL =
  /^\s*(?:\d+(?:\.\d+)*\.?\s*)?(?:call(?:ing)? (?:the meeting )?to order|roll call|attendance|approval of (?:the )?(?:agenda|minutes)|adoption of (?:the )?(?:agenda|minutes)|confirmation of (?:the )?minutes|minutes of (?:the )?(?:previous )?meeting|(?:declarations?|disclosures?) of (?:pecuniary )?interest|adjournment|adjourn|closed (?:session|meeting)|motion to (?:move into|rise from) closed|confirm(?:ing|atory) by-?law|national anthem|land acknowledge?ment|moment of (?:silence|reflection)|question period|announcements|notices? of motion|in camera)\b/i;

/**
 * Structural lines of an agenda: a section heading ("... Section", "... Division"), a group of reports
 * ("Reports of Committees", "Staff Reports") or of letters ("Correspondence"), and other headings that hold
 * items rather than being one. Anchored on the whole title, so "Correspondence from the Region about
 * 12 Main St" (an item) is not a heading, while "7. Correspondence" is.
 */
const STRUCTURAL =
  /^\s*(?:[A-Z]?\d+(?:\.\d+)*\.?\s*|[A-Z]\.\s*)?(?:[^.:;]{0,120}\b(?:section|division|department|branch)|reports? of (?:the )?[^.:;]{0,80}|(?:staff |committee |information |consent )?reports?|(?:items? of )?correspondence(?: items?)?|(?:general |information(?:al)? )?correspondence|deputations?(?: and presentations)?|presentations?|petitions?|consent (?:agenda|items)|(?:other|new|unfinished) business|information items|items for (?:consideration|information)|enquiries|communications?|by-?laws|motions?|members'? motions)\s*$/i;

export function isProcedural(title: string): boolean {
  if (PROCEDURAL.test(title) || STRUCTURAL.test(title)) return true;
  const plain = plainFrench(title);
  return FRENCH_PROCEDURAL.test(plain) || FRENCH_STRUCTURAL.test(plain);
}

const CATEGORY_WORDS: Array<[AlertCategory, RegExp]> = [
  [
    'zoning',
    /\b(zoning|re-?zon\w*|official plan|opa\b|zba\b|minor variance|committee of adjustment|land use designation|by-?law amendment|secondary plan)/i,
  ],
  [
    'fees',
    /\b(development charges?|fees?\b|levy|levies|tax(?:es|ation)?\b|cash[- ]in[- ]lieu|parkland dedication|community benefits charge|user rates?)/i,
  ],
  [
    'development',
    /\b(application|site plan|subdivision|condominium|consent|severance|storeys?|residential units|dwelling units|demolition|redevelopment|development proposal|mixed-use|building permit|rental housing|heritage (?:designation|permit|easement)|intention to designate|ontario heritage act)/i,
  ],
  [
    'infrastructure',
    /\b(road|transit|lrt|subway|water(?:main)?\b|wastewater|sewer|stormwater|bridge|capital (?:works|program|budget)|infrastructure|cycling|bike lanes?|transportation master plan|environmental assessment|construction|traffic (?:control )?signals?|traffic calming|pedestrian crossovers?|crosswalks?|sidewalks?|streetscapes?|intersection improvements?)/i,
  ],
];

/**
 * The categories of an item, by its words. A planning file number ("A-241/24", "OZ 22/008") makes it a
 * development matter even when its words say only what is asked ("To permit an outdoor patio"): a file number
 * is an application for a site.
 */
const FRENCH_WORDS = new Map(FRENCH_CATEGORY_WORDS);

export function categoriesOf(text: string): AlertCategory[] {
  const plain = plainFrench(text);
  const found = CATEGORY_WORDS.filter(
    ([category, pattern]) =>
      pattern.test(text) ||
      FRENCH_WORDS.get(category)?.test(plain) === true ||
      (category === 'development' && findApplicationNumbers(text).length > 0),
  ).map(([category]) => category);
  return found.length ? found : ['others'];
}

/**
 * Planning topics: a city's (official plan, zoning, charges, growth, housing, transportation and cycling networks)
 * and a conservation authority's (its planning and development policies, watersheds, flood plains and the
 * regulation limits it applies to permits).
 */
const POLICY_TOPIC =
  /\b(official plan|zoning by-?law|comprehensive zoning|development charges?|fees?|master plan|growth|housing|infrastructure|capital (?:budget|program)|transit|transportation|cycling(?: network)?|parkland|community benefits charge|inclusionary zoning|major transit station areas?|mtsa|secondary plan|planning and development|land use planning|watersheds?|flood ?plains?|floodplains?|natural heritage|regulation limits?|heritage conservation districts?)\b/i;
/** The act that makes a topic a rule change: a by-law, a plan, an amendment, charges or a study (a strategy). */
const POLICY_ACT = /\b(by-?laws?|plans?|amendments?|charges?|stud(?:y|ies)|strateg(?:y|ies))\b/i;

/**
 * The mark of a site even when its address could not be read: a civic number after a dash, colon or "at"
 * ("Zoning By-law Amendment - 123 Victoria Park", "lands at 55 Highway 7"), or a planning file number.
 * A year in a policy's name ("Development Charges By-law 2025") is not one.
 */
const SITE_MARK =
  /(?:^|[-–:,(]|\b(?:at|on|for|of))\s*(?!(?:19|20)\d\d\b)\d{1,6}[A-Za-z]?(?:\s*[-–]\s*\d{1,6})?\s+[A-Z][\w'’.]*/;

/**
 * A rule change for an area (no civic address, point or file of its own): a planning topic and a policy act.
 * An item that names a site, even one whose address could not be read, is a site's matter, never a policy.
 */
export function isPolicyItem(text: string, hasAddress: boolean): boolean {
  if (hasAddress) return false;
  const plain = plainFrench(text);
  return (
    (POLICY_TOPIC.test(text) || FRENCH_POLICY_TOPIC.test(plain)) &&
    (POLICY_ACT.test(text) || FRENCH_POLICY_ACT.test(plain)) &&
    !SITE_MARK.test(text) &&
    !FRENCH_SITE_MARK.test(plain) &&
    findApplicationNumbers(text).length === 0
  );
}

/** The rule families of an alert item: at the property, near it, or a policy of its area. */
const AT_PROPERTY: ReadonlySet<MatchRule> = new Set(['address', 'application_number']);
const POLICY_RULES: ReadonlySet<MatchRule> = new Set([
  'municipality_policy',
  'committee_policy',
  'ward_policy',
  'land_use',
]);

/** The near radius by default (MATCH_NEAR_RADIUS_METERS). */
export const DEFAULT_NEAR_RADIUS_METERS = 400;

/**
 * The severity of one matched item, by the rules at the top of this file. `distanceMeters` is the distance of
 * the item's nearest point to the property whatever placed it; `policyNamesProperty` says a policy names the
 * property's address or its street.
 */
export function itemSeverity(input: {
  rule: MatchRule;
  categories: AlertCategory[];
  distanceMeters?: number;
  nearRadius: number;
  policyNamesProperty?: boolean;
}): AlertSeverity {
  if (AT_PROPERTY.has(input.rule)) return 'urgent';
  if (input.rule === 'distance') {
    const siteSpecific = input.categories.some((c) => c === 'zoning' || c === 'development' || c === 'infrastructure');
    return siteSpecific && (input.distanceMeters ?? Infinity) <= input.nearRadius ? 'high' : 'normal';
  }
  if (POLICY_RULES.has(input.rule)) return input.policyNamesProperty ? 'high' : 'normal';
  return 'normal';
}

export function confidenceLabel(score: number): 'High' | 'Medium' | 'Low' {
  return score >= 0.8 ? 'High' : score >= 0.5 ? 'Medium' : 'Low';
}

const LAND_USES = [
  'residential',
  'commercial',
  'industrial',
  'institutional',
  'agricultural',
  'mixed use',
  'mixed-use',
  'office',
  'retail',
  'employment',
];

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
