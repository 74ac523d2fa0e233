import { formatDate } from '../lib/dates.js';
import type { DetailLanguage } from '../i18n/language.js';

/*
 * The words of the local provider's answers in each language of the app (docs/i18n.md "The AI's answers"): the
 * sentences of the direct answer (direct-answer.ts), the kinds of planning matter (item-kind.ts) and the labels
 * around the quotes (local.ts). English keeps the product's sentences; the quoted documents stay as published.
 */
export interface ItemKindWords {
  noun: string;
  participation: string;
}

export type KindName =
  | 'consent'
  | 'minorVariance'
  | 'officialPlan'
  | 'zoning'
  | 'sitePlan'
  | 'subdivision'
  | 'condominium'
  | 'demolition'
  | 'heritage'
  | 'developmentCharges'
  | 'other';

export interface AnswerWords {
  date(date: Date): string;
  theProperty: string;
  theMunicipality: string;
  anAddress: string;
  aFile: string;
  quoted(title: string): string;
  metres(m: number): string;
  watch(name: string, terms: string[]): string;
  rule: {
    address(text: string, property: string): string;
    applicationNumber(text: string, property: string): string;
    distance(distance: string | null, property: string): string;
    wardPolicy(property: string): string;
    committeePolicy(property: string): string;
    municipalityPolicy(where: string, property: string): string;
    landUse(property: string): string;
    follow: string;
    registry(from: string, property: string): string;
    other(property: string): string;
  };
  goesTo(meeting: string, where: string | null, date: string): string;
  wentTo(meeting: string, where: string | null, date: string): string;
  registryWhat(title: string, from: string): string;
  alertWhat(title: string): string;
  itemWhat(noun: string, title: string, more: number): string;
  registryWhen(from: string): string;
  noMeetingDate: string;
  registryParticipate(from: string): string;
  history(steps: string): string;
  noHistory: string;
  kinds: Record<KindName, ItemKindWords>;
  /** A passage's title for an agenda item ('Item 4.1: title'). */
  itemTitle(number: string, title: string): string;
  /** The passage that dates the alert's meeting (alerts/passages.ts), so that "when" questions find it. */
  meetingPassage(meeting: string | null, municipality: string | null, date: string): string;
  fromDocuments: string;
  /** The French lead-in of an answer made of quotes only (English chooses one by the question: local.ts). */
  fromAlertDocuments: string;
  sources: string;
  page(n: number): string;
  notFound: string;
  noText: string;
}

const HEARING =
  'Written comments are usually due before the hearing; anyone may also ask to speak to the committee at the hearing.';
const PUBLIC_MEETING =
  'Anyone may make oral or written submissions at the statutory public meeting held under the Planning Act, before council decides.';
const COUNCIL =
  'Written comments are usually sent to the clerk before the meeting, and members of the public may register to speak (a deputation) on an item of the agenda.';

