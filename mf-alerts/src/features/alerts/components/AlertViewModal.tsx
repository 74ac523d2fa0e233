import type { ReactNode } from 'react';
import { Alert as Notice, Button, Descriptions, Flex, Modal, Spin, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { errorDetail, MiniSiteMap, safeExternalUrl } from 'shared-auth';
import { useAlertDetailQuery } from '../api/alertsApi';
import type { AlertItem } from '../api/types';
import { RULE_LABELS } from '../../../shared/constants';
import { formatDate, openInNewTab } from '../../../shared/format';
import { SeverityLegend } from './SeverityLegend';
import { SeverityTag } from './SeverityTag';

const CONFIDENCE_COLORS: Record<string, string> = { High: 'green', Medium: 'gold', Low: 'default' };

function Evidence({ item }: { item: AlertItem }) {
  if (!item.evidence.length) return null;
  return (
    <div data-testid="match-evidence">
      <Typography.Text strong>Why it matched: </Typography.Text>
      {item.evidence.map((e, index) => (
        <Typography.Text key={index}>
          {index > 0 ? '; ' : ''}
          {RULE_LABELS[e.rule] ?? e.rule}
          {e.text ? ` ("${e.text}")` : ''}
          {e.distanceMeters !== undefined ? ` (${Math.round(e.distanceMeters)} m away)` : ''}
          {e.detail ? ` - ${e.detail}` : ''}
        </Typography.Text>
      ))}
    </div>
  );
}

/** The view modal: title, date, municipality, item count, description and the related agenda items. */
export interface AlertViewModalProps {
  alertId: number;
  onClose: () => void;
  /** What the page adds under the related items (the follow panel): features are composed at the page. */
  itemsFooter?: (alertId: number) => ReactNode;
}

export function AlertViewModal({ alertId, onClose, itemsFooter }: AlertViewModalProps) {
  const { data: alert, isLoading, error } = useAlertDetailQuery(alertId);
  return (
    <Modal
      open
      title={alert?.alert_title ?? 'Alert'}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      width={760}
    >
      {isLoading && <Spin />}
      {error && <Notice type="error" showIcon title={errorDetail(error, 'Error loading alerts. Please try again.')} />}
      {alert && (
        <Flex vertical gap={16}>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label="Meeting">{alert.meeting_title}</Descriptions.Item>
            <Descriptions.Item label="Date">{formatDate(alert.meeting_date ?? alert.created_at)}</Descriptions.Item>
            <Descriptions.Item label="Municipality">{alert.municipality ?? 'Unknown'}</Descriptions.Item>
            <Descriptions.Item label="Items">{alert.num_items}</Descriptions.Item>
            <Descriptions.Item label="Property">{alert.property_name}</Descriptions.Item>
            <Descriptions.Item label="Severity">
              <SeverityTag severity={alert.severity} />
            </Descriptions.Item>
          </Descriptions>
          <MiniSiteMap alertId={alertId} height={220} />
          <details data-testid="severity-legend-details">
            <summary style={{ cursor: 'pointer' }}>
              <Typography.Text type="secondary">What the severities mean</Typography.Text>
            </summary>
            <div style={{ marginTop: 8 }}>
              <SeverityLegend current={alert.severity} />
            </div>
          </details>
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            {alert.alert_summary || alert.meeting_summary}
          </Typography.Paragraph>
          {alert.primary_finding && <Typography.Paragraph strong>{alert.primary_finding}</Typography.Paragraph>}
          {alert.expanded_finding && (
            <Typography.Paragraph type="secondary">{alert.expanded_finding}</Typography.Paragraph>
          )}
          <Typography.Title level={5} style={{ margin: 0 }}>
            Related Agenda Items
          </Typography.Title>
          {alert.items.length === 0 && <Typography.Text type="secondary">No related agenda items.</Typography.Text>}
          {alert.items.map((item) => {
            const url =
              safeExternalUrl(item.document_url) ??
              safeExternalUrl(item.source_url) ??
              safeExternalUrl(alert.view_document_url);
            const confidence = item.confidence || 'Medium';
            return (
              <Flex
                key={item.id}
                data-testid="agenda-item"
                vertical
                gap={4}
                style={{ width: '100%', borderTop: '1px solid #f0f0f0', paddingTop: 12 }}
              >
                <Flex gap={8} align="center" wrap>
                  {item.item_number && <Typography.Text strong>Item {item.item_number}</Typography.Text>}
                  <Tag color={CONFIDENCE_COLORS[confidence] ?? 'default'}>{confidence} confidence</Tag>
                </Flex>
                <Typography.Text strong>{item.item_title}</Typography.Text>
                <Typography.Text type="secondary">{item.item_description ?? item.impact_summary}</Typography.Text>
                <Evidence item={item} />
                {(url || item.document_id !== null) && (
                  <Flex gap={8} wrap>
                    {url && (
                      <Button size="small" onClick={() => openInNewTab(url)}>
                        View Full Document
                      </Button>
                    )}
                    {item.document_id !== null && item.document_id !== undefined && (
                      <Link
                        to={`/documents/${item.document_id}`}
                        data-testid="document-view-link"
                        style={{ lineHeight: '24px' }}
                      >
                        View Matched Passages
                      </Link>
                    )}
                  </Flex>
                )}
              </Flex>
            );
          })}
          {alert.items.length > 0 && itemsFooter?.(alertId)}
        </Flex>
      )}
    </Modal>
  );
}
