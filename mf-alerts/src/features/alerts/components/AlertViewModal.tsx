import type { ReactNode } from 'react';
import { Alert as Notice, Button, Collapse, Descriptions, Flex, Modal, Spin, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { errorDetail, MiniSiteMap, safeExternalUrl } from 'shared-auth';
import { useAlertDetailQuery } from '../api/alertsApi';
import type { AlertItem } from '../api/types';
import { evidenceLines, itemText } from '../lib/evidence';
import { formatDate } from '../../../shared/format';
import { SeverityLegend } from './SeverityLegend';
import { SeverityTag } from './SeverityTag';

const CONFIDENCE_COLORS: Record<string, string> = { High: 'green', Medium: 'gold', Low: 'default' };

/** Why one item matched: each reason once, joined in one line. */
function Evidence({ item }: { item: AlertItem }) {
  const lines = evidenceLines(item.evidence);
  if (!lines.length) return null;
  return (
    <div data-testid="match-evidence">
      <Typography.Text strong>Why it matched: </Typography.Text>
      <Typography.Text>{lines.join('; ')}.</Typography.Text>
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
  const navigate = useNavigate();
  const summary = alert ? alert.alert_summary || alert.meeting_summary : null;
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
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
            <Descriptions.Item label="Meeting">{alert.meeting_title}</Descriptions.Item>
            <Descriptions.Item label="Date">{formatDate(alert.meeting_date ?? alert.created_at)}</Descriptions.Item>
            <Descriptions.Item label="Municipality">{alert.municipality ?? 'Unknown'}</Descriptions.Item>
            <Descriptions.Item label="Items">{alert.num_items}</Descriptions.Item>
            {alert.alert_type === 'watch' ? (
              <Descriptions.Item label="Watch list">
                {alert.watch_name}
                {alert.matched_terms.length > 0 && (
                  <Typography.Text type="secondary">
                    {' '}
                    (matched {alert.matched_terms.map((term) => `“${term}”`).join(', ')})
                  </Typography.Text>
                )}
              </Descriptions.Item>
            ) : (
              <Descriptions.Item label="Property">{alert.property_name}</Descriptions.Item>
            )}
            <Descriptions.Item label="Severity">
              <SeverityTag severity={alert.severity} />
            </Descriptions.Item>
          </Descriptions>
          <MiniSiteMap alertId={alertId} height={220} />
          <Collapse
            size="small"
            ghost
            data-testid="severity-legend-details"
            items={[
              {
                key: 'legend',
                forceRender: true,
                label: <Typography.Text type="secondary">What the severities mean</Typography.Text>,
                children: <SeverityLegend current={alert.severity} />,
              },
            ]}
          />
          {/* The summary once: the findings repeat it item by item, and each item is shown below with its reasons. */}
          {summary && <Typography.Paragraph style={{ marginBottom: 0 }}>{summary}</Typography.Paragraph>}
          <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
            Related Agenda Items
          </Typography.Title>
          {alert.items.length === 0 && <Typography.Text type="secondary">No related agenda items.</Typography.Text>}
          {alert.items.map((item) => {
            const url =
              safeExternalUrl(item.document_url) ??
              safeExternalUrl(item.source_url) ??
              safeExternalUrl(alert.view_document_url);
            const confidence = item.confidence || 'Medium';
            const description = itemText(item.item_description, summary);
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
                {description && <Typography.Text type="secondary">{description}</Typography.Text>}
                <Evidence item={item} />
                {/* Both are links (one leaves for the source, one opens the document view), drawn as buttons. */}
                {(url || item.document_id !== null) && (
                  <Flex gap={8} wrap>
                    {url && (
                      <Button size="small" href={url} target="_blank" rel="noopener noreferrer">
                        View Full Document
                      </Button>
                    )}
                    {item.document_id !== null && item.document_id !== undefined && (
                      <Button
                        size="small"
                        href={`/documents/${item.document_id}`}
                        data-testid="document-view-link"
                        onClick={(event) => {
                          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                          event.preventDefault();
                          navigate(`/documents/${item.document_id}`);
                        }}
                      >
                        View Matched Passages
                      </Button>
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
