import { useState, type ReactNode } from 'react';
import { Alert as Notice, Button, Collapse, Descriptions, Flex, Modal, Spin, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  downloadApiFile,
  errorDetail,
  MiniSiteMap,
  safeExternalUrl,
  useAlertSummary,
  useAlertTitle,
  useLanguage,
  useT,
  type Translate,
} from 'shared-auth';
import { ALERTS_NAMESPACE } from '../../../i18n/catalogue';
import { useAlertDetailQuery } from '../api/alertsApi';
import type { AlertItem } from '../api/types';
import { evidenceLines, itemText } from '../lib/evidence';
import { listedApplications, registryApplication } from '../lib/registry';
import { formatDate } from '../../../shared/format';
import { ApplicationStand } from './ApplicationStand';
import { ListedApplications } from './ListedApplications';
import { SeverityLegend } from './SeverityLegend';
import { SeverityTag } from './SeverityTag';

const CONFIDENCE_COLORS: Record<string, string> = { High: 'green', Medium: 'gold', Low: 'default' };

/** An item's confidence as its tag says it ('High confidence'); one not known here as the server wrote it. */
function confidenceLabel(confidence: string, t: Translate): string {
  switch (confidence) {
    case 'High':
      return t('High confidence');
    case 'Medium':
      return t('Medium confidence');
    case 'Low':
      return t('Low confidence');
    default:
      return t('{{confidence}} confidence', { confidence });
  }
}

