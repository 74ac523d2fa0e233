import { Form, Input, Select, Typography } from 'antd';
import { useT } from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../../i18n/catalogue';
import { applicationNumbersHelp } from '../../lib/applicationNumbers';
import type { CreatePropertyWizard } from './useCreatePropertyWizard';

/** Step 3, Additional Details: the property's name as it will be saved, land uses, notes and application numbers. */
export function AdditionalDetailsStep({ wizard }: { wizard: CreatePropertyWizard }) {
  const t = useT(PROPERTIES_NAMESPACE);
  const { state, dispatch, landUseOptions, applications } = wizard;
  return (
    <>
      <Typography.Paragraph>
        <Typography.Text type="secondary">{t('Property name: ')}</Typography.Text>
        <Typography.Text strong>{wizard.name}</Typography.Text>
      </Typography.Paragraph>
      <Form.Item label={t('Current land use')}>
        <Select
          aria-label={t('Current land use')}
          allowClear
          value={state.currentUse}
          onChange={(value?: string) => dispatch({ type: 'field', field: 'currentUse', value })}
          options={landUseOptions}
          placeholder={t('Select')}
        />
      </Form.Item>
      <Form.Item label={t('Future land use')}>
        <Select
          aria-label={t('Future land use')}
          allowClear
          value={state.futureUse}
          onChange={(value?: string) => dispatch({ type: 'field', field: 'futureUse', value })}
          options={landUseOptions}
          placeholder={t('Select')}
        />
      </Form.Item>
      <Form.Item label={t('Notes')}>
        <Input.TextArea
          aria-label={t('Notes')}
          rows={3}
          value={state.notes}
          onChange={(e) => dispatch({ type: 'field', field: 'notes', value: e.target.value })}
          maxLength={5000}
        />
      </Form.Item>
      <Form.Item
        label={t('Application numbers (optional)')}
        extra={applicationNumbersHelp()}
        validateStatus={applications.error ? 'error' : undefined}
        help={applications.error ?? undefined}
      >
        <Input
          aria-label={t('Application numbers')}
          placeholder="OZ 22/012 W7, A-123/24"
          value={state.applicationNumbers}
          onChange={(e) => dispatch({ type: 'field', field: 'applicationNumbers', value: e.target.value })}
          maxLength={1000}
        />
      </Form.Item>
    </>
  );
}
