import { Flex, Typography } from 'antd';
import { SupportForm } from '../components/SupportForm';
import { SUPPORT_TEXTS } from '../constants';
import { PageTitle } from 'shared-auth';

/** /support (exposed as './SupportPage'). */
export default function SupportPage() {
  return (
    <section data-testid="mf_settings-SupportPage" style={{ maxWidth: 860 }}>
      <Flex vertical gap={4} style={{ marginBottom: 16 }}>
        <PageTitle>{SUPPORT_TEXTS.title}</PageTitle>
        <Typography.Text type="secondary">{SUPPORT_TEXTS.subtitle}</Typography.Text>
      </Flex>
      <SupportForm />
    </section>
  );
}
