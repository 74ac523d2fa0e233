import { Alert, Button, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { errorDetail, useT } from 'shared-auth';
import { useAddPortalMutation, useProbePortalMutation, useSourceMunicipalitiesQuery } from '../api/sourcesApi';
import type { PortalProbe, PortalRequest } from '../api/types';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';

interface FormValues {
  municipality_id?: number;
  base_url?: string;
  name?: string;
}

/** The request for these form values, or null while a required field is empty. */
function requestOf(values: FormValues): PortalRequest | null {
  const baseUrl = values.base_url?.trim();
  if (!values.municipality_id || !baseUrl) return null;
  const name = values.name?.trim();
  return { municipality_id: values.municipality_id, base_url: baseUrl, ...(name ? { name } : {}) };
}

const sameRequest = (a: PortalRequest | null, b: PortalRequest | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Add eSCRIBE portal: a municipality and the portal's address, "Check portal" reads its calendar once and shows how
 * many meetings it lists, then Save (only for the portal just checked).
 */
export function AddPortalModal({
  open,
  onClose,
  onAdded,
  municipalityId,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: (source: string) => void;
  /** The municipality chosen to start with (a coverage request's). */
  municipalityId?: number;
}) {
  const [form] = Form.useForm<FormValues>();
  const t = useT(SETTINGS_NAMESPACE);
  const values = Form.useWatch([], form) ?? {};
  const municipalities = useSourceMunicipalitiesQuery(undefined, { skip: !open });
  const [probe, probing] = useProbePortalMutation();
  const [add, adding] = useAddPortalMutation();
  const [checked, setChecked] = useState<{ request: PortalRequest; answer: PortalProbe } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const request = requestOf(values);
  const checkedNow = checked !== null && sameRequest(checked.request, request);
  const options = useMemo(
    () =>
      (municipalities.data ?? []).map((m) => ({
        value: m.id,
        label: m.parent_name ? `${m.name} (${m.parent_name})` : m.name,
      })),
    [municipalities.data],
  );

  const reset = () => {
    form.resetFields();
    setChecked(null);
    setError(null);
  };

  const check = async () => {
    setError(null);
    setChecked(null);
    const valid = await form.validateFields().catch(() => null);
    const body = valid && requestOf(valid);
    if (!body) return;
    try {
      setChecked({ request: body, answer: await probe(body).unwrap() });
    } catch (err) {
      setError(errorDetail(err, t('The portal could not be checked. Try again.')));
    }
  };

  const save = async () => {
    if (!checked) return;
    setError(null);
    try {
      const added = await add(checked.request).unwrap();
      reset();
      onAdded(added.source);
    } catch (err) {
      setError(errorDetail(err, t('The portal could not be saved. Try again.')));
    }
  };

  return (
    <Modal
      open={open}
      title={t('Add eSCRIBE portal')}
      onCancel={() => {
        reset();
        onClose();
      }}
      destroyOnHidden
      footer={
        <Space>
          <Button
            onClick={() => {
              reset();
              onClose();
            }}
          >
            {t('Cancel')}
          </Button>
          <Button onClick={() => void check()} loading={probing.isLoading} disabled={!request}>
            {t('Check portal')}
          </Button>
          <Button type="primary" onClick={() => void save()} loading={adding.isLoading} disabled={!checkedNow}>
            {t('Save')}
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={municipalityId ? { municipality_id: municipalityId } : undefined}
        onValuesChange={() => setError(null)}
      >
        <Form.Item
          name="municipality_id"
          label={t('Municipality')}
          rules={[{ required: true, message: t('Choose the municipality whose council the portal publishes') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('Search municipalities')}
            options={options}
            loading={municipalities.isLoading}
            aria-label={t('Municipality')}
          />
        </Form.Item>
        <Form.Item
          name="base_url"
          label={t('Portal address')}
          rules={[{ required: true, message: t('Enter the portal address') }]}
          extra={t('For example {{url}}', { url: 'https://pub-guelph.escribemeetings.com' })}
        >
          <Input placeholder="https://pub-<name>.escribemeetings.com" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('Name (optional)')}
          extra={t('Taken from a pub-<name>.escribemeetings.com address; give one for any other address.')}
        >
          <Input placeholder="guelph" autoComplete="off" />
        </Form.Item>
      </Form>
      {checkedNow && checked && (
        <Alert
          type="success"
          showIcon
          title={
            checked.answer.meetings === 1
              ? t('{{count}} meeting found', { count: checked.answer.meetings })
              : t('{{count}} meetings found', { count: checked.answer.meetings })
          }
          description={
            <Typography.Text>
              {checked.answer.meetings === 1
                ? t(
                    'The calendar of {{source}} lists {{count}} meeting from 30 days ago to 60 days ahead, for {{municipality}}. Save to read it on the schedule.',
                    {
                      source: checked.answer.source,
                      count: checked.answer.meetings,
                      municipality: checked.answer.municipality_name,
                    },
                  )
                : t(
                    'The calendar of {{source}} lists {{count}} meetings from 30 days ago to 60 days ahead, for {{municipality}}. Save to read it on the schedule.',
                    {
                      source: checked.answer.source,
                      count: checked.answer.meetings,
                      municipality: checked.answer.municipality_name,
                    },
                  )}
            </Typography.Text>
          }
        />
      )}
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