export const ENGLISH_WORDS: AnswerWords = {
  date: (d) => formatDate(d),
  theProperty: 'the property',
  theMunicipality: 'the municipality',
  anAddress: 'an address',
  aFile: 'of a file',
  quoted: (title) => `"${title.trim().replace(/\s+/g, ' ')}"`,
  metres: (m) => (m >= 1000 ? `${(m / 1000).toFixed(1)} km` : `${Math.max(10, Math.round(m / 10) * 10)} m`),
  watch: (name, terms) =>
    `It matched your watch list "${name}"${terms.length ? ` on ${terms.map((t) => `"${t}"`).join(', ')}` : ''}; it is not tied to one property.`,
  rule: {
    address: (text, property) =>
      `It names ${text}, which is the address of your property ${property}.`.replace(' .', '.'),
    applicationNumber: (text, property) =>
      `It carries the application number ${text} that is on file for your property ${property}.`,
    distance: (distance, property) =>
      distance
        ? `Its site is about ${distance} from your property ${property}.`
        : `Its site is near your property ${property}.`,
    wardPolicy: (property) => `It is a policy for the ward your property ${property} is in.`,
    committeePolicy: (property) => `It is a policy before the committee whose area includes your property ${property}.`,
    municipalityPolicy: (where, property) =>
      `It is a policy of ${where}, where your property ${property} is: it applies there whether or not the property is named.`,
    landUse: (property) => `It concerns the kind of land use your property ${property} has.`,
    follow: 'It is a new step of a file your company follows.',
    registry: (from, property) => `It is a record of ${from} that concerns the area of your property ${property}.`,
    other: (property) => `It was matched to your property ${property}.`,
  },
  goesTo: (meeting, where, date) => `It goes to the ${meeting}${where ? ` of ${where}` : ''} on ${date}.`,
  wentTo: (meeting, where, date) => `It went to the ${meeting}${where ? ` of ${where}` : ''} on ${date}.`,
  registryWhat: (title, from) => `This is ${title}, from ${from}.`,
  alertWhat: (title) => `This alert is ${title}.`,
  itemWhat: (noun, title, more) =>
    `This item is ${noun}: ${title}${more > 0 ? ` (and ${more} more item${more > 1 ? 's' : ''})` : ''}.`,
  registryWhen: (from) => `It is a record of ${from}, not a meeting item: the dates it gives are quoted below.`,
  noMeetingDate: 'The alert has no meeting date; the dates its documents give are quoted below.',
  registryParticipate: (from) =>
    `It is a record of ${from}. A proposal there is open to comments until the date it gives; a decision is final unless it is appealed.`,
  history: (steps) => `Before this: ${steps}.`,
  noHistory: 'Parcelwatch has no earlier step of this file: this is the first time it appears in the sources it reads.',
  kinds: {
    consent: { noun: 'a consent (severance) application', participation: HEARING },
    minorVariance: { noun: 'a minor variance application', participation: HEARING },
    officialPlan: { noun: 'an official plan amendment', participation: PUBLIC_MEETING },
    zoning: { noun: 'a zoning by-law amendment', participation: PUBLIC_MEETING },
    sitePlan: { noun: 'a site plan application', participation: COUNCIL },
    subdivision: { noun: 'a draft plan of subdivision', participation: PUBLIC_MEETING },
    condominium: { noun: 'a draft plan of condominium', participation: PUBLIC_MEETING },
    demolition: { noun: 'a demolition application', participation: COUNCIL },
    heritage: { noun: 'a heritage matter', participation: COUNCIL },
    developmentCharges: { noun: 'a development charges matter', participation: COUNCIL },
    other: { noun: 'an item', participation: COUNCIL },
  },
  itemTitle: (n, title) => `Item ${n}: ${title}`,
  meetingPassage: (meeting, municipality, date) =>
    `The items of this alert are on the agenda of the ${meeting ?? 'municipal'}${municipality ? ` (${municipality})` : ''} meeting of ${date}.`,
  fromDocuments: 'From the documents:',
  fromAlertDocuments: "From the alert's documents:",
  sources: 'Sources:',
  page: (n) => `p. ${n}`,
  notFound:
    'I could not find that in the documents of this alert. Try asking about the agenda items, the addresses, the dates or what the item proposes.',
  noText: 'This alert has no document text yet.',
};

const AUDIENCE =
  'Les observations écrites sont habituellement attendues avant l’audience; toute personne peut aussi demander à s’adresser au comité à l’audience.';
const REUNION_PUBLIQUE =
  'Toute personne peut présenter des observations orales ou écrites à la réunion publique tenue en vertu de la Loi sur l’aménagement du territoire, avant la décision du conseil.';
const CONSEIL =
  'Les observations écrites sont habituellement envoyées au greffier avant la réunion, et le public peut s’inscrire pour prendre la parole (une délégation) sur un point de l’ordre du jour.';

