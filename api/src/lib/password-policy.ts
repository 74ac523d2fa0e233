import { dictionary } from '@zxcvbn-ts/language-common';
import { InvalidError } from './domain-errors.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long';
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`;
export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose a less common password.';

let commonPasswords: Set<string> | null = null;

function common(): Set<string> {
  commonPasswords ??= new Set((dictionary['passwords-common'] as unknown as string[]).map((p) => p.toLowerCase()));
  return commonPasswords;
}

export interface PasswordContext {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** Returns the detail to show when the password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, context: PasswordContext = {}): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  const lower = password.toLowerCase();
  if (common().has(lower)) return PASSWORD_TOO_COMMON;
  // Trivial choices a dictionary does not know: the account's own email, its local part, the user's name,
  // or one character repeated.
  const email = context.email?.trim().toLowerCase();
  const personal = [email, email?.split('@')[0], context.firstName, context.lastName]
    .map((v) => v?.trim().toLowerCase())
    .filter((v): v is string => !!v && v.length >= 3);
  if (personal.includes(lower)) return PASSWORD_TOO_COMMON;
  if (/^(.)\1*$/.test(password)) return PASSWORD_TOO_COMMON;
  return null;
}

export function assertPasswordAcceptable(password: string, context: PasswordContext = {}): void {
  const problem = passwordProblem(password, context);
  if (problem) throw new InvalidError(problem);
}

// The address grammar lives in its own module; re-exported here for the routes that check both.
export { isValidEmail, normalizeEmail } from './email-address.js';
