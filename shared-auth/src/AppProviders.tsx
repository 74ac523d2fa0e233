import { App as AntdApp, ConfigProvider, type ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Provider, useSelector } from 'react-redux';
import { getAntdLocale, getLanguage, setLanguage, subscribe } from './i18n/engine';
import { isLanguage } from './i18n/languages';
import { store as appStore, type AppStore } from './store';
import { appTheme } from './staticStyles';

export interface AppProvidersProps {
  children: ReactNode;
  /** Defaults to the app's one store; tests pass `createAppStore()`. */
  store?: AppStore;
  /** Defaults to Parcelwatch's theme for this page (appTheme); a parcel receives the shell's. */
  theme?: ThemeConfig;
  /**
   * Applies the signed-in user's stored language (the default). A parcel leaves it to its host: the language is one
   * for the page, and every widget of the Overview would otherwise switch it again.
   */
  syncLanguage?: boolean;
}

/** The signed-in user's language (stored on the user) becomes the app's once the user is known. */
function LanguageSync() {
  const language = useSelector((state: { auth: { user: { language?: string } | null } }) => state.auth.user?.language);
  useEffect(() => {
    if (isLanguage(language) && language !== getLanguage()) void setLanguage(language);
  }, [language]);
  return null;
}

/**
 * Store + antd theme and locale (docs/i18n.md) + antd App (message / modal / notification context) around the whole
 * app.
 */
export function AppProviders({
  children,
  store = appStore,
  theme = appTheme(),
  syncLanguage = true,
}: AppProvidersProps) {
  const locale = useSyncExternalStore(subscribe, getAntdLocale, getAntdLocale) as Locale | undefined;
  return (
    <Provider store={store}>
      {syncLanguage && <LanguageSync />}
      <ConfigProvider theme={theme} locale={locale}>
        <AntdApp>{children}</AntdApp>
      </ConfigProvider>
    </Provider>
  );
}
