import { useCallback } from 'react';
import { useLanguage } from './useT';

/** What an alert's title is made of on the wire: its title, and its French when the server has one (docs/i18n.md). */
export interface TitledAlert {
  alert_title: string;
  alert_title_fr?: string | null;
}

/**
 * An alert's title in the language the user reads (docs/i18n.md): a French reader sees the French title of an alert
 * whose title a writer built from a template or whose lead item a bilingual portal published in French; everyone
 * else, and every other alert, the title as written.
 */
export function useAlertTitle(): (alert: TitledAlert) => string {
  const language = useLanguage();
  return useCallback(
    (alert: TitledAlert) => (language === 'fr-CA' && alert.alert_title_fr ? alert.alert_title_fr : alert.alert_title),
    [language],
  );
}
