import { Secret, TOTP } from 'otpauth';

/** RFC 6238 parameters used for every account: SHA-1, 6 digits, 30 s steps, +-1 step accepted. */
export const TOTP_ISSUER = 'Parcelwatch';
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_WINDOW = 1;

/** A new random 160-bit secret, base32 encoded (what authenticator apps expect). */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function createTotp(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function totpUri(secretBase32: string, email: string): string {
  return createTotp(secretBase32, email).toString();
}

export function timeStep(timestampMs: number): number {
  return Math.floor(timestampMs / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * Returns the time step the code belongs to (within the +-1 window), or null when it matches none.
 * The caller must still refuse a step that was already used (see the two-factor service).
 */
export function matchTotpStep(secretBase32: string, code: string, timestampMs = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = createTotp(secretBase32).validate({ token: code, timestamp: timestampMs, window: TOTP_WINDOW });
  return delta === null ? null : timeStep(timestampMs) + delta;
}

export function generateTotpCode(secretBase32: string, timestampMs = Date.now()): string {
  return createTotp(secretBase32).generate({ timestamp: timestampMs });
}
