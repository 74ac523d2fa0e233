import { Alert, Checkbox, Form, Input, Modal, Radio, Select, Typography, type GetProps } from 'antd';
import { useEffect, useState } from 'react';
import {
  errorDetail,
  useCreateWatchMutation,
  useUpdateWatchMutation,
  useWatchMunicipalitiesQuery,
  type Watch,
  type WatchCreate,
  type WatchSaved,
} from '../api/watchesApi';
import { DELIVERY_LABELS, SOURCE_KIND_LABELS } from '../lib/labels';
import { useT } from 'shared-auth';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';
import { withParts } from 'shared-auth';

type SourceKind = NonNullable<NonNullable<WatchCreate['scope']>['source_kinds']>[number];
type Language = NonNullable<NonNullable<WatchCreate['scope']>['languages']>[number];

interface Values {
  name: string;
  terms: string;
  source_kinds: SourceKind[];
  languages: Language[];
  municipality_ids: number[];
  delivery: 'immediate' | 'digest' | 'none';
  company_wide: boolean;
}

export interface WatchFormModalProps {
  open: boolean;
  /** The watch to edit; none: a new watch. */
  watch: Watch | null;
  isAdmin: boolean;
  onClose: () => void;
  onSaved: (saved: WatchSaved) => void;
}

/** Which field a server sentence is about, so that it shows under that field. */
function fieldOf(detail: string): keyof Values | null {
  if (/^Terms|terms/.test(detail)) return 'terms';
  if (/^Name/.test(detail)) return 'name';
  if (/municipalit/i.test(detail)) return 'municipality_ids';
  if (/source kind/i.test(detail)) return 'source_kinds';
  if (/language/i.test(detail)) return 'languages';
  return null;
}

/**
 * The "Look in" checkboxes. The form item marks its control aria-required, which a group of checkboxes may not carry
 * (axe: aria-allowed-attr, critical); the group is named instead and each box says what it is.
 */
function SourceKindsGroup(props: GetProps<typeof Checkbox.Group> & { 'aria-required'?: unknown }) {
  const t = useT(SETTINGS_NAMESPACE);
  const groupProps = { ...props };
  delete groupProps['aria-required'];
  return (
    <Checkbox.Group
      {...groupProps}
      role="group"
      aria-label={t('Look in')}
      options={Object.entries(SOURCE_KIND_LABELS).map(([value, label]) => ({ value, label }))}
    />
  );
}

/** The "Languages" checkboxes, named as a group like SourceKindsGroup (no aria-required on a group). */
function LanguagesGroup(props: GetProps<typeof Checkbox.Group> & { 'aria-required'?: unknown }) {
  const t = useT(SETTINGS_NAMESPACE);
  const groupProps = { ...props };
  delete groupProps['aria-required'];
  const options: { value: Language; label: string }[] = [
    { value: 'en', label: t('English') },
    { value: 'fr', label: t('French (council items)') },
  ];
  return <Checkbox.Group {...groupProps} role="group" aria-label={t('Languages')} options={options} />;
}

/** The search syntax, in full (the examples are search terms: they stay as typed). */
export function SyntaxHelp() {
  const t = useT(SETTINGS_NAMESPACE);
  return (
    <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 0 }}>
      {withParts(
        (values) =>
          t(
            'Words must all appear: {{all}}. Quotes keep a phrase together: {{phrase}}. {{or}} between alternatives: {{either}}. A minus leaves out: {{minus}}. Word endings do not matter ({{charge}} finds {{charges}}); common words like {{the}} are ignored.',
            values,
          ),
        {
          all: <code>development charges</code>,
          phrase: <code>"inclusionary zoning"</code>,
          or: <code>or</code>,
          either: <code>"major transit station area" or MTSA</code>,
          minus: <code>"site plan" -Toronto</code>,
          charge: <em>charge</em>,
          charges: <em>charges</em>,
          the: <em>the</em>,
        },
      )}
    </Typography.Paragraph>
  );
}

