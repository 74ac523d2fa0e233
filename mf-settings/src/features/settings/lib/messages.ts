import { translate } from 'shared-auth';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';

/** Notices and error defaults of the settings screen, in one place so tests and screens agree; in the language in use when they are read. */
export const MESSAGES = {
  get loadFailed() {
    return translate(SETTINGS_NAMESPACE, 'Error loading settings data. Please try again.');
  },
  get settingsSaved() {
    return translate(SETTINGS_NAMESPACE, 'Settings updated successfully!');
  },
  get settingsFailed() {
    return translate(SETTINGS_NAMESPACE, 'Failed to update settings.');
  },
  get roleUpdated() {
    return translate(SETTINGS_NAMESPACE, 'User role updated successfully!');
  },
  get roleFailed() {
    return translate(SETTINGS_NAMESPACE, 'Failed to update user role.');
  },
  get userRemoved() {
    return translate(SETTINGS_NAMESPACE, 'User removed successfully!');
  },
  get removeFailed() {
    return translate(SETTINGS_NAMESPACE, 'Failed to remove user.');
  },
  get inviteSent() {
    return translate(SETTINGS_NAMESPACE, 'User invitation sent successfully!');
  },
  get inviteFailed() {
    return translate(SETTINGS_NAMESPACE, 'Failed to send invitation.');
  },
  get inviteIncomplete() {
    return translate(SETTINGS_NAMESPACE, 'Please fill in all fields.');
  },
  get twoFactorEnabled() {
    return translate(SETTINGS_NAMESPACE, '2FA enabled successfully!');
  },
  get twoFactorDisabled() {
    return translate(SETTINGS_NAMESPACE, '2FA disabled successfully!');
  },
  get twoFactorSetupFailed() {
    return translate(SETTINGS_NAMESPACE, 'Failed to setup 2FA.');
  },
  get twoFactorVerifyFailed() {
    return translate(SETTINGS_NAMESPACE, 'Failed to verify 2FA code.');
  },
  get twoFactorDisableFailed() {
    return translate(SETTINGS_NAMESPACE, 'Failed to disable 2FA.');
  },
  get backupCodesRegenerated() {
    return translate(SETTINGS_NAMESPACE, 'New backup codes generated. The old ones no longer work.');
  },
  get backupCodesFailed() {
    return translate(SETTINGS_NAMESPACE, 'Failed to generate new backup codes.');
  },
  get subscriptionCancelled() {
    return translate(SETTINGS_NAMESPACE, 'Subscription will be cancelled at the end of the current billing period.');
  },
  get subscriptionRenewed() {
    return translate(SETTINGS_NAMESPACE, 'Subscription renewed successfully!');
  },
  get cancelFailed() {
    return translate(SETTINGS_NAMESPACE, 'Failed to cancel subscription.');
  },
  get renewFailed() {
    return translate(SETTINGS_NAMESPACE, 'Failed to renew subscription.');
  },
  get subscribeFailed() {
    return translate(SETTINGS_NAMESPACE, 'Failed to start subscription. Please try again.');
  },
  get passwordChanged() {
    return translate(SETTINGS_NAMESPACE, 'Password changed successfully.');
  },
  get passwordChangeFailed() {
    return translate(SETTINGS_NAMESPACE, 'Failed to change password.');
  },
  get passwordsDoNotMatch() {
    return translate(SETTINGS_NAMESPACE, 'Passwords do not match');
  },
  get passwordTooShort() {
    return translate(SETTINGS_NAMESPACE, 'Password must be at least 8 characters long');
  },
  get sessionRevoked() {
    return translate(SETTINGS_NAMESPACE, 'Session revoked.');
  },
  get sessionRevokeFailed() {
    return translate(SETTINGS_NAMESPACE, 'Failed to revoke the session.');
  },
  get revokeAllFailed() {
    return translate(SETTINGS_NAMESPACE, 'Failed to revoke the other sessions.');
  },
  get exportReady() {
    return translate(SETTINGS_NAMESPACE, 'Your account data has been downloaded.');
  },
  get exportFailed() {
    return translate(SETTINGS_NAMESPACE, 'Failed to export account data.');
  },
  get deleteFailed() {
    return translate(SETTINGS_NAMESPACE, 'Failed to delete the account.');
  },
  get adminOnly() {
    return translate(SETTINGS_NAMESPACE, 'Only company admins can do this.');
  },
  otherSessionsRevoked: (count: number) =>
    count === 1
      ? translate(SETTINGS_NAMESPACE, '1 other session signed out.')
      : translate(SETTINGS_NAMESPACE, '{{count}} other sessions signed out.', { count }),
};

export const PASSWORD_MIN_LENGTH = 8;
export const TWO_FACTOR_CODE_LENGTH = 6;
export const SECURITY_TIME_ZONE = 'America/Toronto';
export const AUTHENTICATOR_APPS = ['Google Authenticator', 'Microsoft Authenticator', '1Password', 'Authy'] as const;
