import { ApiKeysTab } from '../../api-keys/components/ApiKeysTab';
import { AreasCard } from '../../watches/components/AreasCard';
import { WatchListsTab } from '../../watches/components/WatchListsTab';
import { SettingsScreen } from '../components/SettingsScreen';
import { useIsCompanyAdmin } from '../hooks/useIsCompanyAdmin';
import { NotificationsSection } from './NotificationsSection';

/**
 * /settings, /settings/account, /settings/company, /settings/users, /settings/billing, /settings/watches,
 * /settings/api-keys (admins; exposed as './SettingsPage').
 */
export default function SettingsPage() {
  const isAdmin = useIsCompanyAdmin();
  return (
    <SettingsScreen
      accountExtraCards={<NotificationsSection />}
      watchListsTab={
        <>
          <WatchListsTab isAdmin={isAdmin} />
          <AreasCard />
        </>
      }
      apiKeysTab={isAdmin ? <ApiKeysTab /> : undefined}
    />
  );
}
