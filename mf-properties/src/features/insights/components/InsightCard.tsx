import {
  BankOutlined,
  BulbOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  RiseOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { ProjectInsight } from '../api/types';
import { openExternal, safeExternalUrl, useT, type Translate } from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';

/** Severity indicator: high red, medium orange, low green, otherwise gray. */
export const SEVERITY_COLORS: Record<string, string> = { high: '#ff4d4f', medium: '#fa8c16', low: '#52c41a' };
export const severityColor = (severity: string) => SEVERITY_COLORS[severity?.toLowerCase()] ?? '#bfbfbf';

const ICONS: Record<string, ReactNode> = {
  team: <TeamOutlined />,
  bank: <BankOutlined />,
  rise: <RiseOutlined />,
  'file-text': <FileTextOutlined />,
};
export const categoryIcon = (icon: string | undefined) => (icon && ICONS[icon]) || <BulbOutlined />;

/** The proposal URL, else the document URL, else the source document URL in the insight data: http(s) only. */
export function insightLink(insight: ProjectInsight): { url: string; label: 'View Proposal' | 'View Document' } | null {
  const proposal = safeExternalUrl(insight.proposal_url);
  if (proposal) return { url: proposal, label: 'View Proposal' };
  const document = safeExternalUrl(insight.document_url) ?? safeExternalUrl(insight.insight_data?.source_document_url);
  if (document) return { url: document, label: 'View Document' };
  return null;
}

/** An insight's severity in words (an unknown one as the server names it). */
function severityName(severity: string, t: Translate): string {
  switch (severity) {
    case 'high':
      return t('high');
    case 'medium':
      return t('medium');
    case 'low':
      return t('low');
    default:
      return severity;
  }
}

export function InsightCard({ insight, icon }: { insight: ProjectInsight; icon: string | undefined }) {
  const t = useT(PROPERTIES_NAMESPACE);
  const link = insightLink(insight);
  return (
    <Card
      size="small"
      data-testid="insight-card"
      style={{ borderLeft: `4px solid ${severityColor(insight.severity)}` }}
    >
      <Flex gap={12} align="start">
        <span
          role="img"
          aria-label={t('{{severity}} severity', { severity: severityName(insight.severity, t) })}
          data-testid="severity-indicator"
          style={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            background: severityColor(insight.severity),
            marginTop: 6,
            flex: 'none',
          }}
        />
        <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Typography.Text strong>
            <span data-testid="category-icon">{categoryIcon(icon)}</span> {insight.title}
          </Typography.Text>
          {insight.description && (
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
              {insight.description}
            </Typography.Paragraph>
          )}
          <Typography.Text type="secondary">
            <EnvironmentOutlined /> {insight.municipality_name || t('Unknown')}
          </Typography.Text>
        </Flex>
        {link && (
          <Button size="small" onClick={() => openExternal(link.url)}>
            {link.label === 'View Proposal' ? t('View Proposal') : t('View Document')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}
