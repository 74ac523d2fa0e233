/** Client-side rules of the sign-in screens. Pure: each answers an error message or null. */

export const PASSWORD_MIN_LENGTH = 8;
export const TWO_FACTOR_CODE_LENGTH = 6;

export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  fullNameRequired: 'Full name is required',
  companyNameRequired: 'Company name is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordsDoNotMatch: 'Passwords do not match',
  loginEmailRequired: 'Please enter your email',
  loginPasswordRequired: 'Please enter your password',
  backupCodeRequired: 'Please enter a backup code',
} as const;

// Deliberately loose: the server is the judge, this only catches obvious typos.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function requiredError(value: string | undefined | null, message: string): string | null {
  return value && value.trim() ? null : message;
}

export function emailError(
  value: string | undefined | null,
  requiredMessage: string = MESSAGES.emailRequired,
): string | null {
  const email = value?.trim() ?? '';
  if (!email) return requiredMessage;
  return EMAIL_PATTERN.test(email) ? null : MESSAGES.emailInvalid;
}

export function passwordError(password: string | undefined | null): string | null {
  return (password ?? '').length >= PASSWORD_MIN_LENGTH ? null : MESSAGES.passwordTooShort;
}

export function confirmPasswordError(
  password: string | undefined | null,
  confirm: string | undefined | null,
): string | null {
  return (password ?? '') === (confirm ?? '') ? null : MESSAGES.passwordsDoNotMatch;
}

/** 'Ada King Lovelace' -> first_name 'Ada', last_name 'King Lovelace'; one word leaves last_name ''. */
export function splitFullName(fullName: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}

/** What a two-factor code field keeps of what was typed or pasted: digits only, at most 6. */
export function digitsOnly(value: string, maxLength: number = TWO_FACTOR_CODE_LENGTH): string {
  return value.replace(/\D/g, '').slice(0, maxLength);
}

export function isTwoFactorCode(value: string): boolean {
  return new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`).test(value);
}
