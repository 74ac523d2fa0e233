import { Alert, Button, Empty, Flex, List, Modal, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router-dom';
import { AlertFeedButton, ListItemMeta, SourceHealthBanner } from 'shared-auth';
import { usePropertyAlertsQuery } from '../api/propertiesApi';
import type { Property } from '../api/types';

const SEVERITY_COLOR: Record<string, string> = {
  urgent: 'red',
  high: 'orange',
  normal: 'blue',
  medium: 'gold',
  low: 'default',
};

/** The property's alerts; View Details opens the alert on /alerts. */
export function PropertyAlertsModal({ property, onClose }: { property: Property; onClose(): void }) {
  const navigate = useNavigate();
  const { data, isLoading, isError } = usePropertyAlertsQuery(property.id);
  return (
    <Modal open title={`Alerts: ${property.name}`} footer={null} onCancel={onClose} width={640} destroyOnHidden>
      <SourceHealthBanner propertyId={property.id} />
      <Flex justify="end" style={{ marginBottom: 8 }}>
        <AlertFeedButton kind="property" targetId={property.id} targetName={property.name} />
      </Flex>
      {isLoading ? (
        <Spin />
      ) : isError ? (
        <Alert type="error" showIcon title="Error loading alerts. Please try again." />
      ) : !data?.length ? (
        <Empty description="No alerts for this property yet." />
      ) : (
        <List
          dataSource={data}
          renderItem={(alert) => (
            <List.Item
              key={alert.id}
              actions={[
                <Button key="view" type="link" onClick={() => navigate(`/alerts?alertId=${alert.id}`)}>
                  View Details
                </Button>,
              ]}
            >
              <ListItemMeta
                title={
                  <span>
                    <Tag color={SEVERITY_COLOR[alert.severity] ?? 'default'}>{alert.severity}</Tag>
                    {alert.alert_title}
                  </span>
                }
                description={
                  <Typography.Text type="secondary">
                    {alert.meeting_title}
                    {alert.meeting_date ? ` · ${dayjs(alert.meeting_date).format('MMM D, YYYY')}` : ''}
                  </Typography.Text>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
