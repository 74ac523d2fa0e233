import { EmailPreferencesCard } from '../../notifications/components/EmailPreferencesCard';
import { WebhooksCard } from '../../notifications/components/WebhooksCard';
import { CardCol } from '../components/CardCol';
import { useIsCompanyAdmin } from '../hooks/useIsCompanyAdmin';

/**
 * The notification cards of the Account tab (inside its Row): email preferences for everyone, webhooks for admins.
 * Composed here, at the page, because it joins two features: the notifications cards and the settings' admin check.
 */
export function NotificationsSection() {
  const isAdmin = useIsCompanyAdmin();
  return (
    <>
      <CardCol xs={24} xl={8}>
        <EmailPreferencesCard />
      </CardCol>
      {isAdmin && (
        <CardCol xs={24}>
          <WebhooksCard />
        </CardCol>
      )}
    </>
  );
}
