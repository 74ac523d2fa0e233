import { App, Form, Input, Modal, Select } from 'antd';
import { useT } from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';
import { useLandUseTypesQuery, useUpdatePropertyMutation } from '../api/propertiesApi';
import type { Property } from '../api/types';
import { MESSAGES } from '../lib/format';
import { applicationNumbersHelp, formatApplicationNumbers, parseApplicationNumbers } from '../lib/applicationNumbers';

interface Values {
  nickname: string;
  current_land_use: string | undefined;
  future_land_use: string | undefined;
  notes: string;
  application_numbers: string;
}

/** Edit Property: nickname, land uses, notes and application numbers; address and municipality are shown but cannot change. */
export function EditPropertyModal({ property, onClose }: { property: Property; onClose(): void }) {
  const t = useT(PROPERTIES_NAMESPACE);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { data: landUses } = useLandUseTypesQuery();
  const [update, { isLoading }] = useUpdatePropertyMutation();
  const options = landUses?.map((type) => ({ value: type.value, label: type.label }));

  const save = async () => {
    // An invalid field shows its message under it; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await update({
        id: property.id,
        body: {
          nickname: values.nickname?.trim() || null,
          current_land_use: values.current_land_use ?? null,
          future_land_use: values.future_land_use ?? null,
          notes: values.notes?.trim() || null,
          application_numbers: parseApplicationNumbers(values.application_numbers ?? '').numbers,
        },
      }).unwrap();
      void message.success(t('Property updated.'));
      onClose();
    } catch {
      void message.error(MESSAGES.updateFailed);
    }
  };

  return (
    <Modal
      open
      title={t('Edit Property')}
      okText={t('Save')}
      onOk={save}
      confirmLoading={isLoading}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          nickname: property.nickname ?? '',
          current_land_use: property.current_land_use ?? undefined,
          future_land_use: property.future_land_use ?? undefined,
          notes: property.notes ?? '',
          application_numbers: formatApplicationNumbers(property.application_numbers),
        }}
      >
        <Form.Item label={t('Address')}>
          <Input
            aria-label={t('Address')}
            value={property.address ?? `${property.latitude}, ${property.longitude}`}
            disabled
          />
        </Form.Item>
        <Form.Item label={t('Municipality')}>
          <Input aria-label={t('Municipality')} value={property.municipality_name ?? ''} disabled />
        </Form.Item>
        <Form.Item label={t('Nickname')} name="nickname" rules={[{ max: 200 }]}>
          <Input placeholder={property.address ?? ''} />
        </Form.Item>
        <Form.Item label={t('Current land use')} name="current_land_use">
          <Select allowClear options={options} placeholder={t('Select')} />
        </Form.Item>
        <Form.Item label={t('Future land use')} name="future_land_use">
          <Select allowClear options={options} placeholder={t('Select')} />
        </Form.Item>
        <Form.Item label={t('Notes')} name="notes" rules={[{ max: 5000 }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item
          label={t('Application numbers')}
          name="application_numbers"
          extra={applicationNumbersHelp()}
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const { error } = parseApplicationNumbers(value ?? '');
                if (error) throw new Error(error);
              },
            },
          ]}
        >
          <Input placeholder="OZ 22/012 W7, A-123/24" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
