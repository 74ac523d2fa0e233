import { afterTrial, trialDaysLeft, trialSentence } from './trial';

// Properties, Alerts and the Billing plan card all print these sentences; their own tests compare against these
// functions, so this is the one place the wording is pinned.
it('tells the trial the same way on every screen', () => {
  expect(trialSentence(23, 6)).toBe('Trial: 23 days left. Alerts for your 6 properties are analysed during the trial.');
  expect(trialSentence(1, 1)).toBe('Trial: 1 day left. Alerts for your 1 property are analysed during the trial.');
  expect(trialSentence(30, 0)).toBe('Trial: 30 days left. Add a property: its alerts are analysed during the trial.');
  expect(afterTrial()).toBe(
    "After the trial, a property's alerts are analysed while it is subscribed ($50 CAD a month per property).",
  );
});

it('starts the trial sentence with the days left, which stands alone when the property count is unknown', () => {
  expect(trialDaysLeft(1)).toBe('Trial: 1 day left.');
  expect(trialDaysLeft(12)).toBe('Trial: 12 days left.');
  expect(trialSentence(12, 3).startsWith(trialDaysLeft(12))).toBe(true);
});
