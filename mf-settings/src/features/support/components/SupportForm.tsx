import { App, Button, Card, Col, Flex, Form, Input, Row, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorDetail, useT } from 'shared-auth';
import { useCreateReportMutation, type NewReport } from '../api/reportsApi';
import {
  CATEGORY_OPTIONS,
  DEFAULT_CATEGORY,
  DEFAULT_PRIORITY,
  PRIORITY_OPTIONS,
  SUCCESS_VIEW_MS,
  SUPPORT_TEXTS,
} from '../constants';
import { SupportSuccess } from './SupportSuccess';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';

const INITIAL_VALUES: NewReport = {
  category: DEFAULT_CATEGORY,
  priority: DEFAULT_PRIORITY,
  subject: '',
  description: '',
};

/** The support form: editing -> submitting -> submitted (3 s) -> reset; a failure keeps the form. */
export function SupportForm() {
  const { modal } = App.useApp();
  const t = useT(SETTINGS_NAMESPACE);
  const navigate = useNavigate();
  const [form] = Form.useForm<NewReport>();
  const [createReport, { isLoading }] = useCreateReportMutation();
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    if (!submitted) return;
    const timer = window.setTimeout(() => {
      form.resetFields();
      setSubmitted(false);
    }, SUCCESS_VIEW_MS);
    return () => window.clearTimeout(timer);
  }, [submitted, form]);

  const onFinish = async (values: NewReport) => {
    try {
      await createReport({
        category: values.category,
        priority: values.priority ?? DEFAULT_PRIORITY,
        subject: values.subject.trim(),
        description: values.description.trim(),
      }).unwrap();
    } catch (caught) {
      modal.error({ title: t('Report not sent'), content: errorDetail(caught, SUPPORT_TEXTS.submitFailed) });
      return;
    }
    setSubmitted(true);
  };

  return (
    <Card>
      {/* The form stays mounted under the success view so its values survive until the reset. */}
      {submitted && <SupportSuccess />}
      <div hidden={submitted}>
        <Form<NewReport>
          form={form}
          name="support-report"
          layout="vertical"
          initialValues={INITIAL_VALUES}
          onFinish={(values) => void onFinish(values)}
        >
          <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
            {SUPPORT_TEXTS.section}
          </Typography.Title>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                label={t('Category')}
                name="category"
                rules={[{ required: true, message: t('Please choose a category') }]}
              >
                <Select options={CATEGORY_OPTIONS} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={t('Priority')} name="priority">
                <Select
                  options={PRIORITY_OPTIONS.map((option) => ({
                    value: option.value,
                    label: t('{{priority}} - {{description}}', {
                      priority: option.label,
                      description: option.description,
                    }),
                  }))}
                />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            label={t('Subject')}
            name="subject"
            rules={[{ required: true, whitespace: true, message: t('Please enter a subject') }]}
          >
            <Input placeholder={SUPPORT_TEXTS.subjectPlaceholder} maxLength={200} />
          </Form.Item>
          <Form.Item
            label={t('Description')}
            name="description"
            rules={[{ required: true, whitespace: true, message: t('Please describe the issue') }]}
          >
            <Input.TextArea
              rows={6}
              placeholder={t('What happened, what did you expect, and how can we reproduce it?')}
            />
          </Form.Item>
          <Flex justify="flex-end" gap={8}>
            <Button onClick={() => navigate('/')}>{t('Cancel')}</Button>
            <Button type="primary" htmlType="submit" disabled={isLoading}>
              {isLoading ? t('Submitting...') : t('Submit')}
            </Button>
          </Flex>
        </Form>
      </div>
    </Card>
  );
}
