import { act, renderHook } from '@testing-library/react';
import { setLanguage } from './engine';
import { useAlertPreview, useAlertSummary } from './alertSummary';

const alert = {
  alert_summary: '"Road work" is about a site 120 m from Tour Laurier.',
  alert_summary_fr: '« Road work » porte sur un site situé à 120 m de Tour Laurier.',
  alert_preview: null,
  alert_preview_fr: null,
};

afterEach(() => act(() => setLanguage('en-CA')));

it('answers an English reader the summary and preview as written', () => {
  const summary = renderHook(() => useAlertSummary()).result;
  const preview = renderHook(() => useAlertPreview()).result;
  expect(summary.current(alert)).toBe(alert.alert_summary);
  expect(preview.current({ ...alert, alert_preview: 'Preview.', alert_preview_fr: 'Aperçu.' })).toBe('Preview.');
});

it('answers a French reader the French, the preview before the summary, and the English where there is none', async () => {
  const summary = renderHook(() => useAlertSummary()).result;
  const preview = renderHook(() => useAlertPreview()).result;
  await act(() => setLanguage('fr-CA'));
  expect(summary.current(alert)).toBe(alert.alert_summary_fr);
  expect(preview.current(alert)).toBe(alert.alert_summary_fr);
  expect(preview.current({ ...alert, alert_preview: 'Preview.', alert_preview_fr: 'Aperçu.' })).toBe('Aperçu.');
  // A watch alert's matched text has no French: it stays as written.
  expect(preview.current({ ...alert, alert_preview: 'Matched text.' })).toBe('Matched text.');
  expect(summary.current({ alert_summary: 'A tower is proposed next door.', alert_summary_fr: null })).toBe(
    'A tower is proposed next door.',
  );
});
