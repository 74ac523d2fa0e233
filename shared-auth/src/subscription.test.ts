import { SUBSCRIPTION_CASES } from './testing/subscriptionCases';
import { subscriptionState, subscriptionSummary, subscriptionView } from './subscription';
import { coordinatesLabel, propertyPlace, readablePlace } from './place';

describe('subscription model', () => {
  it.each(SUBSCRIPTION_CASES.map((c) => [c.state, c] as const))('%s: its label and actions', (_, c) => {
    const view = subscriptionView(c.facts, c.trial);
    expect(view.state).toBe(c.state);
    expect(view.label).toBe(c.label);
    expect(view.actions).toEqual(c.actions);
  });

  it('never offers Cancel on a trial nobody subscribed to', () => {
    const view = subscriptionView(
      { active: false, subscription_status: 'inactive' },
      { active: true, daysRemaining: 3 },
    );
    expect(view.state).toBe('trial');
    expect(view.actions.cancel).toBe(false);
    expect(view.detail).toMatch(
      /^Free trial: 3 days left \(ends \w{3} \d{1,2}, \d{4}\), then \$50\/Month if subscribed\.$/,
    );
  });

  it('a property subscribed during the trial is active, with its own trial first', () => {
    const end = new Date(Date.now() + 5 * 86_400_000 + 1_800_000).toISOString();
    const view = subscriptionView(
      { active: true, subscription_status: 'trialing', payment_status: 'trial', trial_end: end },
      { active: true, daysRemaining: 5 },
    );
    expect(view.state).toBe('active');
    expect(view.actions.cancel).toBe(true);
    expect(view.detail).toMatch(/^Subscribed\. Free trial: 5 days left/);
  });

  it("a cancelling subscription reads 'Cancelling' and the day monitoring ends", () => {
    const view = subscriptionView({
      active: true,
      subscription_status: 'active',
      cancel_at_period_end: true,
      current_period_end: '2026-12-28T17:00:00Z',
    });
    expect(view.label).toBe('Cancelling');
    expect(view.detail).toBe('Monitoring ends on Dec 28, 2026.');
  });

  it('past due wins over the trial and the cancel flag', () => {
    expect(subscriptionState({ subscription_status: 'past_due', cancel_at_period_end: true }, { active: true })).toBe(
      'past_due',
    );
  });

  it('summarises the states in a fixed order', () => {
    const trial = { active: true, daysRemaining: 4 };
    expect(
      subscriptionSummary(
        [
          { active: true, subscription_status: 'active', cancel_at_period_end: true },
          { subscription_status: 'inactive' },
          { subscription_status: 'inactive' },
        ],
        trial,
      ),
    ).toBe('2 Trial · 1 Cancelling');
  });
});

describe('places', () => {
  it('reads coordinates in words', () => {
    expect(coordinatesLabel(43.589, -79.6441)).toBe('Location 43.589° N, 79.644° W');
    expect(readablePlace('43.5890, -79.6441')).toBe('Location 43.589° N, 79.644° W');
    expect(readablePlace('100 Queen St W')).toBe('100 Queen St W');
    expect(propertyPlace({ address: null, latitude: -33.5, longitude: 151.25 })).toBe('Location 33.5° S, 151.25° E');
    expect(propertyPlace({ address: null, latitude: null, longitude: null })).toBe('No address');
  });
});
