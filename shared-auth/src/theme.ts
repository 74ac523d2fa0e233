import type { ThemeConfig } from 'antd';

export const parcelwatchTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1f5eff',
    fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    borderRadius: 8,
  },
};
