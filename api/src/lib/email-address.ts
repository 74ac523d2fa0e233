/*
 * The one e-mail address grammar: every address the API accepts (sign-up, invitation, reset request, company
 * contact) and every address the mailer sends to passes it.
 *
 * A strict subset of the RFC 5321/5322 addr-spec, so that what we store is exactly the mailbox a mail server
 * delivers to, and no mail library can read it as something else (`x<y@evil.example>z.example` is read by a
 * mailer as the display-name form and the mail goes to `y@evil.example`):
 *   - local part: a dot-atom (letters, digits and ! # $ % & ' * + - / = ? ^ _ ` { | } ~, dots between atoms);
 *     no quoted strings, comments, display names, angle brackets, spaces or backslashes;
 *   - domain: a host name of at least two labels (letters, digits, inner hyphens; 63 characters at most each)
 *     whose last label, the top-level domain, is letters (or an `xn--` IDN label); no address literals;
 *   - ASCII only (an internationalized domain is accepted in its punycode form, so look-alike letters from
 *     other scripts cannot pass as a Latin domain);
 *   - at most 64 characters before the @ and 254 in all (RFC 5321's path limit less the angle brackets).
 */

const ATEXT = "[A-Za-z0-9!#$%&'*+\\-/=?^_`{|}~]+";
const LOCAL = new RegExp(`^${ATEXT}(?:\\.${ATEXT})*$`);
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TLD = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

export const MAX_EMAIL_LENGTH = 254;
export const MAX_LOCAL_PART_LENGTH = 64;

export function isValidEmail(email: string): boolean {
  if (typeof email !== 'string' || email.length > MAX_EMAIL_LENGTH) return false;
  const at = email.lastIndexOf('@');
  if (at < 1) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local.length > MAX_LOCAL_PART_LENGTH || !LOCAL.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  return TLD.test(labels[labels.length - 1]!);
}

/** How an address is stored and compared: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
