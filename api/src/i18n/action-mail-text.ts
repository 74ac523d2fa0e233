import type { DetailLanguage } from './language.js';

/*
 * The one-action mails (a password reset, an assignment) in each language of the app (docs/i18n.md "Mails and
 * pages"). English keeps the product's sentences; the alert titles listed in them are data and stay as written.
 */
export interface ActionMailText {
  hello(name: string): string;
  passwordReset: {
    subject: string;
    paragraphs: string[];
    action: string;
    footer: string;
  };
  assignment: {
    someone: string;
    assignedOne(who: string): string;
    assignedMany(who: string, count: number): string;
    more(count: number): string;
    whereToFind: string;
    viewOne: string;
    viewMany: string;
    footer: string;
    subjectOne(title: string): string;
    subjectMany(count: number): string;
  };
}

const ENGLISH: ActionMailText = {
  hello: (name) => `Hello ${name || 'there'},`,
  passwordReset: {
    subject: 'Reset your Parcelwatch password',
    paragraphs: [
      'We received a request to reset the password of your Parcelwatch account.',
      'This link is valid for 1 hour and can be used once.',
    ],
    action: 'Reset your password',
    footer: 'If you did not ask for this, you can ignore this email: your password stays the same.',
  },
  assignment: {
    someone: 'A teammate',
    assignedOne: (who) => `${who} assigned you an alert on Parcelwatch:`,
    assignedMany: (who, n) => `${who} assigned you ${n} alerts on Parcelwatch:`,
    more: (n) => `and ${n} more.`,
    whereToFind: 'They are in your inbox: the bell at the top of every page.',
    viewOne: 'View the alert',
    viewMany: 'View your alerts',
    footer: 'You receive this because a teammate assigned you work on Parcelwatch.',
    subjectOne: (title) => `Alert assigned to you: ${title}`,
    subjectMany: (n) => `${n} alerts assigned to you`,
  },
};

const FRENCH: ActionMailText = {
  hello: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  passwordReset: {
    subject: 'Réinitialisez votre mot de passe Parcelwatch',
    paragraphs: [
      'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Parcelwatch.',
      'Ce lien est valide pendant 1 heure et ne peut servir qu’une fois.',
    ],
    action: 'Réinitialiser votre mot de passe',
    footer: 'Si vous n’avez rien demandé, ignorez ce courriel : votre mot de passe reste le même.',
  },
  assignment: {
    someone: 'Un coéquipier',
    assignedOne: (who) => `${who} vous a attribué une alerte dans Parcelwatch :`,
    assignedMany: (who, n) => `${who} vous a attribué ${n} alertes dans Parcelwatch :`,
    more: (n) => `et ${n} de plus.`,
    whereToFind: 'Elles sont dans votre boîte de réception : la cloche en haut de chaque page.',
    viewOne: 'Voir l’alerte',
    viewMany: 'Voir vos alertes',
    footer: 'Vous recevez ce courriel parce qu’un coéquipier vous a attribué du travail dans Parcelwatch.',
    subjectOne: (title) => `Alerte qui vous est attribuée : ${title}`,
    subjectMany: (n) => `${n} alertes qui vous sont attribuées`,
  },
};

export function actionMailText(language: DetailLanguage | null | undefined): ActionMailText {
  return language === 'fr-CA' ? FRENCH : ENGLISH;
}
