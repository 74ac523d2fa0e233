import { SettingsScreen } from '../components/SettingsScreen';
import { NotificationsSection } from './NotificationsSection';

/** /settings, /settings/account, /settings/company, /settings/users, /settings/billing (exposed as './SettingsPage'). */
export default function SettingsPage() {
  return <SettingsScreen accountExtraCards={<NotificationsSection />} />;
}
