import { Alert, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LanguageSwitch, useDocumentTitle, useT } from 'shared-auth';
import { SHELL_NAMESPACE } from '../../../i18n/catalogue';

export interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Shown in an error Alert above the content. */
  error?: string | null;
  children?: ReactNode;
  footer?: ReactNode;
  width?: number;
}

const background = {
  minHeight: '100vh',
  padding: '48px 16px',
  background: 'linear-gradient(180deg, #eef3ff 0%, #f7f9fc 60%, #ffffff 100%)',
  boxSizing: 'border-box',
} as const;

/** The frame of every public screen: product name and tagline, a title, one error Alert, the form. */
export function AuthCard({ title, subtitle, error, children, footer, width = 420 }: AuthCardProps) {
  useDocumentTitle(typeof title === 'string' ? title : undefined);
  const t = useT(SHELL_NAMESPACE);
  return (
    <Flex component="main" justify="center" align="center" style={background}>
      <Card style={{ width: '100%', maxWidth: width, boxShadow: '0 8px 24px rgba(31, 94, 255, 0.08)' }}>
        <Flex justify="flex-end" style={{ marginBottom: 8 }}>
          <LanguageSwitch />
        </Flex>
        <Flex vertical align="center" style={{ marginBottom: 24, textAlign: 'center' }}>
          <Typography.Text strong style={{ fontSize: 22, color: '#1f5eff', letterSpacing: 0.2 }}>
            Parcelwatch
          </Typography.Text>
          <Typography.Text type="secondary">{t('Municipal intelligence for Ontario properties')}</Typography.Text>
        </Flex>
        <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0, textAlign: 'center' }}>
          {title}
        </Typography.Title>
        {subtitle && (
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
            {subtitle}
          </Typography.Paragraph>
        )}
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        {children}
        {footer && (
          <Flex vertical align="center" gap={4} style={{ marginTop: 16 }}>
            {footer}
          </Flex>
        )}
      </Card>
    </Flex>
  );
}
