import { FIRST_DAY_MS, isFirstDay, onboardingState, type OnboardingFacts } from '../../src/onboarding/checklist.js';

/* The first-run checklist's states, from the facts the repository reads (pure; the API test covers the reads). */

const NOW = new Date('2026-11-29T12:00:00Z');
const LONG_AGO = new Date(NOW.getTime() - 10 * FIRST_DAY_MS);
const none: OnboardingFacts = {
  accountCreatedAt: NOW,
  previousVisitAt: null,
  dismissedAt: null,
  hasProperty: false,
  hasCommittees: false,
  emailAlertsSet: false,
  hasTeammate: false,
  hasWatchList: false,
};

describe('first-run checklist states', () => {
  it('a new account: five steps in order, none done, first day, not dismissed', () => {
    expect(onboardingState(none, NOW)).toEqual({
      first_day: true,
      dismissed: false,
      completed: 0,
      total: 5,
      all_done: false,
      steps: [
        { key: 'property', done: false },
        { key: 'committees', done: false },
        { key: 'email_alerts', done: false },
        { key: 'teammate', done: false },
        { key: 'watch_list', done: false },
      ],
    });
  });

  it('each fact ticks its own step only', () => {
    const cases: [keyof OnboardingFacts, string][] = [
      ['hasProperty', 'property'],
      ['hasCommittees', 'committees'],
      ['emailAlertsSet', 'email_alerts'],
      ['hasTeammate', 'teammate'],
      ['hasWatchList', 'watch_list'],
    ];
    for (const [fact, key] of cases) {
      const state = onboardingState({ ...none, [fact]: true }, NOW);
      expect(state.steps.filter((s) => s.done).map((s) => s.key)).toEqual([key]);
      expect(state.completed).toBe(1);
      expect(state.all_done).toBe(false);
    }
  });

  it('all five facts: all done', () => {
    const state = onboardingState(
      {
        ...none,
        hasProperty: true,
        hasCommittees: true,
        emailAlertsSet: true,
        hasTeammate: true,
        hasWatchList: true,
      },
      NOW,
    );
    expect(state.completed).toBe(5);
    expect(state.all_done).toBe(true);
  });

  it('a dismissal is reported whatever the steps', () => {
    expect(onboardingState({ ...none, dismissedAt: LONG_AGO }, NOW).dismissed).toBe(true);
  });

  it('first day: an account under a day old, or a user with no previous visit; otherwise "Welcome back"', () => {
    const justUnderADay = new Date(NOW.getTime() - FIRST_DAY_MS + 1000);
    expect(isFirstDay({ accountCreatedAt: justUnderADay, previousVisitAt: justUnderADay }, NOW)).toBe(true);
    // An invitation accepted long after it was sent: the first session is still the first day.
    expect(isFirstDay({ accountCreatedAt: LONG_AGO, previousVisitAt: null }, NOW)).toBe(true);
    expect(isFirstDay({ accountCreatedAt: LONG_AGO, previousVisitAt: new Date(NOW.getTime() - 3_600_000) }, NOW)).toBe(
      false,
    );
    const exactlyADay = new Date(NOW.getTime() - FIRST_DAY_MS);
    expect(isFirstDay({ accountCreatedAt: exactlyADay, previousVisitAt: exactlyADay }, NOW)).toBe(false);
  });
});
