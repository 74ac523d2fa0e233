import { theme, Typography } from 'antd';
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
 * The one h1 of a screen: its title, at the size the screens were designed with (antd's second heading size), and
 * the browser tab named after it.
 */
export function PageTitle({ children, documentTitle, style }: PageTitleProps) {
  const { token } = theme.useToken();
  useDocumentTitle(documentTitle ?? (typeof children === 'string' ? children : undefined));
  return (
    <Typography.Title
      level={1}
      style={{ fontSize: token.fontSizeHeading2, lineHeight: token.lineHeightHeading2, ...(style ?? { margin: 0 }) }}
    >
      {children}
    </Typography.Title>
  );
}
