import type { ApplicationType } from '../db/schema/index.js';

/*
 * An application's type from the words of a registry's type column, file number or description, when the registry
 * has no code for it: the first family named wins, 'other' when none is.
 */
const WORDS: Array<[ApplicationType, RegExp]> = [
  ['official_plan_amendment', /\b(official plan amendment|official plan|OPA)\b/i],
  ['zoning_bylaw_amendment', /\b(zoning by-?law amendment|rezoning|zoning amendment|ZBA|OZ|Z)\b/i],
  ['site_plan', /\b(site plan|SPA|SPC|SA)\b/i],
  ['draft_plan_of_subdivision', /\b(plan of subdivision|subdivision|SB|SUB|\d{2}T)\b/i],
  ['draft_plan_of_condominium', /\b(plan of condominium|condominium|CD|CDM)\b/i],
  ['consent', /\b(consent|severance|sever)\b/i],
  ['minor_variance', /\b(minor variance|variance|MV)\b/i],
];

export function typeOfWords(text: string): ApplicationType {
  for (const [type, pattern] of WORDS) if (pattern.test(text)) return type;
  return 'other';
}
