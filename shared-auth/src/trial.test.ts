import { AFTER_TRIAL, trialSentence } from './trial';

it('tells the trial the same way on every screen', () => {
  expect(trialSentence(23, 6)).toBe('Trial: 23 days left. Alerts for your 6 properties are analysed during the trial.');
  expect(trialSentence(1, 1)).toBe('Trial: 1 day left. Alerts for your 1 property are analysed during the trial.');
  expect(trialSentence(30, 0)).toBe('Trial: 30 days left. Add a property: its alerts are analysed during the trial.');
  expect(AFTER_TRIAL).toBe(
    "After the trial, a property's alerts are analysed while it is subscribed ($50 CAD a month per property).",
  );
});
