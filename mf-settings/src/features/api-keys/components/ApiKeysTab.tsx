import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert as Notice, Button, Card, Empty, Flex, Popconfirm, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { errorDetail, translate, useT, type Translate } from 'shared-auth';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';
import { withParts } from 'shared-auth';
import { useApiKeysQuery, useRevokeApiKeyMutation } from '../api/apiKeysApi';
import type { ApiKey } from '../api/types';
import { CreateApiKeyModal } from './CreateApiKeyModal';
import { SCOPE_LABELS } from './scopes';

const day = (value: string | null, fallback = translate(SETTINGS_NAMESPACE, 'Never')) =>
  value ? dayjs(value).format('MMM D, YYYY') : fallback;

const STATUS_COLORS: Record<ApiKey['status'], string> = { active: 'green', revoked: 'default', expired: 'orange' };

function statusLabel(t: Translate, status: ApiKey['status']): string {
  switch (status) {
    case 'active':
      return t('active');
    case 'revoked':
      return t('revoked');
    case 'expired':
      return t('expired');
    default:
      return status;
  }
}

/**
 * Settings -> API keys (company admins): read-only keys for the company's own tools, listed with their scopes, last
 * use and expiry, created in a modal that shows the key once, revoked with a confirmation.
 */
export function ApiKeysTab() {
  const t = useT(SETTINGS_NAMESPACE);
  const keys = useApiKeysQuery();
  const [revoke, revoking] = useRevokeApiKeyMutation();
  const [creating, setCreating] = useState(false);

  return (
    <Card>
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="start" gap={12} wrap>
          <Typography.Paragraph style={{ margin: 0, maxWidth: 640 }}>
            {withParts(
              (values) =>
                t(
                  "Read-only keys let your own tools (a CRM, a spreadsheet, a report) read your company's alerts, properties, meetings and registries. Send a key as {{header}}; the routes that accept keys are marked in the {{docs}}.",
                  values,
                ),
              {
                header: <Typography.Text code>Authorization: Bearer pwk_…</Typography.Text>,
                docs: (
                  <a href="/api/docs" target="_blank" rel="noreferrer">
                    {t('API documentation')}
                  </a>
                ),
              },
            )}
          </Typography.Paragraph>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('Create API key')}
          </Button>
        </Flex>
        {keys.isError && (
          <Notice
            type="error"
            showIcon
            title={errorDetail(keys.error, t('API keys could not be loaded.'))}
            action={<Button onClick={() => void keys.refetch()}>{t('Retry')}</Button>}
          />
        )}
        {revoking.isError && (
          <Notice type="error" showIcon title={errorDetail(revoking.error, t('The key could not be revoked.'))} />
        )}
        <div role="region" aria-label={t('API keys')} tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table<ApiKey>
            aria-label={t('API keys')}
            style={{ minWidth: 760 }}
            rowKey="id"
            size="middle"
            loading={keys.isLoading}
            dataSource={keys.data ?? []}
            pagination={false}
            locale={{
              emptyText: <Empty description={t('No API keys yet. Create one for each tool that reads your data.')} />,
            }}
            columns={[
              { title: t('Name'), dataIndex: 'name', key: 'name' },
              {
                title: t('Key'),
                key: 'prefix',
                render: (_, key) => <Typography.Text code>{key.prefix}…</Typography.Text>,
              },
              {
                title: t('Can read'),
                key: 'scopes',
                render: (_, key) => key.scopes.map((s) => <Tag key={s}>{SCOPE_LABELS[s].split(' (')[0]}</Tag>),
              },
              {
                title: t('Created'),
                key: 'created',
                render: (_, key) =>
                  key.created_by
                    ? t('{{date}} by {{name}}', { date: day(key.created_at), name: key.created_by })
                    : day(key.created_at),
              },
              { title: t('Last used'), key: 'last_used', render: (_, key) => day(key.last_used_at) },
              { title: t('Expires'), key: 'expires', render: (_, key) => day(key.expires_at) },
              {
                title: t('Status'),
                key: 'status',
                render: (_, key) => <Tag color={STATUS_COLORS[key.status]}>{statusLabel(t, key.status)}</Tag>,
              },
              {
                title: t('Actions'),
                key: 'actions',
                render: (_, key) =>
                  key.status === 'active' ? (
                    <Popconfirm
                      title={t('Revoke "{{name}}"?', { name: key.name })}
                      description={t('Tools using this key stop reading at once.')}
                      okText={t('Revoke')}
                      okButtonProps={{ danger: true }}
                      onConfirm={() => revoke(key.id)}
                    >
                      <Button danger size="small">
                        {t('Revoke')}
                      </Button>
                    </Popconfirm>
                  ) : null,
              },
            ]}
          />
        </div>
      </Flex>
      {creating && <CreateApiKeyModal onClose={() => setCreating(false)} />}
    </Card>
  );
}
