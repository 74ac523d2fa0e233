import type { DetailLanguage } from './language.js';

/*
 * The iCal feed's own words in the language of the user whose feed it is (docs/i18n.md "Mails and pages"). The
 * meetings' titles, committees and places are the municipality's and stay as published.
 */
export interface FeedText {
  /** RFC 5545 LANGUAGE of the product identifier. */
  language: 'EN' | 'FR';
  name: string;
  description: string;
  cancelled(title: string): string;
  /** The line of the company's alerts on the meeting. */
  alerts(count: number): string;
  agenda(url: string): string;
  noAgenda: string;
}

const ENGLISH: FeedText = {
  language: 'EN',
  name: 'Parcelwatch meetings',
  description: 'Municipal meetings of the committees and municipalities your properties follow',
  cancelled: (title) => `Cancelled: ${title}`,
  alerts: (n) => `Parcelwatch: ${n === 1 ? '1 alert' : `${n} alerts`} for your properties`,
  agenda: (url) => `Agenda: ${url}`,
  noAgenda: 'No Agenda Posted',
};

const FRENCH: FeedText = {
  language: 'FR',
  name: 'Réunions Parcelwatch',
  description: 'Réunions municipales des comités et des municipalités que suivent vos propriétés',
  cancelled: (title) => `Annulée\u00a0: ${title}`,
  alerts: (n) => `Parcelwatch\u00a0: ${n} alerte${n <= 1 ? '' : 's'} pour vos propriétés`,
  agenda: (url) => `Ordre du jour\u00a0: ${url}`,
  noAgenda: 'Aucun ordre du jour publié',
};

export function feedText(language: DetailLanguage | null | undefined): FeedText {
  return language === 'fr-CA' ? FRENCH : ENGLISH;
}
