import { Grid, theme, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

export interface PageTitleProps {
  children: ReactNode;
  /** The browser tab's name for the screen ("Alerts" gives "Alerts · Parcelwatch"); defaults to a text title. */
  documentTitle?: string;
  /** Replaces the default (no margin). */
  style?: CSSProperties;
}

/**
 * The one h1 of a screen: its title, at the size the screens were designed with (antd's second heading size; the
 * third on a phone), and the browser tab named after it.
 */
export function PageTitle({ children, documentTitle, style }: PageTitleProps) {
  const { token } = theme.useToken();
  // A phone (below md) takes the third heading size: a long title stays two lines at most.
  const phone = Grid.useBreakpoint().md === false;
  useDocumentTitle(documentTitle ?? (typeof children === 'string' ? children : undefined));
  return (
    <Typography.Title
      level={1}
      style={{
        fontSize: phone ? token.fontSizeHeading3 : token.fontSizeHeading2,
        lineHeight: phone ? token.lineHeightHeading3 : token.lineHeightHeading2,
        ...(style ?? { margin: 0 }),
      }}
    >
      {children}
    </Typography.Title>
  );
}
