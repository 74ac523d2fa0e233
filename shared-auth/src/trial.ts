import { translate } from './i18n/engine';
import { SHARED_NAMESPACE } from './i18n/shared';

/*
 * The free trial in one set of words, so that Properties, Alerts and Billing tell the same story: during the
 * company's trial every property's alerts are analysed; after it, a property needs its subscription.
 */

/** The subscription's price as every screen writes it ('$50 CAD a month per property'), in the language in use. */
export const propertyPrice = () => translate(SHARED_NAMESPACE, '$50 CAD a month per property');

/** "Trial: 23 days left.", the start of the trial sentence, alone where the property count is not known. */
export function trialDaysLeft(daysRemaining: number): string {
  return daysRemaining === 1
    ? translate(SHARED_NAMESPACE, 'Trial: 1 day left.')
    : translate(SHARED_NAMESPACE, 'Trial: {{count}} days left.', { count: daysRemaining });
}

/** "Trial: 23 days left. Alerts for your 6 properties are analysed during the trial." (in the language in use) */
export function trialSentence(daysRemaining: number, propertyCount: number): string {
  const left = trialDaysLeft(daysRemaining);
  if (propertyCount <= 0)
    return `${left} ${translate(SHARED_NAMESPACE, 'Add a property: its alerts are analysed during the trial.')}`;
  return `${left} ${
    propertyCount === 1
      ? translate(SHARED_NAMESPACE, 'Alerts for your 1 property are analysed during the trial.')
      : translate(SHARED_NAMESPACE, 'Alerts for your {{count}} properties are analysed during the trial.', {
          count: propertyCount,
        })
  }`;
}

/** What follows the trial, under the trial sentence, in the language in use. */
export const afterTrial = () =>
  translate(SHARED_NAMESPACE, "After the trial, a property's alerts are analysed while it is subscribed ({{price}}).", {
    price: propertyPrice(),
  });
