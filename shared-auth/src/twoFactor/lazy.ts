// The two-factor set-up's components, loaded when a set-up step first renders (sign-up and Settings show them; the
// first screen never does).
import { lazyComponent } from '../ui/lazyComponent';

export const BackupCodesList = lazyComponent(() =>
  import('./BackupCodesList').then((module) => module.BackupCodesList),
);
export const TwoFactorQrCode = lazyComponent(() =>
  import('./TwoFactorQrCode').then((module) => module.TwoFactorQrCode),
);
