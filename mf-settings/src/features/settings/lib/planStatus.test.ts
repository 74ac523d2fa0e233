import { trialDaysLeft, trialSentence } from 'shared-auth';
import type { PropertyBillingRow } from '../api/types';
import { planStatus } from './planStatus';

const row = (status: PropertyBillingRow['status'], cancel_at_period_end = false) => ({ status, cancel_at_period_end });
const noTrial = { active: false, daysRemaining: 0, propertyCount: 0 };

it('reads as active when the properties have paid subscriptions and the company has no plan of its own', () => {
  expect(planStatus({ status: 'inactive' }, noTrial, [row('active'), row('active', true), row('canceled')])).toEqual({
    label: 'Active',
    color: 'green',
    detail: '2 property subscriptions.',
  });
});

it('says a payment failed when one property is past due', () => {
  const status = planStatus({ status: 'inactive' }, noTrial, [row('active'), row('past_due')]);
  expect(status.label).toBe('Payment failed');
  expect(status.detail).toBe('2 property subscriptions, 1 with a failed payment.');
});

// The same sentence as the Properties and Alerts banners: compared with the shared one, and with its words, so a
// wording of the card's own fails here.
it('tells the trial story in the shared trial sentence while the company trial runs', () => {
  const status = planStatus({ status: 'inactive' }, { active: true, daysRemaining: 1, propertyCount: 3 }, [
    row('trialing'),
  ]);
  expect(status).toEqual({ label: 'Free trial', color: 'blue', detail: trialSentence(1, 3) });
  expect(status.detail).toBe('Trial: 1 day left. Alerts for your 3 properties are analysed during the trial.');
  expect(
    planStatus(undefined, { active: true, daysRemaining: 12, propertyCount: undefined }, [row('active')]).detail,
  ).toBe(trialDaysLeft(12));
});

it('prefers a live company-level subscription', () => {
  expect(planStatus({ status: 'past_due' }, { active: true, daysRemaining: 3, propertyCount: 0 }, []).label).toBe(
    'Payment failed',
  );
  expect(planStatus({ status: 'trialing' }, noTrial, []).label).toBe('Trial');
});

it('says plainly when nothing is subscribed', () => {
  expect(planStatus({ status: 'inactive' }, noTrial, [row('canceled')]).label).toBe('No active subscription');
});
