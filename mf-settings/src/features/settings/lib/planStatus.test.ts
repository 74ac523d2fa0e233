import type { PropertyBillingRow } from '../api/types';
import { planStatus } from './planStatus';

const row = (status: PropertyBillingRow['status'], cancel_at_period_end = false) => ({ status, cancel_at_period_end });
const noTrial = { active: false, daysRemaining: 0 };

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

it('tells the trial story while the company trial runs', () => {
  expect(planStatus({ status: 'inactive' }, { active: true, daysRemaining: 1 }, [row('trialing')])).toEqual({
    label: 'Free trial (1 day left)',
    color: 'blue',
    detail: 'Every property is analysed free until the trial ends.',
  });
  expect(planStatus(undefined, { active: true, daysRemaining: 12 }, [row('active')]).detail).toBe(
    '1 property subscribed; the others are analysed free until the trial ends.',
  );
});

it('prefers a live company-level subscription', () => {
  expect(planStatus({ status: 'past_due' }, { active: true, daysRemaining: 3 }, []).label).toBe('Payment failed');
  expect(planStatus({ status: 'trialing' }, noTrial, []).label).toBe('Trial');
});

it('says plainly when nothing is subscribed', () => {
  expect(planStatus({ status: 'inactive' }, noTrial, [row('canceled')]).label).toBe('No active subscription');
});
