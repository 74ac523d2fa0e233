import { formatDate } from '../lib/dates.js';

/*
 * The French words and typography of the alert texts a French reader gets (alert-text-fr.ts): the planning
 * vocabulary of Ontario's French (the Planning Act's "Loi sur l'aménagement du territoire", the City of Ottawa's
 * bilingual agendas), and the French-Canadian way of writing numbers, metres, dates and quotes. A word the tables do
 * not have is left as the source wrote it: it is the data's, like a property's name.
 */

/** French takes a no-break space before a colon and inside guillemets, and between a number and its unit. */
export const NBSP = '\u00a0';
export const COLON = `${NBSP}:`;

export const quoted = (text: string) => `«${NBSP}${text}${NBSP}»`;

const numbers = new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 2 });
/** "1 250" and "12,5": French groups thousands with a no-break space and writes a decimal comma. */
export const frenchNumber = (value: number) => numbers.format(value);
/** "350 m": the English's metres as French writes them. */
export const metres = (digits: string) => `${frenchNumber(Number(digits))}${NBSP}m`;

/** "30 novembre 2026", "1er décembre 2026": a day the English writes as 2026-11-30. */
export function frenchDay(iso: string): string {
  const day = formatDate(new Date(`${iso}T12:00:00Z`), 'fr-CA');
  return day ? day.replace(/^1 /, '1er ') : iso;
}

/** "de Vaughan", "d’Ottawa": "de" elided before a vowel (not before h or y, which names here rarely elide). */
export const ofName = (name: string) => (/^[aeiouàâäéèêëîïôöûüù]/i.test(name) ? `d’${name}` : `de ${name}`);

/** The application types the writers name ('Zoning by-law amendment'), and whether "déposé" agrees in the feminine. */
const APPLICATION_TYPES: Record<string, { label: string; feminine: boolean }> = {
  'Official plan amendment': { label: 'Modification du Plan officiel', feminine: true },
  'Zoning by-law amendment': { label: 'Modification du Règlement de zonage', feminine: true },
  'Site plan': { label: 'Plan d’implantation', feminine: false },
  'Draft plan of subdivision': { label: 'Ébauche de plan de lotissement', feminine: true },
  'Draft plan of condominium': { label: 'Ébauche de plan de copropriété', feminine: true },
  Consent: { label: 'Autorisation (morcellement)', feminine: true },
  'Minor variance': { label: 'Dérogation mineure', feminine: true },
  Application: { label: 'Demande', feminine: true },
};
/** The English labels as one alternation of a pattern, longest first. */
export const APPLICATION_LABELS = Object.keys(APPLICATION_TYPES)
  .sort((a, b) => b.length - a.length)
  .map((label) => label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  .join('|');
export const applicationType = (english: string) => APPLICATION_TYPES[english] ?? null;

/** Where a file is: "au 100 Queen Street West", "à une adresse non précisée", "à Queen Street West". */
export function atPlace(place: string): string {
  if (place.startsWith('an address not given')) return `à une adresse non précisée${place.slice(20)}`;
  return /^\d/.test(place) ? `au ${place}` : `à ${place}`;
}

/** A registry's status the writer could not read ('status not given'); any other status is the registry's own. */
export const applicationStatus = (status: string) => (status === 'status not given' ? 'statut non précisé' : status);

/** The tribunals whose decisions are read (the registry's names), with their French article. */
const TRIBUNALS: Record<string, { name: string; masculine: boolean }> = {
  'Ontario Land Tribunal': { name: 'Tribunal ontarien de l’aménagement du territoire (TOAT)', masculine: true },
  'Landlord and Tenant Board': { name: 'Commission de la location immobilière', masculine: false },
};
/** "le Tribunal ontarien de l’aménagement du territoire (TOAT)"; a tribunal not known here by its own name. */
export function theTribunal(name: string): string {
  const known = TRIBUNALS[name];
  return known ? `${known.masculine ? 'le' : 'la'} ${known.name}` : name;
}
/** "du Tribunal ontarien de l’aménagement du territoire (TOAT)", "de la Commission de la location immobilière". */
export function ofTribunal(name: string): string {
  const known = TRIBUNALS[name];
  return known ? `${known.masculine ? 'du' : 'de la'} ${known.name}` : ofName(name);
}

/** "Tribunal ontarien de l’aménagement du territoire (TOAT)", without its article; a tribunal not known here by its own name. */
export const tribunalName = (name: string) => TRIBUNALS[name]?.name ?? name;

/**
 * The steps of an application's thread as its writer names them (applications/alerts.ts STEP_WORDS), in French. Each
 * is a whole phrase of its own ("audience prévue"), so the title reads without the English's verb.
 */
const APPLICATION_STEPS: Record<string, string> = {
  filed: 'demande déposée',
  'hearing scheduled': 'audience prévue',
  heard: 'audience tenue',
  decision: 'décision rendue',
  appealed: 'appel interjeté',
  'tribunal case opened': 'dossier ouvert au tribunal',
  'tribunal decision': 'décision du tribunal',
  withdrawn: 'demande retirée',
  closed: 'dossier clos',
};
/** The English steps as one alternation of a pattern, longest first. */
export const APPLICATION_STEP_WORDS = Object.keys(APPLICATION_STEPS)
  .sort((a, b) => b.length - a.length)
  .join('|');
export const applicationStep = (english: string) => APPLICATION_STEPS[english] ?? null;

/** An agenda item's status as the sources spell it (TMMIS's codes, the follow writer's 'Decided'). */
const ITEM_STATUSES: Record<string, string> = {
  scheduled: 'Inscrit',
  Adopted: 'Adopté',
  Amended: 'Modifié',
  Confirmed: 'Confirmé',
  'Deemed Adopted': 'Réputé adopté',
  Deferred: 'Reporté',
  'Deferred Indefinitely': 'Reporté indéfiniment',
  'Intro Failed': 'Présentation rejetée',
  'No Action': 'Aucune mesure prise',
  'No Quorum': 'Absence de quorum',
  'Not Adopted': 'Non adopté',
  'Noted/Filed': 'Pris en note et classé',
  Received: 'Reçu',
  Referred: 'Renvoyé',
  Rescinded: 'Annulé',
  Withdrawn: 'Retiré',
  'Without Recs': 'Sans recommandation',
  Decided: 'Décidé',
};
export const itemStatus = (status: string) => ITEM_STATUSES[status] ?? status;

/** The topics of a policy (the alert categories), with their article. */
const TOPICS: Record<string, string> = {
  zoning: 'le zonage',
  fees: 'les frais',
  development: 'l’aménagement',
  infrastructure: 'les infrastructures',
};
/** "zoning, fees and development" as "le zonage, les frais et l’aménagement"; null when a word is not a topic. */
export function topics(english: string): string | null {
  const words = english.split(/, | and /).map((w) => TOPICS[w]);
  if (words.some((w) => w === undefined)) return null;
  const french = words as string[];
  return french.length === 1 ? french[0]! : `${french.slice(0, -1).join(', ')} et ${french[french.length - 1]}`;
}
