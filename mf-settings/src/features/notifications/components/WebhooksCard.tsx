import { Alert, App, Button, Card, Form, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import {
  errorDetail,
  useCreateWebhookMutation,
  useDeleteWebhookMutation,
  useTestWebhookMutation,
  useWebhookDeliveriesQuery,
  useWebhooksQuery,
} from '../api/notificationsApi';
import { useT, type Translate } from 'shared-auth';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';

const statusColor: Record<string, string> = { succeeded: 'green', pending: 'gold', failed: 'red' };

/** A delivery's status in the language in use (an unknown one as the server sent it). */
function statusLabel(t: Translate, status: string): string {
  switch (status) {
    case 'succeeded':
      return t('succeeded');
    case 'pending':
      return t('pending');
    case 'failed':
      return t('failed');
    default:
      return status;
  }
}

/** Admins: webhook endpoints (secret shown once), Send test, and the delivery log. */
export function WebhooksCard() {
  const { message } = App.useApp();
  const t = useT(SETTINGS_NAMESPACE);
  const { data: endpoints = [], isLoading } = useWebhooksQuery();
  const { data: deliveries = [] } = useWebhookDeliveriesQuery();
  const [create, { isLoading: creating }] = useCreateWebhookMutation();
  const [remove] = useDeleteWebhookMutation();
  const [sendTest] = useTestWebhookMutation();
  const [secret, setSecret] = useState<string | null>(null);
  const [form] = Form.useForm<{ url: string }>();
  // The header's name is shown as code where the sentence puts it.
  const [beforeHeader = '', afterHeader = ''] = t(
    'Every new alert is POSTed as JSON to these URLs, signed with HMAC-SHA256 in the {{header}} header.',
    { header: '\u0000' },
  ).split('\u0000');

  const add = async ({ url }: { url: string }) => {
    try {
      const created = await create({ url }).unwrap();
      setSecret(created.secret);
      form.resetFields();
    } catch (error) {
      message.error(errorDetail(error, t('Could not add the webhook')));
    }
  };
  const test = async (id: string) => {
    try {
      const delivery = await sendTest(id).unwrap();
      if (delivery.status === 'succeeded')
        message.success(t('Test delivered (HTTP {{code}})', { code: delivery.status_code }));
      else message.error(t('Test failed: {{error}}', { error: delivery.error ?? t('no answer') }));
    } catch (error) {
      message.error(errorDetail(error, t('Could not send the test')));
    }
  };

  return (
    <Card title={t('Webhooks')}>
      <Typography.Paragraph type="secondary">
        {beforeHeader}
        <code>Parcelwatch-Signature</code>
        {afterHeader}
      </Typography.Paragraph>
      {secret && (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => setSecret(null)}
          style={{ marginBottom: 16 }}
          message={t('Webhook added. Copy its signing secret now: it is shown only once.')}
          description={
            <Typography.Text copyable code>
              {secret}
            </Typography.Text>
          }
        />
      )}
      <Form form={form} layout="inline" onFinish={add} style={{ marginBottom: 16 }}>
        <Form.Item
          name="url"
          rules={[{ required: true, message: t('Please enter the URL') }]}
          style={{ flex: 1, minWidth: 240 }}
        >
          <Input aria-label={t('Webhook URL')} placeholder="https://example.com/parcelwatch" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={creating}>
          {t('Add webhook')}
        </Button>
      </Form>
      <Table
        rowKey="id"
        size="small"
        loading={isLoading}
        pagination={false}
        dataSource={endpoints}
        // antd greys a plain-text empty cell to 1.8:1 contrast; secondary text keeps 4.5:1.
        locale={{ emptyText: <Typography.Text type="secondary">{t('No webhooks yet')}</Typography.Text> }}
        columns={[
          { title: 'URL', dataIndex: 'url', ellipsis: true },
          {
            title: t('Added'),
            dataIndex: 'created_at',
            width: 140,
            render: (v: string) => dayjs(v).format('MMM D, YYYY'),
          },
          {
            title: '',
            key: 'actions',
            width: 200,
            render: (_, row) => (
              <Space>
                <Button size="small" onClick={() => void test(row.id)}>
                  {t('Send test')}
                </Button>
                <Popconfirm
                  title={t('Delete this webhook and its log?')}
                  okText={t('Delete')}
                  onConfirm={() => void remove(row.id)}
                >
                  <Button size="small" danger>
                    {t('Delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Typography.Title level={2} style={{ marginTop: 24, fontSize: 16 }}>
        {t('Delivery log')}
      </Typography.Title>
      <Table
        rowKey="id"
        size="small"
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        dataSource={deliveries}
        // antd greys a plain-text empty cell to 1.8:1 contrast; secondary text keeps 4.5:1.
        locale={{ emptyText: <Typography.Text type="secondary">{t('No deliveries yet')}</Typography.Text> }}
        columns={[
          {
            title: t('When'),
            dataIndex: 'updated_at',
            width: 170,
            render: (v: string) => dayjs(v).format('MMM D, HH:mm:ss'),
          },
          {
            title: t('Event'),
            dataIndex: 'event',
            render: (v: string, row) => (row.alert_id ? `${v} #${row.alert_id}` : v),
          },
          {
            title: t('Status'),
            dataIndex: 'status',
            render: (v: string) => <Tag color={statusColor[v]}>{statusLabel(t, v)}</Tag>,
          },
          { title: 'HTTP', dataIndex: 'status_code', render: (v: number | null) => v ?? '—' },
          { title: t('Attempts'), dataIndex: 'attempt' },
          { title: t('Error'), dataIndex: 'error', ellipsis: true, render: (v: string | null) => v ?? '' },
        ]}
      />
    </Card>
  );
}
