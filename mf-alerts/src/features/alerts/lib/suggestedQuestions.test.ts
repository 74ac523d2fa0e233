import { suggestedQuestions } from './suggestedQuestions';

const now = new Date('2026-11-20T12:00:00Z');

it('names the change by the alert category, the property, and the coming meeting date', () => {
  expect(
    suggestedQuestions(
      { property_name: 'Harbour Tower', alert_categories: ['fees', 'zoning'], meeting_date: '2026-11-30T18:00:00Z' },
      now,
    ),
  ).toEqual([
    'What does this fee change mean for Harbour Tower?',
    'When is the decision expected?',
    'What should I do before Nov 30, 2026?',
  ]);
});

it('falls back to plain words when the alert says less, or its meeting is past', () => {
  expect(
    suggestedQuestions({ property_name: ' ', alert_categories: ['others'], meeting_date: '2026-11-01T18:00:00Z' }, now),
  ).toEqual(['What does this item mean for my property?', 'When is the decision expected?', 'What should I do next?']);
  expect(suggestedQuestions({ property_name: 'Lofts', alert_categories: [], meeting_date: null }, now)[2]).toBe(
    'What should I do next?',
  );
});

it('asks a watch alert (no property) what it says about the terms it matched', () => {
  const watch = { property_name: 'IZ', alert_categories: ['watch'], meeting_date: null, alert_type: 'watch' as const };
  expect(suggestedQuestions({ ...watch, matched_terms: ['inclusionary zoning', 'mtsa', 'third'] }, now)[0]).toBe(
    'What does this say about “inclusionary zoning” and “mtsa”?',
  );
  expect(suggestedQuestions({ ...watch, matched_terms: [] }, now)[0]).toBe('What does this item say?');
});
