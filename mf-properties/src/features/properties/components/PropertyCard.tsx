import { AlertOutlined, DeleteOutlined, EditOutlined, FileTextOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Popconfirm, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { MiniSiteMap, SourceHealthBanner } from 'shared-auth';
import type { LandUseType, Property } from '../api/types';
import { landUseLabel, trialDaysLeft } from '../lib/format';

export interface PropertyCardProps {
  property: Property;
  landUseTypes?: LandUseType[];
  subscribing?: boolean;
  deleting?: boolean;
  onAlerts(property: Property): void;
  onInfo(property: Property): void;
  onEdit(property: Property): void;
  onSubscribe(property: Property): void;
  onDelete(property: Property): void;
  onCancelSubscription(property: Property): void;
  onRenewSubscription(property: Property): void;
  changingSubscription?: boolean;
  /** The company's free trial is running: an unsubscribed property's alerts are analysed all the same. */
  companyTrial?: boolean;
  /** How well the property's municipality is watched (a tag linking to its coverage), beside the municipality. */
  coverage?: ReactNode;
}

/** One status tag: "Cancels on <date>", "Active", "Trial" (the company's trial, not subscribed yet), or none. */
function StatusTag({ property, companyTrial }: { property: Property; companyTrial?: boolean }) {
  if (property.active && property.cancel_at_period_end) {
    const end = property.current_period_end ? dayjs(property.current_period_end).format('MMM D, YYYY') : null;
    return <Tag color="orange">{end ? `Cancels on ${end}` : 'Cancelling'}</Tag>;
  }
  if (property.active) return <Tag color="green">Active</Tag>;
  if (companyTrial && property.payment_status !== 'past_due') return <Tag color="blue">Trial</Tag>;
  return null;
}

/** One property: its trial banner, details, and the actions of its subscription state. */
export function PropertyCard({
  property,
  landUseTypes,
  subscribing,
  deleting,
  changingSubscription,
  companyTrial,
  coverage,
  onAlerts,
  onInfo,
  onEdit,
  onSubscribe,
  onDelete,
  onCancelSubscription,
  onRenewSubscription,
}: PropertyCardProps) {
  const days = trialDaysLeft(property);
  const pastDue = property.payment_status === 'past_due';
  const onTrial = Boolean(companyTrial) && !pastDue;
  return (
    <Card
      data-testid={`property-card-${property.id}`}
      title={
        <Typography.Text strong ellipsis={{ tooltip: property.name }}>
          {property.name}
        </Typography.Text>
      }
      extra={
        <Space size={4}>
          <StatusTag property={property} companyTrial={companyTrial} />
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={`Edit ${property.name}`}
            onClick={() => onEdit(property)}
          />
        </Space>
      }
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12, flex: 1 } }}
    >
      {days !== null ? (
        <Alert type="info" showIcon title={`Free trial: ${days} ${days === 1 ? 'day' : 'days'} left`} />
      ) : null}
      {/* A source this property's alerts come from is not being read (hidden while every one is healthy). */}
      <SourceHealthBanner propertyId={property.id} marginBottom={0} />
      <div>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
          {property.address ??
            (property.latitude !== null ? `${property.latitude}, ${property.longitude}` : 'No address')}
        </Typography.Paragraph>
        {property.municipality_name ? <Tag>{property.municipality_name}</Tag> : null}
        {coverage}
      </div>
      <MiniSiteMap propertyId={property.id} height={170} />
      <Flex vertical gap={2}>
        <Typography.Text>
          <Typography.Text type="secondary">Current use: </Typography.Text>
          {landUseLabel(property.current_land_use, landUseTypes)}
        </Typography.Text>
        <Typography.Text>
          <Typography.Text type="secondary">Future use: </Typography.Text>
          {landUseLabel(property.future_land_use, landUseTypes)}
        </Typography.Text>
      </Flex>
      {property.active ? (
        <Flex vertical gap={8} style={{ marginTop: 'auto' }}>
          <Flex gap={8}>
            <Button type="primary" icon={<AlertOutlined />} onClick={() => onAlerts(property)}>
              Alerts
            </Button>
            <Button icon={<FileTextOutlined />} onClick={() => onInfo(property)}>
              Property Info
            </Button>
          </Flex>
          {property.cancel_at_period_end ? (
            <Flex align="center" gap={8} wrap>
              <Typography.Text type="secondary">
                Monitoring ends{' '}
                {property.current_period_end
                  ? dayjs(property.current_period_end).format('MMM D, YYYY')
                  : 'at the end of the period'}
                .
              </Typography.Text>
              <Button size="small" loading={changingSubscription} onClick={() => onRenewSubscription(property)}>
                Renew
              </Button>
            </Flex>
          ) : (
            <Popconfirm
              title="Cancel the subscription?"
              description="Monitoring continues until the end of the current period."
              okText="Cancel subscription"
              cancelText="Keep"
              onConfirm={() => onCancelSubscription(property)}
            >
              <Button
                type="link"
                size="small"
                loading={changingSubscription}
                style={{ alignSelf: 'flex-start', paddingInline: 0 }}
              >
                Cancel subscription
              </Button>
            </Popconfirm>
          )}
        </Flex>
      ) : (
        <Flex vertical gap={8} style={{ marginTop: 'auto' }}>
          {pastDue ? (
            <Alert
              type="error"
              showIcon
              title="Payment Failed"
              description="Update your payment to resume monitoring."
            />
          ) : null}
          {onTrial ? (
            <Flex vertical gap={0}>
              <Typography.Text strong style={{ fontSize: 18 }}>
                Trial
              </Typography.Text>
              <Typography.Text type="secondary">Alerts analysed during the trial, then $50/Month</Typography.Text>
            </Flex>
          ) : (
            <Flex align="baseline" gap={8}>
              <Typography.Text strong style={{ fontSize: 18 }}>
                FREE
              </Typography.Text>
              <Typography.Text type="secondary">or $50/Month</Typography.Text>
            </Flex>
          )}
          <Flex gap={8}>
            <Button type="primary" loading={subscribing} onClick={() => onSubscribe(property)}>
              Subscribe
            </Button>
            <Button icon={<FileTextOutlined />} onClick={() => onInfo(property)}>
              Property Info
            </Button>
            {/* A past-due subscription is still live on the server, which refuses the delete: not offered. */}
            {pastDue ? null : (
              <Popconfirm
                title="Delete this property?"
                description="Its documents are deleted too. This cannot be undone."
                okText="Delete"
                okButtonProps={{ danger: true }}
                cancelText="Keep"
                onConfirm={() => onDelete(property)}
              >
                <Button danger icon={<DeleteOutlined />} loading={deleting} aria-label={`Delete ${property.name}`} />
              </Popconfirm>
            )}
          </Flex>
        </Flex>
      )}
    </Card>
  );
}
