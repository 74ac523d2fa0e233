import { CalendarOutlined, EnvironmentOutlined, FileTextOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Flex, Space, Tag, Typography } from 'antd';
import { readablePlace, useAlertPreview, useAlertTitle, useT } from 'shared-auth';
import { ALERTS_NAMESPACE } from '../../../i18n/catalogue';
import type { Alert } from '../api/types';
import { formatDate } from '../../../shared/format';
import { listedApplications, registryApplication } from '../lib/registry';
import { SeverityTag } from './SeverityTag';
import { WatchMatchLine } from './WatchMatchLine';
import { categoryLabel } from '../../../shared/constants';

export interface AlertCardProps {
  alert: Alert;
  highlighted: boolean;
  onView: () => void;
  onChat: () => void;
  onDismiss: () => void;
  /** Assign to a teammate (the button shows when given). */
  onAssign?: () => void;
  /** The list's multi-select (the checkbox shows when given). */
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
}

/** The unread marker: a dot, and the word for screen readers. */
function UnreadDot() {
  const t = useT(ALERTS_NAMESPACE);
  return (
    <span data-testid="unread-marker" title={t('Unread')} style={{ display: 'inline-flex', alignItems: 'center' }}>
      <span
        aria-hidden
        style={{ width: 10, height: 10, borderRadius: '50%', background: '#1677ff', display: 'inline-block' }}
      />
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {t('Unread')}
      </span>
    </span>
  );
}

export function AlertCard(props: AlertCardProps) {
  const { alert, highlighted, onView, onChat, onDismiss, onAssign, selected, onSelect } = props;
  const t = useT(ALERTS_NAMESPACE);
  const titleOf = useAlertTitle();
  const previewOf = useAlertPreview();
  // Read state is the caller's own; an alert from an older answer without it counts as read (no marker).
  const unread = alert.read === false;
  const title = titleOf(alert) || alert.meeting_title;
  // An alert of a development application with no meeting (from a registry): the application and where it stands.
  const fromRegistry = registryApplication(alert);
  // An alert that lists a property's farther new files: how many, no meeting either.
  const listed = listedApplications(alert).length;
  const subtitle = fromRegistry
    ? `${t('Development application')}${fromRegistry.status ? ` · ${fromRegistry.status}` : ''} · ${formatDate(alert.created_at)}`
    : listed > 0
      ? `${t('Development applications · {{count}} files', { count: listed })} · ${formatDate(alert.created_at)}`
      : `${alert.meeting_title} · ${formatDate(alert.meeting_date ?? alert.created_at)}`;
  return (
    <Card
      id={`alert-${alert.id}`}
      data-testid="alert-card"
      data-highlighted={highlighted ? 'true' : undefined}
      data-unread={unread ? 'true' : undefined}
      // The card, its body and its content are one flex column as high as the row's tallest card: the buttons sit at
      // the bottom of every card of a row, whatever the tags above them take.
      style={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'box-shadow 0.3s, border-color 0.3s',
        ...(highlighted ? { borderColor: '#1677ff', boxShadow: '0 0 0 3px rgba(22, 119, 255, 0.35)' } : {}),
      }}
      styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column' } }}
    >
      <Flex vertical gap={8} style={{ flex: 1 }}>
        {/* Title: the item (two lines at most, the whole of it on hover); subtitle: the meeting and its date. */}
        <Flex justify="space-between" align="start" gap={8}>
          {onSelect && (
            <Checkbox
              checked={Boolean(selected)}
              onChange={(e) => onSelect(e.target.checked)}
              aria-label={t('Select {{title}}', { title })}
              style={{ marginTop: 2 }}
            />
          )}
          {unread && <UnreadDot />}
          <Typography.Title
            level={2}
            style={{ margin: 0, minWidth: 0, flex: 1, fontSize: 16, fontWeight: unread ? 700 : 500 }}
            title={title}
            ellipsis={{ rows: 2, tooltip: title }}
            data-testid="alert-card-title"
          >
            {title}
          </Typography.Title>
          <SeverityTag severity={alert.severity} />
        </Flex>
        <Typography.Text type="secondary" data-testid="alert-card-subtitle" ellipsis={{ tooltip: subtitle }}>
          <CalendarOutlined /> {subtitle}
        </Typography.Text>
        <Space size={12} wrap>
          {(alert.municipality || !fromRegistry) && (
            <Typography.Text type="secondary">
              <EnvironmentOutlined /> {alert.municipality ?? t('Unknown')}
            </Typography.Text>
          )}
          <Typography.Text type="secondary">
            <FileTextOutlined />{' '}
            {alert.num_items === 1
              ? t('{{count}} item', { count: alert.num_items })
              : t('{{count}} items', { count: alert.num_items })}
          </Typography.Text>
        </Space>
        {alert.assignee && (
          <Typography.Text data-testid="alert-card-assignee">
            <UserOutlined /> {t('Assigned to {{name}}', { name: alert.assignee.name })}
          </Typography.Text>
        )}
        {alert.alert_type === 'watch' ? (
          <WatchMatchLine alert={alert} />
        ) : (
          <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ marginBottom: 0 }}>
            {previewOf(alert)}
          </Typography.Paragraph>
        )}
        <Space size={4} wrap>
          {/* A long name or address wraps inside the card instead of running out of it. */}
          <Tag style={{ whiteSpace: 'normal', maxWidth: '100%', overflowWrap: 'anywhere' }}>
            {readablePlace(alert.property_name)}
          </Tag>
          {alert.alert_categories.map((category) => (
            <Tag key={category} color="geekblue">
              {categoryLabel(category)}
            </Tag>
          ))}
        </Space>
        {alert.also_concerns.length ? (
          // One card per alert (paging, counts and dismissing count alerts); the card says which of the company's
          // other properties its item also concerns, each of which has its own card.
          <Typography.Text type="secondary" data-testid="alert-card-also-concerns" style={{ overflowWrap: 'anywhere' }}>
            {t('Also concerns: {{properties}}', { properties: alert.also_concerns.map(readablePlace).join(', ') })}
          </Typography.Text>
        ) : null}
        <Flex gap={8} wrap style={{ marginTop: 'auto' }}>
          <Button onClick={onView}>{t('View')}</Button>
          <Button type="primary" onClick={onChat}>
            {t('Ask AI')}
          </Button>
          {onAssign && <Button onClick={onAssign}>{t('Assign')}</Button>}
          <Button danger onClick={onDismiss}>
            {t('Dismiss')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
