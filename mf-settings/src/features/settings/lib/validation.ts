import { MESSAGES, PASSWORD_MIN_LENGTH, TWO_FACTOR_CODE_LENGTH } from './messages';

/** What a two-factor code field keeps of what was typed or pasted: digits only, at most 6. */
export function digitsOnly(value: string, maxLength: number = TWO_FACTOR_CODE_LENGTH): string {
  return value.replace(/\D/g, '').slice(0, maxLength);
}

export function isTwoFactorCode(value: string): boolean {
  return new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`).test(value);
}

export function newPasswordError(password: string | undefined): string | null {
  return (password ?? '').length >= PASSWORD_MIN_LENGTH ? null : MESSAGES.passwordTooShort;
}

export function confirmPasswordError(password: string | undefined, confirm: string | undefined): string | null {
  return (password ?? '') === (confirm ?? '') ? null : MESSAGES.passwordsDoNotMatch;
}
