import { App, Form, Input, Modal, Select } from 'antd';
import { errorDetail } from 'shared-auth';
import { useLandUseTypesQuery, useUpdatePropertyMutation } from '../api/propertiesApi';
import type { Property } from '../api/types';
import { MESSAGES } from '../lib/format';

interface Values {
  nickname: string;
  current_land_use: string | undefined;
  future_land_use: string | undefined;
  notes: string;
}

/** Edit Property: nickname, land uses and notes; address and municipality are shown but cannot change. */
export function EditPropertyModal({ property, onClose }: { property: Property; onClose(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { data: landUses } = useLandUseTypesQuery();
  const [update, { isLoading }] = useUpdatePropertyMutation();
  const options = landUses?.map((type) => ({ value: type.value, label: type.label }));

  const save = async () => {
    const values = await form.validateFields();
    try {
      await update({
        id: property.id,
        body: {
          nickname: values.nickname?.trim() || null,
          current_land_use: values.current_land_use ?? null,
          future_land_use: values.future_land_use ?? null,
          notes: values.notes?.trim() || null,
        },
      }).unwrap();
      void message.success('Property updated.');
      onClose();
    } catch {
      void message.error(MESSAGES.updateFailed);
    }
  };

  return (
    <Modal open title="Edit Property" okText="Save" onOk={save} confirmLoading={isLoading} onCancel={onClose} destroyOnHidden>
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          nickname: property.nickname ?? '',
          current_land_use: property.current_land_use ?? undefined,
          future_land_use: property.future_land_use ?? undefined,
          notes: property.notes ?? '',
        }}
      >
        <Form.Item label="Address">
          <Input value={property.address ?? `${property.latitude}, ${property.longitude}`} disabled />
        </Form.Item>
        <Form.Item label="Municipality">
          <Input value={property.municipality_name ?? ''} disabled />
        </Form.Item>
        <Form.Item label="Nickname" name="nickname" rules={[{ max: 200 }]}>
          <Input placeholder={property.address ?? ''} />
        </Form.Item>
        <Form.Item label="Current land use" name="current_land_use">
          <Select allowClear options={options} placeholder="Select" />
        </Form.Item>
        <Form.Item label="Future land use" name="future_land_use">
          <Select allowClear options={options} placeholder="Select" />
        </Form.Item>
        <Form.Item label="Notes" name="notes" rules={[{ max: 5000 }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
