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

type SourceKind = NonNullable<NonNullable<WatchCreate['scope']>['source_kinds']>[number];

interface Values {
  name: string;
  terms: string;
  source_kinds: SourceKind[];
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
  return null;
}

/**
 * The "Look in" checkboxes. The form item marks its control aria-required, which a group of checkboxes may not carry
 * (axe: aria-allowed-attr, critical); the group is named instead and each box says what it is.
 */
function SourceKindsGroup(props: GetProps<typeof Checkbox.Group> & { 'aria-required'?: unknown }) {
  const groupProps = { ...props };
  delete groupProps['aria-required'];
  return (
    <Checkbox.Group
      {...groupProps}
      role="group"
      aria-label="Look in"
      options={Object.entries(SOURCE_KIND_LABELS).map(([value, label]) => ({ value, label }))}
    />
  );
}

export const SYNTAX_HELP = (
  <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 0 }}>
    Words must all appear: <code>development charges</code>. Quotes keep a phrase together:{' '}
    <code>"inclusionary zoning"</code>. <code>or</code> between alternatives:{' '}
    <code>"major transit station area" or MTSA</code>. A minus leaves out: <code>"site plan" -Toronto</code>. Word
    endings do not matter (<em>charge</em> finds <em>charges</em>); common words like <em>the</em> are ignored.
  </Typography.Paragraph>
);

/** Create or edit a watch; the API's sentences show under the field they are about. */
export function WatchFormModal({ open, watch, isAdmin, onClose, onSaved }: WatchFormModalProps) {
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
            municipality_ids: watch.scope.municipality_ids,
            delivery: watch.delivery,
            company_wide: watch.company_wide,
          }
        : {
            name: '',
            terms: '',
            source_kinds: Object.keys(SOURCE_KIND_LABELS) as SourceKind[],
            municipality_ids: [],
            delivery: 'immediate',
            company_wide: false,
          },
    );
  }, [open, watch, form]);

  const submit = async (values: Values) => {
    setGeneral(null);
    const scope = { source_kinds: values.source_kinds, municipality_ids: values.municipality_ids };
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
      const detail = errorDetail(error, 'Could not save the watch. Try again.');
      const field = fieldOf(detail);
      if (field) form.setFields([{ name: field, errors: [detail] }]);
      else setGeneral(detail);
    }
  };

  return (
    <Modal
      open={open}
      title={watch ? `Edit “${watch.name}”` : 'New watch list'}
      okText={watch ? 'Save' : 'Create watch'}
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
          label="Name"
          rules={[{ required: true, whitespace: true, message: 'Give the watch a name.' }]}
        >
          <Input maxLength={100} placeholder="Inclusionary zoning" autoFocus />
        </Form.Item>
        <Form.Item
          name="terms"
          label="Terms"
          // The page above the list explains the syntax in full; here a one-line reminder.
          extra='Quotes keep a phrase, "or" between alternatives, a minus leaves out.'
          rules={[{ required: true, whitespace: true, message: 'Enter the words or "phrases" to look for.' }]}
        >
          <Input maxLength={200} showCount placeholder={'"inclusionary zoning" or "major transit station area"'} />
        </Form.Item>
        <Form.Item
          name="source_kinds"
          label="Look in"
          rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one source.' }]}
        >
          <SourceKindsGroup />
        </Form.Item>
        <Form.Item
          name="municipality_ids"
          label="Municipalities"
          extra="None chosen: all. Provincial proposals are province-wide and always included."
        >
          <Select
            mode="multiple"
            allowClear
            placeholder="All municipalities"
            loading={municipalities.isLoading}
            optionFilterProp="label"
            maxCount={50}
            options={(municipalities.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
          />
        </Form.Item>
        <Form.Item name="delivery" label="When it matches">
          <Radio.Group
            options={Object.entries(DELIVERY_LABELS).map(([value, label]) => ({ value, label }))}
            optionType="button"
          />
        </Form.Item>
        {!watch && isAdmin && (
          <Form.Item name="company_wide" valuePropName="checked" style={{ marginBottom: 8 }}>
            <Checkbox>Company watch: every member sees its matches and gets its e-mails</Checkbox>
          </Form.Item>
        )}
        {general && <Alert type="error" showIcon message={general} />}
      </Form>
    </Modal>
  );
}
