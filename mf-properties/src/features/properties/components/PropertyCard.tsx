import { AlertOutlined, DeleteOutlined, EditOutlined, FileTextOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Popconfirm, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import {
  MiniSiteMap,
  monthlyPriceShort,
  propertyPlace,
  SourceHealthBanner,
  subscriptionView,
  useT,
  type CompanyTrial,
} from 'shared-auth';
import type { LandUseType, Property } from '../api/types';
import { landUseLabel } from '../lib/format';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';

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
  /** The company's free trial, when it is running: an unsubscribed property's alerts are analysed all the same. */
  companyTrial?: CompanyTrial | null;
  /** How well the property's municipality is watched (a tag linking to its coverage), beside the municipality. */
  coverage?: ReactNode;
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
  const t = useT(PROPERTIES_NAMESPACE);
  const view = subscriptionView(property, companyTrial);
  const { actions } = view;
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
          <Tag color={view.color} data-testid="subscription-state">
            {view.label}
          </Tag>
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={t('Edit {{name}}', { name: property.name })}
            onClick={() => onEdit(property)}
          />
        </Space>
      }
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12, flex: 1 } }}
    >
      {view.state === 'trial' || (view.state === 'active' && property.payment_status === 'trial') ? (
        <Alert type="info" showIcon title={view.detail} data-testid="subscription-detail" />
      ) : null}
      {/* A source this property's alerts come from is not being read (hidden while every one is healthy). */}
      <SourceHealthBanner propertyId={property.id} marginBottom={0} />
      <div>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
          {propertyPlace(property)}
        </Typography.Paragraph>
        {property.municipality_name ? <Tag>{property.municipality_name}</Tag> : null}
        {coverage}
      </div>
      <MiniSiteMap propertyId={property.id} height={170} />
      <Flex vertical gap={2}>
        <Typography.Text>
          <Typography.Text type="secondary">{t('Current use: ')}</Typography.Text>
          {landUseLabel(property.current_land_use, landUseTypes)}
        </Typography.Text>
        <Typography.Text>
          <Typography.Text type="secondary">{t('Future use: ')}</Typography.Text>
          {landUseLabel(property.future_land_use, landUseTypes)}
        </Typography.Text>
      </Flex>
      <Flex vertical gap={8} style={{ marginTop: 'auto' }}>
        {view.state === 'past_due' ? (
          <Alert type="error" showIcon title={t('Payment Failed')} description={view.detail} />
        ) : null}
        {view.state === 'inactive' ? (
          <Flex align="baseline" gap={8}>
            <Typography.Text strong style={{ fontSize: 18 }}>
              {t('FREE')}
            </Typography.Text>
            <Typography.Text type="secondary">{t('or {{price}}', { price: monthlyPriceShort() })}</Typography.Text>
          </Flex>
        ) : null}
        {view.state === 'active' && property.payment_status !== 'trial' && view.detail ? (
          <Typography.Text type="secondary" data-testid="subscription-detail">
            {view.detail}
          </Typography.Text>
        ) : null}
        <Flex gap={8} wrap>
          {actions.alerts ? (
            <Button type="primary" icon={<AlertOutlined />} onClick={() => onAlerts(property)}>
              {t('Alerts')}
            </Button>
          ) : null}
          {actions.subscribe ? (
            <Button
              type={actions.alerts ? 'default' : 'primary'}
              loading={subscribing}
              onClick={() => onSubscribe(property)}
            >
              {t('Subscribe')}
            </Button>
          ) : null}
          <Button icon={<FileTextOutlined />} onClick={() => onInfo(property)}>
            {t('Property Info')}
          </Button>
          {actions.delete ? (
            <Popconfirm
              title={t('Delete this property?')}
              description={t('Its documents are deleted too. This cannot be undone.')}
              okText={t('Delete')}
              okButtonProps={{ danger: true }}
              cancelText={t('Keep')}
              onConfirm={() => onDelete(property)}
            >
              <Button
                danger
                icon={<DeleteOutlined />}
                loading={deleting}
                aria-label={t('Delete {{name}}', { name: property.name })}
              />
            </Popconfirm>
          ) : null}
        </Flex>
        {view.state === 'cancelling' ? (
          <Flex align="center" gap={8} wrap>
            <Typography.Text type="secondary" data-testid="subscription-detail">
              {view.detail}
            </Typography.Text>
            <Button size="small" loading={changingSubscription} onClick={() => onRenewSubscription(property)}>
              {t('Renew')}
            </Button>
          </Flex>
        ) : null}
        {actions.cancel ? (
          <Popconfirm
            title={t('Cancel the subscription?')}
            description={t('Monitoring continues until the end of the current period.')}
            okText={t('Cancel subscription')}
            cancelText={t('Keep')}
            onConfirm={() => onCancelSubscription(property)}
          >
            <Button
              type="link"
              size="small"
              loading={changingSubscription}
              style={{ alignSelf: 'flex-start', paddingInline: 0 }}
            >
              {t('Cancel subscription')}
            </Button>
          </Popconfirm>
        ) : null}
      </Flex>
    </Card>
  );
}
