import { FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Dropdown, Flex, Input, Select, Typography } from 'antd';
import type { AlertCategory } from '../api/types';
import { TYPE_OPTIONS } from '../../../shared/constants';
import { PageTitle, useT } from 'shared-auth';
import { ALERTS_NAMESPACE } from '../../../i18n/catalogue';

export interface AlertsHeaderProps {
  search: string;
  onSearch: (value: string) => void;
  properties: Array<{ property_id: string; name: string }>;
  propertyId: string | undefined;
  onPropertyChange: (value: string | undefined) => void;
  category: AlertCategory | undefined;
  onCategoryChange: (value: AlertCategory | undefined) => void;
}

/** Title, the search box and the filter dropdown (a property select and a type select). */
export function AlertsHeader(props: AlertsHeaderProps) {
  const t = useT(ALERTS_NAMESPACE);
  const active = Number(Boolean(props.propertyId)) + Number(Boolean(props.category));
  const panel = (
    <Card size="small" style={{ width: 280 }} data-testid="alert-filters">
      <Flex vertical gap={12}>
        <label>
          <Typography.Text strong>{t('Property')}</Typography.Text>
          <Select
            aria-label={t('Property')}
            style={{ width: '100%', marginTop: 4 }}
            value={props.propertyId ?? 'all'}
            onChange={(value: string) => props.onPropertyChange(value === 'all' ? undefined : value)}
            options={[
              { value: 'all', label: t('All Properties') },
              ...props.properties.map((p) => ({ value: p.property_id, label: p.name })),
            ]}
          />
        </label>
        <label>
          <Typography.Text strong>{t('Type')}</Typography.Text>
          <Select
            aria-label={t('Type')}
            style={{ width: '100%', marginTop: 4 }}
            value={props.category ?? 'all'}
            onChange={(value: string) => props.onCategoryChange(value === 'all' ? undefined : (value as AlertCategory))}
            options={TYPE_OPTIONS.map(({ value, label }) => ({ value, label }))}
          />
        </label>
      </Flex>
    </Card>
  );
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <AlertsTitle />
      <Flex gap={8}>
        <Input
          aria-label={t('Search alerts')}
          placeholder={t('Search alerts')}
          prefix={<SearchOutlined />}
          allowClear
          value={props.search}
          onChange={(e) => props.onSearch(e.target.value)}
          style={{ width: 260 }}
        />
        <Dropdown trigger={['click']} popupRender={() => panel}>
          <Badge count={active} size="small">
            <Button icon={<FilterOutlined />}>{t('Filters')}</Button>
          </Badge>
        </Dropdown>
      </Flex>
    </Flex>
  );
}

/** The page's title and subtitle: over the list, and alone over the state of an account without properties. */
export function AlertsTitle() {
  const t = useT(ALERTS_NAMESPACE);
  return (
    <div>
      <PageTitle>{t('Alerts')}</PageTitle>
      <Typography.Text type="secondary">
        {t('Municipal activity that may affect your properties, and why it matched.')}
      </Typography.Text>
    </div>
  );
}