export const FRENCH_WORDS: AnswerWords = {
  date: (d) => formatDate(d, 'fr-CA'),
  theProperty: 'la propriété',
  theMunicipality: 'la municipalité',
  anAddress: 'une adresse',
  aFile: 'd’un dossier',
  quoted: (title) => `«\u00a0${title.trim().replace(/\s+/g, ' ')}\u00a0»`,
  metres: (m) =>
    m >= 1000
      ? `${(m / 1000).toFixed(1).replace('.', ',')}\u00a0km`
      : `${Math.max(10, Math.round(m / 10) * 10)}\u00a0m`,
  watch: (name, terms) =>
    `Il correspond à votre liste de surveillance «\u00a0${name}\u00a0»${
      terms.length ? ` pour ${terms.map((t) => `«\u00a0${t}\u00a0»`).join(', ')}` : ''
    }; il n’est lié à aucune propriété en particulier.`,
  rule: {
    address: (text, property) =>
      `Il nomme ${text}, qui est l’adresse de votre propriété ${property}.`.replace(' .', '.'),
    applicationNumber: (text, property) =>
      `Il porte le numéro de dossier ${text}, inscrit pour votre propriété ${property}.`,
    distance: (distance, property) =>
      distance
        ? `Son emplacement est à environ ${distance} de votre propriété ${property}.`
        : `Son emplacement est près de votre propriété ${property}.`,
    wardPolicy: (property) => `C’est une politique du quartier où se trouve votre propriété ${property}.`,
    committeePolicy: (property) =>
      `C’est une politique soumise au comité dont le territoire comprend votre propriété ${property}.`,
    municipalityPolicy: (where, property) =>
      `C’est une politique de ${where}, où se trouve votre propriété ${property}\u00a0: elle s’y applique, que la propriété soit nommée ou non.`,
    landUse: (property) => `Il concerne le type d’utilisation du sol de votre propriété ${property}.`,
    follow: 'C’est une nouvelle étape d’un dossier que votre entreprise suit.',
    registry: (from, property) =>
      `C’est un document de ${from} qui concerne le secteur de votre propriété ${property}.`,
    other: (property) => `Il a été associé à votre propriété ${property}.`,
  },
  goesTo: (meeting, where, date) =>
    `Il sera étudié à la réunion «\u00a0${meeting}\u00a0»${where ? ` de ${where}` : ''} le ${date}.`,
  wentTo: (meeting, where, date) =>
    `Il a été étudié à la réunion «\u00a0${meeting}\u00a0»${where ? ` de ${where}` : ''} le ${date}.`,
  registryWhat: (title, from) => `Il s’agit de ${title}, de ${from}.`,
  alertWhat: (title) => `Cette alerte porte sur ${title}.`,
  itemWhat: (noun, title, more) =>
    `Ce point est ${noun}\u00a0: ${title}${more > 0 ? ` (et ${more} autre${more > 1 ? 's' : ''} point${more > 1 ? 's' : ''})` : ''}.`,
  registryWhen: (from) =>
    `C’est un document de ${from}, pas un point de réunion\u00a0: les dates qu’il donne sont citées ci-dessous.`,
  noMeetingDate: 'L’alerte n’a pas de date de réunion; les dates que donnent ses documents sont citées ci-dessous.',
  registryParticipate: (from) =>
    `C’est un document de ${from}. Une proposition y est ouverte aux commentaires jusqu’à la date indiquée; une décision est définitive à moins d’être portée en appel.`,
  history: (steps) => `Avant ceci\u00a0: ${steps}.`,
  noHistory:
    'Parcelwatch ne connaît aucune étape antérieure de ce dossier\u00a0: c’est la première fois qu’il paraît dans les sources lues.',
  kinds: {
    consent: { noun: 'une demande d’autorisation (morcellement)', participation: AUDIENCE },
    minorVariance: { noun: 'une demande de dérogation mineure', participation: AUDIENCE },
    officialPlan: { noun: 'une modification au Plan officiel', participation: REUNION_PUBLIQUE },
    zoning: { noun: 'une modification au Règlement de zonage', participation: REUNION_PUBLIQUE },
    sitePlan: { noun: 'une demande de réglementation du plan d’implantation', participation: CONSEIL },
    subdivision: { noun: 'une ébauche de plan de lotissement', participation: REUNION_PUBLIQUE },
    condominium: { noun: 'une ébauche de plan de copropriété', participation: REUNION_PUBLIQUE },
    demolition: { noun: 'une demande de démolition', participation: CONSEIL },
    heritage: { noun: 'une question de patrimoine', participation: CONSEIL },
    developmentCharges: { noun: 'une question de redevances d’aménagement', participation: CONSEIL },
    other: { noun: 'un point', participation: CONSEIL },
  },
  itemTitle: (n, title) => `Point ${n}\u00a0: ${title}`,
  meetingPassage: (meeting, municipality, date) =>
    `Les points de cette alerte sont à l’ordre du jour de la réunion ${meeting ? `«\u00a0${meeting}\u00a0»` : 'municipale'}${municipality ? ` (${municipality})` : ''} du ${date}.`,
  fromDocuments: 'D’après les documents\u00a0:',
  fromAlertDocuments: 'D’après les documents de l’alerte\u00a0:',
  sources: 'Sources\u00a0:',
  page: (n) => `p.\u00a0${n}`,
  notFound:
    'Je n’ai pas trouvé cela dans les documents de cette alerte. Essayez de poser une question sur les points à l’ordre du jour, les adresses, les dates ou ce que le point propose.',
  noText: 'Cette alerte n’a pas encore de texte de document.',
};

export function answerWords(language: DetailLanguage | null | undefined): AnswerWords {
  return language === 'fr-CA' ? FRENCH_WORDS : ENGLISH_WORDS;
}