/** Why one item matched: each reason once, joined in one line. */
function Evidence({ item }: { item: AlertItem }) {
  const t = useT(ALERTS_NAMESPACE);
  const lines = evidenceLines(item.evidence);
  if (!lines.length) return null;
  return (
    <div data-testid="match-evidence">
      <Typography.Text strong>{t('Why it matched: ')}</Typography.Text>
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

/** The deep link that opens this alert for any signed-in member of the company (docs/exports.md). */
export const alertLink = (alertId: number) => `${window.location.origin}/alerts?alertId=${alertId}&view=1`;

export function AlertViewModal({ alertId, onClose, itemsFooter }: AlertViewModalProps) {
  const t = useT(ALERTS_NAMESPACE);
  const language = useLanguage();
  const titleOf = useAlertTitle();
  const summaryOf = useAlertSummary();
  const { data: alert, isLoading, error } = useAlertDetailQuery(alertId);
  const fromRegistry = alert ? registryApplication(alert) : null;
  // A property's farther new files told together: the list of them stands for the related items.
  const listed = alert ? listedApplications(alert) : [];
  const navigate = useNavigate();
  // The summary in the reader's language (the English when it has no French).
  const summary = alert ? summaryOf(alert) || alert.meeting_summary : null;
  const [notice, setNotice] = useState<{ type: 'success' | 'danger'; text: string } | null>(null);
  const [downloading, setDownloading] = useState(false);
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(alertLink(alertId));
      setNotice({ type: 'success', text: t('Link copied: it opens this alert for any member of your company.') });
    } catch {
      setNotice({ type: 'danger', text: t('Copy this link: {{link}}', { link: alertLink(alertId) }) });
    }
  };
  const downloadPdf = async () => {
    setDownloading(true);
    try {
      await downloadApiFile(`/api/alerts/${alertId}/pdf`, `parcelwatch-alert-${alertId}.pdf`);
      setNotice(null);
    } catch (e) {
      setNotice({ type: 'danger', text: e instanceof Error ? e.message : t('The download failed. Please try again.') });
    } finally {
      setDownloading(false);
    }
  };
  const footer = (
    <Flex vertical gap={8} align="end">
      {notice && (
        <Typography.Text type={notice.type} data-testid="alert-share-notice" style={{ overflowWrap: 'anywhere' }}>
          {notice.text}
        </Typography.Text>
      )}
      <Flex gap={8} wrap justify="end">
        {alert && (
          <>
            <Button onClick={() => void copyLink()} data-testid="alert-copy-link" style={{ minHeight: 44 }}>
              {t('Copy link')}
            </Button>
            <Button
              onClick={() => void downloadPdf()}
              loading={downloading}
              data-testid="alert-download-pdf"
              style={{ minHeight: 44 }}
            >
              {t('Download PDF')}
            </Button>
          </>
        )}
        <Button onClick={onClose} style={{ minHeight: 44 }}>
          {t('Close')}
        </Button>
      </Flex>
    </Flex>
  );
  return (
    <Modal open title={alert ? titleOf(alert) : t('Alert')} onCancel={onClose} footer={footer} width={760}>
      {isLoading && <Spin />}
      {error && (
        <Notice type="error" showIcon title={errorDetail(error, t('Error loading alerts. Please try again.'))} />
      )}
      {alert && (
        <Flex vertical gap={16}>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
            {fromRegistry || listed.length > 0 ? (
              // From an application registry: no meeting to name.
              <Descriptions.Item label={t('Source')}>{t('Application registry')}</Descriptions.Item>
            ) : (
              <Descriptions.Item label={t('Meeting')}>{alert.meeting_title}</Descriptions.Item>
            )}
            <Descriptions.Item label={t('Date')}>
              {formatDate(alert.meeting_date ?? alert.created_at)}
            </Descriptions.Item>
            {(alert.municipality || !(fromRegistry || listed.length > 0)) && (
              <Descriptions.Item label={t('Municipality')}>{alert.municipality ?? t('Unknown')}</Descriptions.Item>
            )}
            {listed.length > 0 ? (
              // A listing has one impact that names its files: the files are what it counts.
              <Descriptions.Item label={t('Files')}>{listed.length}</Descriptions.Item>
            ) : (
              <Descriptions.Item label={t('Items')}>{alert.num_items}</Descriptions.Item>
            )}
            {alert.alert_type === 'watch' ? (
              <Descriptions.Item label={t('Watch list')}>
                {alert.watch_name}
                {alert.matched_terms.length > 0 && (
                  <Typography.Text type="secondary">
                    {' '}
                    {t('(matched {{terms}})', { terms: alert.matched_terms.map((term) => `“${term}”`).join(', ') })}
                  </Typography.Text>
                )}
              </Descriptions.Item>
            ) : (
              <Descriptions.Item label={t('Property')}>{alert.property_name}</Descriptions.Item>
            )}
            <Descriptions.Item label={t('Severity')}>
              <SeverityTag severity={alert.severity} />
            </Descriptions.Item>
            {alert.application ? (
              <Descriptions.Item label={t('Application')}>
                <ApplicationStand application={alert.application} />
              </Descriptions.Item>
            ) : null}
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
                label: <Typography.Text type="secondary">{t('What the severities mean')}</Typography.Text>,
                children: <SeverityLegend current={alert.severity} />,
              },
            ]}
          />
          {/* The summary once: the findings repeat it item by item, and each item is shown below with its reasons. */}
          {summary && <Typography.Paragraph style={{ marginBottom: 0 }}>{summary}</Typography.Paragraph>}
          {listed.length > 0 && <ListedApplications applications={listed} />}
          {listed.length === 0 && (
            <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
              {t('Related Agenda Items')}
            </Typography.Title>
          )}
          {listed.length === 0 && alert.items.length === 0 && (
            <Typography.Text type="secondary">{t('No related agenda items.')}</Typography.Text>
          )}
          {/* A listing's one impact names its files, listed above; each file's page has its own Follow. */}
          {(listed.length > 0 ? [] : alert.items).map((item) => {
            const url =
              safeExternalUrl(item.document_url) ??
              safeExternalUrl(item.source_url) ??
              safeExternalUrl(alert.view_document_url);
            const confidence = item.confidence || 'Medium';
            // A bilingual portal's item reads in French for a French reader (its English stays the record's).
            const french = language === 'fr-CA' && item.item_title_fr ? item : null;
            const title = french?.item_title_fr ?? item.item_title;
            const description = itemText(
              french ? (item.item_description_fr ?? item.item_description) : item.item_description,
              summary,
            );
            return (
              <Flex
                key={item.id}
                data-testid="agenda-item"
                vertical
                gap={4}
                style={{ width: '100%', borderTop: '1px solid #f0f0f0', paddingTop: 12 }}
              >
                <Flex gap={8} align="center" wrap>
                  {item.item_number && (
                    <Typography.Text strong>{t('Item {{number}}', { number: item.item_number })}</Typography.Text>
                  )}
                  <Tag color={CONFIDENCE_COLORS[confidence] ?? 'default'}>{confidenceLabel(confidence, t)}</Tag>
                </Flex>
                <Typography.Text strong lang={french ? 'fr-CA' : undefined}>
                  {title}
                </Typography.Text>
                {description && <Typography.Text type="secondary">{description}</Typography.Text>}
                <Evidence item={item} />
                {/* Both are links (one leaves for the source, one opens the document view), drawn as buttons. */}
                {(url || item.document_id !== null) && (
                  <Flex gap={8} wrap>
                    {url && (
                      <Button size="small" href={url} target="_blank" rel="noopener noreferrer">
                        {t('View Full Document')}
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
                        {t('View Matched Passages')}
                      </Button>
                    )}
                  </Flex>
                )}
              </Flex>
            );
          })}
          {listed.length === 0 && alert.items.length > 0 && itemsFooter?.(alertId)}
        </Flex>
      )}
    </Modal>
  );
}
