import type { DetailLanguage } from './language.js';

/*
 * The sentences of the alert mails, the digests and the unsubscribe page, in each language of the app
 * (docs/i18n.md "Mails and pages"). English keeps the product's sentences; French is what a recipient who reads the
 * app in French gets. The alert's summary and its items' summaries are the matcher's English, rendered in French for a
 * French reader by render.ts (alert-text-fr.ts); the evidence details are data and stay as they were written.
 */
export interface MailText {
  /** The locale dates are written in. */
  locale: string;
  /** A label's colon: ': ' in English, ' : ' in French. */
  colon: string;
  severity(severity: string): string;
  hello(firstName: string): string;
  subjectWatch(watch: string, title: string): string;
  subjectUrgent(title: string): string;
  subjectRaised(title: string): string;
  subjectDigest(frequency: 'daily' | 'weekly', count: number): string;
  introWatch(watch: string): string;
  introUrgent: string;
  introRaised(from: string | null | undefined): string;
  introDigest(frequency: 'daily' | 'weekly'): string;
  property(name: string, address: string | null): string;
  watch(name: string, terms: string[]): string;
  meeting: string;
  item: string;
  why: string;
  viewAlert: string;
  /** The footer's sentence before the unsubscribe link. */
  footer: string;
  unsubscribeInOneClick: string;
  unsubscribe: string;
  evidence: { matchedBy(rule: string): string; away(meters: number): string; page(page: number): string };
  pages: {
    invalidTitle: string;
    invalidBody: string;
    confirmTitle: string;
    confirmBody: string;
    doneTitle: string;
    doneBody(email: string): string;
  };
}

const quoted = (terms: string[], open: string, close: string) => terms.map((t) => `${open}${t}${close}`).join(', ');

const ENGLISH: MailText = {
  locale: 'en-CA',
  colon: ': ',
  severity: (s) => s.toUpperCase(),
  hello: (name) => `Hello ${name || 'there'},`,
  subjectWatch: (watch, title) => `Watch "${watch}": ${title}`,
  subjectUrgent: (title) => `Urgent alert: ${title}`,
  subjectRaised: (title) => `Severity raised to urgent: ${title}`,
  subjectDigest: (frequency, n) => `Your ${frequency} Parcelwatch digest: ${n} new alert${n === 1 ? '' : 's'}`,
  introWatch: (watch) => `Your watch list "${watch}" found a new match:`,
  introUrgent: 'An urgent item concerning one of your properties was found:',
  introRaised: (from) =>
    `An alert about one of your properties is now urgent (it was ${from ?? 'less severe'}): a later analysis found more about it.`,
  introDigest: (frequency) => `Here are the alerts found since your last ${frequency} digest:`,
  property: (name, address) => `Property: ${name}${address ? ` (${address})` : ''}`,
  watch: (name, terms) => `Watch: ${name}${terms.length ? `, matched ${quoted(terms, '"', '"')}` : ''}`,
  meeting: 'Meeting',
  item: 'Item',
  why: 'Why',
  viewAlert: 'View the alert',
  footer: 'You receive this because of your Parcelwatch email preferences.',
  unsubscribeInOneClick: 'Unsubscribe in one click',
  unsubscribe: 'Unsubscribe',
  evidence: {
    matchedBy: (rule) => `matched by ${rule.replace(/_/g, ' ')}`,
    away: (m) => `${m} m away`,
    page: (p) => `page ${p}`,
  },
  pages: {
    invalidTitle: 'Invalid link',
    invalidBody: 'This unsubscribe link is not valid.',
    confirmTitle: 'Unsubscribe from Parcelwatch alert emails',
    confirmBody: 'Stop all alert emails and digests? You can turn them on again in Settings → Account.',
    doneTitle: 'You are unsubscribed',
    doneBody: (email) => `${email} will no longer receive alert emails.`,
  },
};

const FRENCH_SEVERITY: Record<string, string> = {
  urgent: 'URGENTE',
  high: 'PRIORITÉ ÉLEVÉE',
  normal: 'NORMALE',
  low: 'FAIBLE',
};
const FRENCH_RULE: Record<string, string> = {
  address: 'l’adresse',
  application_number: 'le numéro de dossier',
  distance: 'la distance',
  ward_policy: 'une politique du quartier',
  committee_policy: 'une politique du comité',
  municipality_policy: 'une politique municipale',
  land_use: 'l’utilisation du sol',
  follow: 'un suivi',
  watch: 'une liste de surveillance',
  area: 'une zone surveillée',
};
const FRENCH_LESS_SEVERE: Record<string, string> = {
  high: 'de priorité élevée',
  normal: 'normale',
  low: 'faible',
};

const FRENCH: MailText = {
  locale: 'fr-CA',
  colon: '\u00a0: ',
  severity: (s) => FRENCH_SEVERITY[s] ?? s.toUpperCase(),
  hello: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  subjectWatch: (watch, title) => `Liste de surveillance « ${watch} » : ${title}`,
  subjectUrgent: (title) => `Alerte urgente : ${title}`,
  subjectRaised: (title) => `Alerte devenue urgente : ${title}`,
  subjectDigest: (frequency, n) =>
    `Votre résumé ${frequency === 'weekly' ? 'hebdomadaire' : 'quotidien'} Parcelwatch : ${n} nouvelle${n === 1 ? '' : 's'} alerte${n === 1 ? '' : 's'}`,
  introWatch: (watch) => `Votre liste de surveillance « ${watch} » a trouvé un nouveau résultat :`,
  introUrgent: 'Un point urgent concernant l’une de vos propriétés a été trouvé :',
  introRaised: (from) =>
    `Une alerte concernant l’une de vos propriétés est maintenant urgente (elle était ${
      (from && FRENCH_LESS_SEVERE[from]) ?? 'moins grave'
    }) : une analyse ultérieure en a appris davantage.`,
  introDigest: (frequency) =>
    `Voici les alertes trouvées depuis votre dernier résumé ${frequency === 'weekly' ? 'hebdomadaire' : 'quotidien'} :`,
  property: (name, address) => `Propriété : ${name}${address ? ` (${address})` : ''}`,
  watch: (name, terms) =>
    `Liste de surveillance : ${name}${terms.length ? `, termes trouvés ${quoted(terms, '« ', ' »')}` : ''}`,
  meeting: 'Réunion',
  item: 'Point',
  why: 'Pourquoi',
  viewAlert: 'Voir l’alerte',
  footer: 'Vous recevez ce courriel en raison de vos préférences de courriel Parcelwatch.',
  unsubscribeInOneClick: 'Se désabonner en un clic',
  unsubscribe: 'Se désabonner',
  evidence: {
    matchedBy: (rule) => `trouvé par ${FRENCH_RULE[rule] ?? rule.replace(/_/g, ' ')}`,
    away: (m) => `à ${m} m`,
    page: (p) => `page ${p}`,
  },
  pages: {
    invalidTitle: 'Lien non valide',
    invalidBody: 'Ce lien de désabonnement n’est pas valide.',
    confirmTitle: 'Se désabonner des courriels d’alerte de Parcelwatch',
    confirmBody:
      'Arrêter tous les courriels d’alerte et les résumés? Vous pourrez les réactiver dans Paramètres → Compte.',
    doneTitle: 'Vous êtes désabonné',
    doneBody: (email) => `${email} ne recevra plus de courriels d’alerte.`,
  },
};

export function mailText(language: DetailLanguage | null | undefined): MailText {
  return language === 'fr-CA' ? FRENCH : ENGLISH;
}
