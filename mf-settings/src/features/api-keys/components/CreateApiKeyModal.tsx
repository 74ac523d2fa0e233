import { Alert as Notice, Button, Checkbox, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { errorDetail, SECRET_TEXT_STYLE, useT } from 'shared-auth';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';
import { withParts } from 'shared-auth';
import { useCreateApiKeyMutation } from '../api/apiKeysApi';
import type { CreatedApiKey, NewApiKey } from '../api/types';
import { EXPIRY_DAYS, SCOPE_LABELS, SCOPES } from './scopes';

/**
 * Create an API key: a name, its scopes and its expiry. The key is then shown once, with a copy button, and never
 * again (the server keeps only its hash).
 */
export function CreateApiKeyModal({ onClose }: { onClose: () => void }) {
  const t = useT(SETTINGS_NAMESPACE);
  const [form] = Form.useForm<NewApiKey>();
  const [create, { isLoading, error }] = useCreateApiKeyMutation();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const result = await create({ ...values, name: values.name.trim() });
    if ('data' in result && result.data) setCreated(result.data);
  };

  if (created) {
    return (
      <Modal
        open
        title={t('API key created')}
        onCancel={onClose}
        footer={
          <Button type="primary" onClick={onClose}>
            {t('Done')}
          </Button>
        }
      >
        <Notice
          type="warning"
          showIcon
          title={t('Copy this key now. It will not be shown again.')}
          style={{ marginBottom: 12 }}
        />
        <Typography.Paragraph>
          {withParts((values) => t('{{name}} reads {{scopes}} until {{date}}.', values), {
            name: <Typography.Text strong>{created.name}</Typography.Text>,
            scopes: created.scopes.map((s) => SCOPE_LABELS[s].split(' (')[0]!.toLowerCase()).join(', '),
            date: new Date(created.expires_at).toLocaleDateString('en-CA', {
              year: 'numeric',
              month: 'short',
              day: 'numeric',
            }),
          })}
        </Typography.Paragraph>
        <Typography.Paragraph
          copyable={{ text: created.key, tooltips: [t('Copy key'), t('Copied')] }}
          data-testid="new-api-key"
          style={SECRET_TEXT_STYLE}
        >
          {created.key}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          {withParts(
            (values) => t('Send it as {{header}} to the routes the API documentation marks for API keys.', values),
            { header: <Typography.Text code>Authorization: Bearer {created.prefix}…</Typography.Text> },
          )}
        </Typography.Paragraph>
      </Modal>
    );
  }

  return (
    <Modal
      open
      title={t('Create API key')}
      okText={t('Create key')}
      onOk={() => void submit()}
      confirmLoading={isLoading}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ scopes: ['alerts'], expires_in_days: 90 }}
        requiredMark="optional"
      >
        <Form.Item
          name="name"
          label={t('Name')}
          extra={t('What uses the key, so you can tell keys apart (for example: CRM sync).')}
          rules={[
            { required: true, whitespace: true, message: t('Name is required') },
            { max: 80, message: t('At most 80 characters') },
          ]}
        >
          <Input autoFocus maxLength={80} />
        </Form.Item>
        <Form.Item
          name="scopes"
          label={t('Can read')}
          rules={[{ required: true, message: t('Choose at least one scope') }]}
        >
          <Checkbox.Group options={SCOPES.map((value) => ({ value, label: SCOPE_LABELS[value] }))} />
        </Form.Item>
        <Form.Item name="expires_in_days" label={t('Expires after')}>
          <Select
            options={EXPIRY_DAYS.map((days) => ({ value: days, label: t('{{count}} days', { count: days }) }))}
            style={{ maxWidth: 200 }}
          />
        </Form.Item>
      </Form>
      {error && (
        <Notice
          type="error"
          showIcon
          title={errorDetail(error, t('The key could not be created. Please try again.'))}
        />
      )}
    </Modal>
  );
}
