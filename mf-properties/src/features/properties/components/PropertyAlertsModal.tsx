import { Alert, Button, Empty, Flex, List, Modal, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link, useNavigate } from 'react-router-dom';
import { useState } from 'react';
import {
  AlertFeedButton,
  ExportMenu,
  ListItemMeta,
  SourceHealthBanner,
  useAlertTitle,
  useT,
  type Translate,
} from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';
import { stepLabel } from '../../../shared/applicationSteps';
import { usePropertyAlertsQuery } from '../api/propertiesApi';
import type { Property, PropertyAlert } from '../api/types';

const SEVERITY_COLOR: Record<string, string> = {
  urgent: 'red',
  high: 'orange',
  normal: 'blue',
  medium: 'gold',
  low: 'default',
};

/** An alert's severity as the tag shows it (an unknown one as the server names it). */
function severityLabel(severity: string, t: Translate): string {
  switch (severity) {
    case 'urgent':
      return t('urgent');
    case 'high':
      return t('high');
    case 'normal':
      return t('normal');
    case 'medium':
      return t('medium');
    case 'low':
      return t('low');
    default:
      return severity;
  }
}

/** Where the development application of an alert stands now: its status and latest step, linked to its page. */
function ApplicationNow({ application: a }: { application: NonNullable<PropertyAlert['application']> }) {
  const t = useT(PROPERTIES_NAMESPACE);
  const step = a.latestStep;
  return (
    <Typography.Text data-testid="application-now">
      <Link to={`/applications/${a.id}`}>{a.fileNumber ?? t('Application {{id}}', { id: a.id })}</Link>
      {`: ${a.status ?? t('status not given')}`}
      {step
        ? ` · ${t('latest step: {{step}}', { step: stepLabel(step.kind, t) })}${step.on ? ` (${dayjs(step.on).format('MMM D, YYYY')})` : ''}`
        : ''}
    </Typography.Text>
  );
}

/** The property's alerts; View Details opens the alert on /alerts. */
export function PropertyAlertsModal({ property, onClose }: { property: Property; onClose(): void }) {
  const t = useT(PROPERTIES_NAMESPACE);
  const titleOf = useAlertTitle();
  const navigate = useNavigate();
  const { data, isLoading, isError } = usePropertyAlertsQuery(property.id);
  const [exportError, setExportError] = useState<string | null>(null);
  return (
    <Modal
      open
      title={t('Alerts: {{name}}', { name: property.name })}
      footer={null}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <SourceHealthBanner propertyId={property.id} />
      <Flex justify="end" gap={8} wrap style={{ marginBottom: 8 }}>
        <ExportMenu
          path="/api/alerts/export"
          params={{ propertyId: property.id }}
          fileName="parcelwatch-property-alerts"
          size="small"
          onError={setExportError}
        />
        <AlertFeedButton kind="property" targetId={property.id} targetName={property.name} />
      </Flex>
      {exportError && <Alert type="error" showIcon title={exportError} style={{ marginBottom: 8 }} />}
      {isLoading ? (
        <Spin />
      ) : isError ? (
        <Alert type="error" showIcon title={t('Error loading alerts. Please try again.')} />
      ) : !data?.length ? (
        <Empty description={t('No alerts for this property yet.')} />
      ) : (
        <List
          dataSource={data}
          renderItem={(alert) => (
            <List.Item
              key={alert.id}
              actions={[
                <Button key="view" type="link" onClick={() => navigate(`/alerts?alertId=${alert.id}`)}>
                  {t('View Details')}
                </Button>,
              ]}
            >
              <ListItemMeta
                title={
                  <span>
                    <Tag color={SEVERITY_COLOR[alert.severity] ?? 'default'}>{severityLabel(alert.severity, t)}</Tag>
                    {titleOf(alert)}
                  </span>
                }
                description={
                  <Flex vertical gap={2}>
                    <Typography.Text type="secondary">
                      {alert.meeting_title}
                      {alert.meeting_date ? ` · ${dayjs(alert.meeting_date).format('MMM D, YYYY')}` : ''}
                    </Typography.Text>
                    {alert.application ? <ApplicationNow application={alert.application} /> : null}
                  </Flex>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
