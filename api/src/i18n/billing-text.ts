import { formatDate } from '../lib/dates.js';
import type { DetailLanguage } from './language.js';

/*
 * The billing pages (checkout, invoice) and the invoice PDF in the language of the browser that opens them
 * (docs/i18n.md "Mails and pages"). English keeps the product's sentences and its money format ("CAD $50.00");
 * French writes money and dates the French-Canadian way ("50,00 $ CAD", "5 mars 2025").
 */
export interface BillingText {
  lang: string;
  money(cents: number, currency: string): string;
  date(date: Date | null | undefined): string;
  back: string;
  checkoutNotFound: [string, string];
  alreadyConfirmed: [string, string];
  checkoutExpired: [string, string];
  notConfirmed: string;
  invoiceNotFound: [string, string];
  confirm: string;
  cancel: string;
  property: string;
  address: string;
  municipality: string;
  plan: string;
  propertyPlan: string;
  companyPlan: string;
  price: string;
  perMonth: string;
  trialNote(price: string, start: string): string;
  paidNote(price: string): string;
  localBilling: string;
  invoice: string;
  invoiceTitle(number: string): string;
  invoiceNumber(number: string): string;
  dateLine(date: string): string;
  status(status: string): string;
  statusLine(status: string): string;
  billedTo: string;
  description: string;
  amount: string;
  total: string;
  propertyItem(name: string): string;
  /** An invoice's stored description (written in English when it was issued), in this language. */
  item(description: string): string;
  trialInvoice: string;
  downloadPdf: string;
}

const FRENCH_STATUS: Record<string, string> = {
  paid: 'payée',
  open: 'ouverte',
  draft: 'brouillon',
  void: 'annulée',
  uncollectible: 'irrécouvrable',
};

/** How an invoice for a property is described when it is issued (billing/context.ts). */
const PROPERTY_ITEM = 'Property analysis: ';

const ENGLISH: BillingText = {
  lang: 'en',
  money: (cents, currency) => `${currency} $${(cents / 100).toFixed(2)}`,
  date: (d) => formatDate(d),
  back: 'Back to Parcelwatch',
  checkoutNotFound: ['Checkout not found', 'This checkout link is not valid.'],
  alreadyConfirmed: ['Already confirmed', 'This subscription is already confirmed. You can close this page.'],
  checkoutExpired: ['Checkout expired', 'This checkout link has expired. Please start again from Parcelwatch.'],
  notConfirmed: 'Checkout not confirmed',
  invoiceNotFound: ['Invoice not found', 'This invoice link is not valid.'],
  confirm: 'Confirm subscription',
  cancel: 'Cancel',
  property: 'Property',
  address: 'Address',
  municipality: 'Municipality',
  plan: 'Plan',
  propertyPlan: 'Property analysis (AI alerts and insights)',
  companyPlan: 'Parcelwatch company plan',
  price: 'Price',
  perMonth: '/ month',
  trialNote: (price, start) =>
    `Free trial: your first 30 days are free. No charge today; billing of ${price} a month starts on ${start} unless you cancel before.`,
  paidNote: (price) => `${price} is billed today, then every month until you cancel.`,
  localBilling: 'Parcelwatch local billing: no card is needed. Confirming activates the subscription at once.',
  invoice: 'Invoice',
  invoiceTitle: (n) => `Invoice ${n}`,
  invoiceNumber: (n) => `Invoice number: ${n}`,
  dateLine: (d) => `Date: ${d}`,
  status: (s) => s,
  statusLine: (s) => `Status: ${s}`,
  billedTo: 'Billed to',
  description: 'Description',
  amount: 'Amount',
  total: 'Total',
  propertyItem: (name) => `Property analysis: ${name}`,
  item: (description) => description,
  trialInvoice: 'Free trial period: nothing is due.',
  downloadPdf: 'Download PDF',
};

const FRENCH: BillingText = {
  lang: 'fr-CA',
  money: (cents, currency) =>
    `${new Intl.NumberFormat('fr-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)}\u00a0$\u00a0${currency}`,
  date: (d) => formatDate(d, 'fr-CA'),
  back: 'Retour à Parcelwatch',
  checkoutNotFound: ['Paiement introuvable', 'Ce lien de paiement n’est pas valide.'],
  alreadyConfirmed: ['Déjà confirmé', 'Cet abonnement est déjà confirmé. Vous pouvez fermer cette page.'],
  checkoutExpired: ['Paiement expiré', 'Ce lien de paiement a expiré. Veuillez recommencer depuis Parcelwatch.'],
  notConfirmed: 'Paiement non confirmé',
  invoiceNotFound: ['Facture introuvable', 'Ce lien de facture n’est pas valide.'],
  confirm: 'Confirmer l’abonnement',
  cancel: 'Annuler',
  property: 'Propriété',
  address: 'Adresse',
  municipality: 'Municipalité',
  plan: 'Forfait',
  propertyPlan: 'Analyse de propriété (alertes et analyses IA)',
  companyPlan: 'Forfait entreprise Parcelwatch',
  price: 'Prix',
  perMonth: '/ mois',
  trialNote: (price, start) =>
    `Essai gratuit : vos 30 premiers jours sont gratuits. Aucuns frais aujourd’hui; la facturation de ${price} par mois commence le ${start}, sauf si vous annulez avant.`,
  paidNote: (price) => `${price} est facturé aujourd’hui, puis chaque mois jusqu’à ce que vous annuliez.`,
  localBilling:
    'Facturation locale Parcelwatch : aucune carte n’est requise. La confirmation active l’abonnement aussitôt.',
  invoice: 'Facture',
  invoiceTitle: (n) => `Facture ${n}`,
  invoiceNumber: (n) => `Numéro de facture : ${n}`,
  dateLine: (d) => `Date : ${d}`,
  status: (s) => FRENCH_STATUS[s] ?? s,
  statusLine: (s) => `État : ${FRENCH_STATUS[s] ?? s}`,
  billedTo: 'Facturé à',
  description: 'Description',
  amount: 'Montant',
  total: 'Total',
  propertyItem: (name) => `Analyse de propriété : ${name}`,
  item: (description) =>
    description === ENGLISH.companyPlan
      ? FRENCH.companyPlan
      : description.startsWith(PROPERTY_ITEM)
        ? FRENCH.propertyItem(description.slice(PROPERTY_ITEM.length))
        : description,
  trialInvoice: 'Période d’essai gratuit : rien n’est dû.',
  downloadPdf: 'Télécharger le PDF',
};

export function billingText(language: DetailLanguage | null | undefined): BillingText {
  return language === 'fr-CA' ? FRENCH : ENGLISH;
}
