import { Col } from 'antd';
import { useIsCompanyAdmin } from '../settings/hooks/useIsCompanyAdmin';
import { EmailPreferencesCard } from './EmailPreferencesCard';
import { WebhooksCard } from './WebhooksCard';

/** The notification cards of the Account tab (inside its Row): email preferences for everyone, webhooks for admins. */
export function NotificationsSection() {
  const isAdmin = useIsCompanyAdmin();
  return (
    <>
      <Col xs={24} xl={10}>
        <EmailPreferencesCard />
      </Col>
      {isAdmin && (
        <Col xs={24}>
          <WebhooksCard />
        </Col>
      )}
    </>
  );
}
