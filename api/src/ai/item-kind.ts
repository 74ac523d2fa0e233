/*
 * What kind of planning matter an agenda item is, by the words of its title: the noun an answer uses ("This item is
 * a minor variance application for ..."), and what taking part in it usually means in Ontario.
 */

export interface ItemKind {
  /** "a consent (severance) application", "a zoning by-law amendment"... */
  noun: string;
  /** How the public takes part in this kind of matter (general Ontario practice, never a legal advice). */
  participation: string;
}

const HEARING =
  'Written comments are usually due before the hearing; anyone may also ask to speak to the committee at the hearing.';
const PUBLIC_MEETING =
  'Anyone may make oral or written submissions at the statutory public meeting held under the Planning Act, before council decides.';
const COUNCIL =
  'Written comments are usually sent to the clerk before the meeting, and members of the public may register to speak (a deputation) on an item of the agenda.';

const KINDS: Array<[RegExp, ItemKind]> = [
  [/\bconsents?\b|\bsever(?:ance|ing)?\b/i, { noun: 'a consent (severance) application', participation: HEARING }],
  [/\bminor variances?\b/i, { noun: 'a minor variance application', participation: HEARING }],
  [/\bofficial plan amendment|\bOPA\b/i, { noun: 'an official plan amendment', participation: PUBLIC_MEETING }],
  [
    /\bzoning by-?law amendment|\brezoning\b|\bZBA\b|\bzoning amendment/i,
    { noun: 'a zoning by-law amendment', participation: PUBLIC_MEETING },
  ],
  [/\bsite plan\b/i, { noun: 'a site plan application', participation: COUNCIL }],
  [
    /\bplan of (?:sub)?division\b|\bsubdivision\b/i,
    { noun: 'a draft plan of subdivision', participation: PUBLIC_MEETING },
  ],
  [/\bcondominium\b/i, { noun: 'a draft plan of condominium', participation: PUBLIC_MEETING }],
  [/\bdemolition\b/i, { noun: 'a demolition application', participation: COUNCIL }],
  [/\bheritage\b/i, { noun: 'a heritage matter', participation: COUNCIL }],
  [/\bdevelopment charges?\b/i, { noun: 'a development charges matter', participation: COUNCIL }],
];

const OTHER: ItemKind = { noun: 'an item', participation: COUNCIL };

export function itemKind(title: string): ItemKind {
  for (const [words, kind] of KINDS) if (words.test(title)) return kind;
  return OTHER;
}
