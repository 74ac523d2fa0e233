import { ENGLISH_WORDS, type AnswerWords, type ItemKindWords, type KindName } from './answer-words.js';

/*
 * What kind of planning matter an agenda item is, by the words of its title (English or French): the noun an answer
 * uses ("This item is a minor variance application for ..."), and what taking part in it usually means in Ontario,
 * in the answer's language (answer-words.ts).
 */

export type ItemKind = ItemKindWords;

const KINDS: Array<[RegExp, KindName]> = [
  [/\bconsents?\b|\bsever(?:ance|ing)?\b|\bmorcellement\b|\bdemandes? d['’]autorisation\b/i, 'consent'],
  [/\bminor variances?\b|\bdérogations? mineures?\b/i, 'minorVariance'],
  [/\bofficial plan amendment|\bOPA\b|\bplan officiel\b/i, 'officialPlan'],
  [/\bzoning by-?law amendment|\brezoning\b|\bZBA\b|\bzoning amendment|\brèglement de zonage\b|\bzonage\b/i, 'zoning'],
  [/\bsite plan\b|\bplan d['’]implantation\b/i, 'sitePlan'],
  [/\bplan of (?:sub)?division\b|\bsubdivision\b|\blotissement\b/i, 'subdivision'],
  [/\bcondominium\b|\bcopropriété/i, 'condominium'],
  [/\bdemolition\b|\bdémolition\b/i, 'demolition'],
  [/\bheritage\b|\bpatrimoine\b/i, 'heritage'],
  [/\bdevelopment charges?\b|\bredevances? d['’]aménagement\b/i, 'developmentCharges'],
];

export function itemKind(title: string, words: AnswerWords = ENGLISH_WORDS): ItemKind {
  for (const [pattern, name] of KINDS) if (pattern.test(title)) return words.kinds[name];
  return words.kinds.other;
}
