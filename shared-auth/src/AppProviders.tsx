import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { store as appStore, type AppStore } from './store';
import { parcelwatchTheme } from './theme';

export interface AppProvidersProps {
  children: ReactNode;
  /** Defaults to the app's one store; tests pass `createAppStore()`. */
  store?: AppStore;
}

/** Store + antd theme + antd App (message / modal / notification context) around the whole app. */
export function AppProviders({ children, store = appStore }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={parcelwatchTheme}>
        <AntdApp>{children}</AntdApp>
      </ConfigProvider>
    </Provider>
  );
}
