import { Checkbox, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { APPLICATION_TYPES, applicationTypeLabel, errorDetail, useT, type Translate } from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';
import { useCreateMapAreaMutation } from '../api/areasApi';
import type { AreaGeometryBody } from '../lib/areaDraft';

/** How an area's alerts are delivered, in the language in use. */
const deliveries = (t: Translate) => [
  { value: 'immediate', label: t('Immediate e-mail') },
  { value: 'digest', label: t('Digest') },
  { value: 'none', label: t('None (alerts list only)') },
];

interface Values {
  name: string;
  types: string[];
  delivery: 'immediate' | 'digest' | 'none';
}

/** Naming a drawn area: its name, the application types it wants and how its alerts are delivered; then saved. */
export function AreaFormModal({
  geometry,
  onSaved,
  onCancel,
}: {
  geometry: AreaGeometryBody;
  onSaved: (name: string) => void;
  onCancel: () => void;
}) {
  const t = useT(PROPERTIES_NAMESPACE);
  const [form] = Form.useForm<Values>();
  const [create, { isLoading }] = useCreateMapAreaMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const save = async () => {
    const values = await form.validateFields();
    setProblem(null);
    try {
      await create({
        name: values.name.trim(),
        geometry,
        ...(values.types.length === APPLICATION_TYPES.length ? {} : { application_types: values.types as never }),
        delivery: values.delivery,
      }).unwrap();
      onSaved(values.name.trim());
    } catch (error) {
      setProblem(errorDetail(error, t('The area could not be saved. Please try again.')));
    }
  };

  return (
    <Modal
      open
      title={t('Save the area')}
      okText={t('Save area')}
      onOk={() => void save()}
      onCancel={onCancel}
      confirmLoading={isLoading}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ name: '', types: [...APPLICATION_TYPES], delivery: 'immediate' }}
        onFinish={() => void save()}
      >
        <Form.Item
          name="name"
          label={t('Name')}
          rules={[
            { required: true, whitespace: true, message: t('Give the area a name.') },
            { max: 100, message: t('At most 100 characters.') },
          ]}
        >
          <Input autoFocus maxLength={100} placeholder={t('e.g. Around the King Street site')} />
        </Form.Item>
        <Form.Item
          name="types"
          label={t('Application types')}
          rules={[{ required: true, type: 'array', min: 1, message: t('Choose at least one application type.') }]}
        >
          <Checkbox.Group
            style={{ display: 'grid', gap: 4 }}
            options={APPLICATION_TYPES.map((type) => ({ value: type, label: applicationTypeLabel(type) }))}
          />
        </Form.Item>
        <Form.Item name="delivery" label={t('Delivery')}>
          <Radio.Group options={deliveries(t)} />
        </Form.Item>
        {problem && (
          <div role="alert" style={{ color: '#cf1322' }} data-testid="area-save-problem">
            {problem}
          </div>
        )}
      </Form>
    </Modal>
  );
}
