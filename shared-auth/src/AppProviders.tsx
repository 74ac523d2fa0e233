import { App as AntdApp, ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { store as appStore, type AppStore } from './store';
import { appTheme } from './staticStyles';

export interface AppProvidersProps {
  children: ReactNode;
  /** Defaults to the app's one store; tests pass `createAppStore()`. */
  store?: AppStore;
  /** Defaults to Parcelwatch's theme for this page (appTheme); a parcel receives the shell's. */
  theme?: ThemeConfig;
}

/** Store + antd theme + antd App (message / modal / notification context) around the whole app. */
export function AppProviders({ children, store = appStore, theme = appTheme() }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={theme}>
        <AntdApp>{children}</AntdApp>
      </ConfigProvider>
    </Provider>
  );
}
