import { decisionDateLabel } from './decisionDate';

it.each([
  [{ decision_date: '2025-03-05', decision_date_text: 'ignored' }, '3/5/2025'],
  [{ decision_date: '2026-11-20', decision_date_text: null }, '11/20/2026'],
  [{ decision_date: null, decision_date_text: 'Fall 2025' }, 'Fall 2025'],
  [{ decision_date: 'not a date', decision_date_text: 'Spring 2024' }, 'Spring 2024'],
  [{ decision_date: null, decision_date_text: '  ' }, 'N/A'],
  [{ decision_date: null, decision_date_text: null }, 'N/A'],
])('shows %p as %p', (decision, label) => {
  expect(decisionDateLabel(decision)).toBe(label);
});
