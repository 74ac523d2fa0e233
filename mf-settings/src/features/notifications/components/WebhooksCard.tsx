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

const statusColor: Record<string, string> = { succeeded: 'green', pending: 'gold', failed: 'red' };

/** Admins: webhook endpoints (secret shown once), Send test, and the delivery log. */
export function WebhooksCard() {
  const { message } = App.useApp();
  const { data: endpoints = [], isLoading } = useWebhooksQuery();
  const { data: deliveries = [] } = useWebhookDeliveriesQuery();
  const [create, { isLoading: creating }] = useCreateWebhookMutation();
  const [remove] = useDeleteWebhookMutation();
  const [sendTest] = useTestWebhookMutation();
  const [secret, setSecret] = useState<string | null>(null);
  const [form] = Form.useForm<{ url: string }>();

  const add = async ({ url }: { url: string }) => {
    try {
      const created = await create({ url }).unwrap();
      setSecret(created.secret);
      form.resetFields();
    } catch (error) {
      message.error(errorDetail(error, 'Could not add the webhook'));
    }
  };
  const test = async (id: string) => {
    try {
      const delivery = await sendTest(id).unwrap();
      if (delivery.status === 'succeeded') message.success(`Test delivered (HTTP ${delivery.status_code})`);
      else message.error(`Test failed: ${delivery.error ?? 'no answer'}`);
    } catch (error) {
      message.error(errorDetail(error, 'Could not send the test'));
    }
  };

  return (
    <Card title="Webhooks">
      <Typography.Paragraph type="secondary">
        Every new alert is POSTed as JSON to these URLs, signed with HMAC-SHA256 in the{' '}
        <code>Parcelwatch-Signature</code> header.
      </Typography.Paragraph>
      {secret && (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => setSecret(null)}
          style={{ marginBottom: 16 }}
          message="Webhook added. Copy its signing secret now: it is shown only once."
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
          rules={[{ required: true, message: 'Please enter the URL' }]}
          style={{ flex: 1, minWidth: 240 }}
        >
          <Input aria-label="Webhook URL" placeholder="https://example.com/parcelwatch" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={creating}>
          Add webhook
        </Button>
      </Form>
      <Table
        rowKey="id"
        size="small"
        loading={isLoading}
        pagination={false}
        dataSource={endpoints}
        // antd greys a plain-text empty cell to 1.8:1 contrast; secondary text keeps 4.5:1.
        locale={{ emptyText: <Typography.Text type="secondary">No webhooks yet</Typography.Text> }}
        columns={[
          { title: 'URL', dataIndex: 'url', ellipsis: true },
          {
            title: 'Added',
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
                  Send test
                </Button>
                <Popconfirm
                  title="Delete this webhook and its log?"
                  okText="Delete"
                  onConfirm={() => void remove(row.id)}
                >
                  <Button size="small" danger>
                    Delete
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Typography.Title level={2} style={{ marginTop: 24, fontSize: 16 }}>
        Delivery log
      </Typography.Title>
      <Table
        rowKey="id"
        size="small"
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        dataSource={deliveries}
        // antd greys a plain-text empty cell to 1.8:1 contrast; secondary text keeps 4.5:1.
        locale={{ emptyText: <Typography.Text type="secondary">No deliveries yet</Typography.Text> }}
        columns={[
          {
            title: 'When',
            dataIndex: 'updated_at',
            width: 170,
            render: (v: string) => dayjs(v).format('MMM D, HH:mm:ss'),
          },
          {
            title: 'Event',
            dataIndex: 'event',
            render: (v: string, row) => (row.alert_id ? `${v} #${row.alert_id}` : v),
          },
          { title: 'Status', dataIndex: 'status', render: (v: string) => <Tag color={statusColor[v]}>{v}</Tag> },
          { title: 'HTTP', dataIndex: 'status_code', render: (v: number | null) => v ?? '—' },
          { title: 'Attempts', dataIndex: 'attempt' },
          { title: 'Error', dataIndex: 'error', ellipsis: true, render: (v: string | null) => v ?? '' },
        ]}
      />
    </Card>
  );
}
