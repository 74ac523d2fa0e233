import { Flex, Typography } from 'antd';
import { SupportForm } from '../components/SupportForm';
import { SUPPORT_TEXTS } from '../constants';

/** /support (exposed as './SupportPage'). */
export default function SupportPage() {
  return (
    <section data-testid="mf_settings-SupportPage" style={{ maxWidth: 860 }}>
      <Flex vertical gap={4} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {SUPPORT_TEXTS.title}
        </Typography.Title>
        <Typography.Text type="secondary">{SUPPORT_TEXTS.subtitle}</Typography.Text>
      </Flex>
      <SupportForm />
    </section>
  );
}
