/*
 * The free trial in one set of words, so that Properties, Alerts and Billing tell the same story: during the
 * company's trial every property's alerts are analysed; after it, a property needs its subscription.
 */

/** The subscription's price as every screen writes it. */
export const PROPERTY_PRICE = '$50 CAD a month per property';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Trial: 23 days left.", the start of the trial sentence, alone where the property count is not known. */
export function trialDaysLeft(daysRemaining: number): string {
  return `Trial: ${plural(daysRemaining, 'day', 'days')} left.`;
}

/** "Trial: 23 days left. Alerts for your 6 properties are analysed during the trial." */
export function trialSentence(daysRemaining: number, propertyCount: number): string {
  const left = trialDaysLeft(daysRemaining);
  if (propertyCount <= 0) return `${left} Add a property: its alerts are analysed during the trial.`;
  return `${left} Alerts for your ${plural(propertyCount, 'property', 'properties')} are analysed during the trial.`;
}

/** What follows the trial, under the trial sentence. */
export const AFTER_TRIAL = `After the trial, a property's alerts are analysed while it is subscribed (${PROPERTY_PRICE}).`;
