import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert as Notice, Button, Card, Empty, Flex, Popconfirm, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { errorDetail } from 'shared-auth';
import { useApiKeysQuery, useRevokeApiKeyMutation } from '../api/apiKeysApi';
import type { ApiKey } from '../api/types';
import { CreateApiKeyModal } from './CreateApiKeyModal';
import { SCOPE_LABELS } from './scopes';

const day = (value: string | null, fallback = 'Never') => (value ? dayjs(value).format('MMM D, YYYY') : fallback);

const STATUS_COLORS: Record<ApiKey['status'], string> = { active: 'green', revoked: 'default', expired: 'orange' };

/**
 * Settings -> API keys (company admins): read-only keys for the company's own tools, listed with their scopes, last
 * use and expiry, created in a modal that shows the key once, revoked with a confirmation.
 */
export function ApiKeysTab() {
  const keys = useApiKeysQuery();
  const [revoke, revoking] = useRevokeApiKeyMutation();
  const [creating, setCreating] = useState(false);

  return (
    <Card>
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="start" gap={12} wrap>
          <Typography.Paragraph style={{ margin: 0, maxWidth: 640 }}>
            Read-only keys let your own tools (a CRM, a spreadsheet, a report) read your company's alerts, properties,
            meetings and registries. Send a key as <Typography.Text code>Authorization: Bearer pwk_…</Typography.Text>;
            the routes that accept keys are marked in the{' '}
            <a href="/api/docs" target="_blank" rel="noreferrer">
              API documentation
            </a>
            .
          </Typography.Paragraph>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            Create API key
          </Button>
        </Flex>
        {keys.isError && (
          <Notice
            type="error"
            showIcon
            title={errorDetail(keys.error, 'API keys could not be loaded.')}
            action={<Button onClick={() => void keys.refetch()}>Retry</Button>}
          />
        )}
        {revoking.isError && (
          <Notice type="error" showIcon title={errorDetail(revoking.error, 'The key could not be revoked.')} />
        )}
        <div role="region" aria-label="API keys" tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table<ApiKey>
            aria-label="API keys"
            style={{ minWidth: 760 }}
            rowKey="id"
            size="middle"
            loading={keys.isLoading}
            dataSource={keys.data ?? []}
            pagination={false}
            locale={{
              emptyText: <Empty description="No API keys yet. Create one for each tool that reads your data." />,
            }}
            columns={[
              { title: 'Name', dataIndex: 'name', key: 'name' },
              {
                title: 'Key',
                key: 'prefix',
                render: (_, key) => <Typography.Text code>{key.prefix}…</Typography.Text>,
              },
              {
                title: 'Can read',
                key: 'scopes',
                render: (_, key) => key.scopes.map((s) => <Tag key={s}>{SCOPE_LABELS[s].split(' (')[0]}</Tag>),
              },
              {
                title: 'Created',
                key: 'created',
                render: (_, key) => `${day(key.created_at)}${key.created_by ? ` by ${key.created_by}` : ''}`,
              },
              { title: 'Last used', key: 'last_used', render: (_, key) => day(key.last_used_at) },
              { title: 'Expires', key: 'expires', render: (_, key) => day(key.expires_at) },
              {
                title: 'Status',
                key: 'status',
                render: (_, key) => <Tag color={STATUS_COLORS[key.status]}>{key.status}</Tag>,
              },
              {
                title: 'Actions',
                key: 'actions',
                render: (_, key) =>
                  key.status === 'active' ? (
                    <Popconfirm
                      title={`Revoke "${key.name}"?`}
                      description="Tools using this key stop reading at once."
                      okText="Revoke"
                      okButtonProps={{ danger: true }}
                      onConfirm={() => revoke(key.id)}
                    >
                      <Button danger size="small">
                        Revoke
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
