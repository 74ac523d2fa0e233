import type { Translate } from 'shared-auth';

/*
 * The Overview's greeting: "Welcome, Ada." on the user's first day, "Welcome back, Ada." afterwards. The API decides
 * (GET /api/onboarding's first_day: the account is less than a day old, or the user has no previous visit), so a
 * new account is greeted "Welcome" in every browser and a returning user "Welcome back" in a new one.
 */
export function greeting(firstName: string | null | undefined, returning: boolean, t: Translate): string {
  if (firstName)
    return returning ? t('Welcome back, {{name}}.', { name: firstName }) : t('Welcome, {{name}}.', { name: firstName });
  return returning ? t('Welcome back.') : t('Welcome.');
}
