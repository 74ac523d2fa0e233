import { useCallback } from 'react';
import { useLanguage } from './useT';

/**
 * What an alert's summary is made of on the wire: the matcher's English, and its French, which the server renders
 * from the English when it recognises the sentence (null when it does not).
 */
export interface SummarisedAlert {
  alert_summary: string;
  alert_summary_fr?: string | null;
  alert_preview?: string | null;
  alert_preview_fr?: string | null;
}

const inFrench = (english: string, french: string | null | undefined, language: string) =>
  language === 'fr-CA' && french ? french : english;

/**
 * An alert's summary in the language the user reads (docs/i18n.md): a French reader sees its French, everyone else,
 * and every summary the server has no French for, the summary as written.
 */
export function useAlertSummary(): (alert: SummarisedAlert) => string {
  const language = useLanguage();
  return useCallback(
    (alert: SummarisedAlert) => inFrench(alert.alert_summary, alert.alert_summary_fr, language),
    [language],
  );
}

/**
 * The line a card shows, in the language the user reads: the preview (a property alert's strongest item, a watch
 * alert's matched text) when there is one, else the summary.
 */
export function useAlertPreview(): (alert: SummarisedAlert) => string {
  const language = useLanguage();
  return useCallback(
    (alert: SummarisedAlert) =>
      alert.alert_preview
        ? inFrench(alert.alert_preview, alert.alert_preview_fr, language)
        : inFrench(alert.alert_summary, alert.alert_summary_fr, language),
    [language],
  );
}