/** Create or edit a watch; the API's sentences show under the field they are about. */
export function WatchFormModal({ open, watch, isAdmin, onClose, onSaved }: WatchFormModalProps) {
  const t = useT(SETTINGS_NAMESPACE);
  const [form] = Form.useForm<Values>();
  const [create, { isLoading: creating }] = useCreateWatchMutation();
  const [update, { isLoading: updating }] = useUpdateWatchMutation();
  const municipalities = useWatchMunicipalitiesQuery(undefined, { skip: !open });
  const [general, setGeneral] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setGeneral(null);
    form.resetFields();
    form.setFieldsValue(
      watch
        ? {
            name: watch.name,
            terms: watch.terms,
            source_kinds: watch.scope.source_kinds,
            languages: watch.scope.languages,
            municipality_ids: watch.scope.municipality_ids,
            delivery: watch.delivery,
            company_wide: watch.company_wide,
          }
        : {
            name: '',
            terms: '',
            source_kinds: Object.keys(SOURCE_KIND_LABELS) as SourceKind[],
            languages: ['en'],
            municipality_ids: [],
            delivery: 'immediate',
            company_wide: false,
          },
    );
  }, [open, watch, form]);

  const submit = async (values: Values) => {
    setGeneral(null);
    const scope = {
      source_kinds: values.source_kinds,
      languages: values.languages,
      municipality_ids: values.municipality_ids,
    };
    try {
      const saved = watch
        ? await update({
            id: watch.id,
            body: { name: values.name, terms: values.terms, scope, delivery: values.delivery },
          }).unwrap()
        : await create({
            name: values.name,
            terms: values.terms,
            scope,
            delivery: values.delivery,
            company_wide: values.company_wide,
          }).unwrap();
      onSaved(saved);
    } catch (error) {
      const detail = errorDetail(error, t('Could not save the watch. Try again.'));
      const field = fieldOf(detail);
      if (field) form.setFields([{ name: field, errors: [detail] }]);
      else setGeneral(detail);
    }
  };

  return (
    <Modal
      open={open}
      title={watch ? t('Edit “{{name}}”', { name: watch.name }) : t('New watch list')}
      okText={watch ? t('Save') : t('Create watch')}
      onOk={() => form.submit()}
      confirmLoading={creating || updating}
      onCancel={onClose}
      destroyOnHidden
      width={620}
      // Room under the buttons on a 768 px screen: a top margin, and the form scrolls inside the dialog if need be.
      style={{ top: 24, paddingBottom: 24 }}
      styles={{ body: { maxHeight: 'calc(100vh - 190px)', overflowY: 'auto' } }}
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark="optional" data-testid="watch-form">
        <Form.Item
          name="name"
          label={t('Name')}
          rules={[{ required: true, whitespace: true, message: t('Give the watch a name.') }]}
        >
          <Input maxLength={100} placeholder={t('Inclusionary zoning')} autoFocus />
        </Form.Item>
        <Form.Item
          name="terms"
          label={t('Terms')}
          // The page above the list explains the syntax in full; here a one-line reminder.
          extra={t('Quotes keep a phrase, "or" between alternatives, a minus leaves out.')}
          rules={[{ required: true, whitespace: true, message: t('Enter the words or "phrases" to look for.') }]}
        >
          <Input maxLength={200} showCount placeholder={'"inclusionary zoning" or "major transit station area"'} />
        </Form.Item>
        <Form.Item
          name="source_kinds"
          label={t('Look in')}
          rules={[{ required: true, type: 'array', min: 1, message: t('Choose at least one source.') }]}
        >
          <SourceKindsGroup />
        </Form.Item>
        <Form.Item
          name="languages"
          label={t('Languages')}
          rules={[{ required: true, type: 'array', min: 1, message: t('Choose at least one language.') }]}
        >
          <LanguagesGroup />
        </Form.Item>
        <Form.Item
          name="municipality_ids"
          label={t('Municipalities')}
          extra={t('None chosen: all. Provincial proposals are province-wide and always included.')}
        >
          <Select
            mode="multiple"
            allowClear
            placeholder={t('All municipalities')}
            loading={municipalities.isLoading}
            optionFilterProp="label"
            maxCount={50}
            options={(municipalities.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
          />
        </Form.Item>
        <Form.Item name="delivery" label={t('When it matches')}>
          <Radio.Group
            options={Object.entries(DELIVERY_LABELS).map(([value, label]) => ({ value, label }))}
            optionType="button"
          />
        </Form.Item>
        {!watch && isAdmin && (
          <Form.Item name="company_wide" valuePropName="checked" style={{ marginBottom: 8 }}>
            <Checkbox>{t('Company watch: every member sees its matches and gets its e-mails')}</Checkbox>
          </Form.Item>
        )}
        {general && <Alert type="error" showIcon message={general} />}
      </Form>
    </Modal>
  );
}
