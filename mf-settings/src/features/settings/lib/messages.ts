/** Notices and error defaults of the settings screen, in one place so tests and screens agree. */
export const MESSAGES = {
  loadFailed: 'Error loading settings data. Please try again.',
  settingsSaved: 'Settings updated successfully!',
  settingsFailed: 'Failed to update settings.',
  roleUpdated: 'User role updated successfully!',
  roleFailed: 'Failed to update user role.',
  userRemoved: 'User removed successfully!',
  removeFailed: 'Failed to remove user.',
  inviteSent: 'User invitation sent successfully!',
  inviteFailed: 'Failed to send invitation.',
  inviteIncomplete: 'Please fill in all fields.',
  twoFactorEnabled: '2FA enabled successfully!',
  twoFactorDisabled: '2FA disabled successfully!',
  twoFactorSetupFailed: 'Failed to setup 2FA.',
  twoFactorVerifyFailed: 'Failed to verify 2FA code.',
  twoFactorDisableFailed: 'Failed to disable 2FA.',
  backupCodesRegenerated: 'New backup codes generated. The old ones no longer work.',
  backupCodesFailed: 'Failed to generate new backup codes.',
  subscriptionCancelled: 'Subscription will be cancelled at the end of the current billing period.',
  subscriptionRenewed: 'Subscription renewed successfully!',
  cancelFailed: 'Failed to cancel subscription.',
  renewFailed: 'Failed to renew subscription.',
  subscribeFailed: 'Failed to start subscription. Please try again.',
  passwordChanged: 'Password changed successfully.',
  passwordChangeFailed: 'Failed to change password.',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  sessionRevoked: 'Session revoked.',
  sessionRevokeFailed: 'Failed to revoke the session.',
  otherSessionsRevoked: (count: number) =>
    count === 1 ? '1 other session signed out.' : `${count} other sessions signed out.`,
  revokeAllFailed: 'Failed to revoke the other sessions.',
  exportReady: 'Your account data has been downloaded.',
  exportFailed: 'Failed to export account data.',
  deleteFailed: 'Failed to delete the account.',
  adminOnly: 'Only company admins can do this.',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const TWO_FACTOR_CODE_LENGTH = 6;
export const SECURITY_TIME_ZONE = 'America/Toronto';
export const AUTHENTICATOR_APPS = ['Google Authenticator', 'Microsoft Authenticator', '1Password', 'Authy'] as const;
