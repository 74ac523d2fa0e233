import { Secret, TOTP } from 'otpauth';
import { generateBackupCode, hashBackupCode, normalizeBackupCode } from '../../src/lib/crypto.js';
import {
  passwordProblem,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from '../../src/lib/password-policy.js';
import { generateTotpCode, generateTotpSecret, matchTotpStep, timeStep, totpUri } from '../../src/lib/totp.js';
import { describeLocation, describeUserAgent } from '../../src/lib/user-agent.js';

describe('TOTP (RFC 6238)', () => {
  // Appendix B, SHA-1 rows: secret "12345678901234567890" (ASCII), 8 digits, 30 s.
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('reproduces the test vector at T=%i', (seconds, expected) => {
    const totp = new TOTP({
      algorithm: 'SHA1',
      digits: 8,
      period: 30,
      secret: Secret.fromLatin1('12345678901234567890'),
    });
    expect(totp.generate({ timestamp: seconds * 1000 })).toBe(expected);
  });

  it('accepts the current step and one step either side, nothing further', () => {
    const secret = generateTotpSecret();
    const now = 1_700_000_000_000;
    const step = timeStep(now);
    expect(matchTotpStep(secret, generateTotpCode(secret, now), now)).toBe(step);
    expect(matchTotpStep(secret, generateTotpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchTotpStep(secret, generateTotpCode(secret, now + 30_000), now)).toBe(step + 1);
    expect(matchTotpStep(secret, generateTotpCode(secret, now - 60_000), now)).toBeNull();
    expect(matchTotpStep(secret, generateTotpCode(secret, now + 60_000), now)).toBeNull();
    expect(matchTotpStep(secret, 'abcdef', now)).toBeNull();
    expect(matchTotpStep(secret, '12345', now)).toBeNull();
  });

  it('builds an otpauth URL with the issuer and the email as label', () => {
    const uri = totpUri('JBSWY3DPEHPK3PXP', 'ann@example.com');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Parcelwatch:ann%40example\.com\?/);
    expect(uri).toContain('issuer=Parcelwatch');
    expect(uri).toContain('secret=JBSWY3DPEHPK3PXP');
    expect(uri).toContain('digits=6');
    expect(uri).toContain('period=30');
    expect(uri).toContain('algorithm=SHA1');
  });
});

describe('backup codes', () => {
  it('look like abcd-efgh, are random, and normalize on input', () => {
    const codes = Array.from({ length: 50 }, generateBackupCode);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}$/);
    expect(new Set(codes).size).toBe(50);
    expect(normalizeBackupCode('  ABCD-EFGH ')).toBe('abcdefgh');
    expect(hashBackupCode('ABCDEFGH')).toBe(hashBackupCode('abcd-efgh'));
    expect(hashBackupCode('abcd-efgh')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('password policy', () => {
  it('enforces length and refuses common or trivial passwords', () => {
    expect(passwordProblem('short')).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem('x'.repeat(7) + 'Y')).toBeNull();
    expect(passwordProblem('Ab3$'.repeat(16))).toBeNull(); // 64 characters are fine
    expect(passwordProblem('Ab3$'.repeat(32) + 'x')).toBe(PASSWORD_TOO_LONG);
    expect(passwordProblem('password')).toBe(PASSWORD_TOO_COMMON);
    expect(passwordProblem('PASSWORD1')).toBe(PASSWORD_TOO_COMMON);
    expect(passwordProblem('12345678')).toBe(PASSWORD_TOO_COMMON);
    expect(passwordProblem('aaaaaaaaaa')).toBe(PASSWORD_TOO_COMMON);
    expect(passwordProblem('JohnSmith77', { email: 'johnsmith77@example.com' })).toBe(PASSWORD_TOO_COMMON);
    expect(passwordProblem('Parcel-Watch-2024!', { email: 'ann@example.com' })).toBeNull();
  });
});

describe('user agent and location', () => {
  it('describes desktop and mobile browsers', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      ),
    ).toEqual({ deviceInfo: 'Desktop - Linux', browserInfo: 'Chrome 126' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ deviceInfo: 'Mobile - iOS', browserInfo: 'Safari 17' });
    expect(describeUserAgent(undefined)).toEqual({ deviceInfo: 'Unknown device', browserInfo: 'Unknown browser' });
  });

  it('names clients that are not browsers by their product, and never says "Unknown OS"', () => {
    expect(describeUserAgent('curl/8.5.0')).toEqual({ deviceInfo: 'App or script', browserInfo: 'curl 8' });
    expect(describeUserAgent('node')).toEqual({ deviceInfo: 'App or script', browserInfo: 'node' });
    expect(describeUserAgent('Mozilla/5.0 (compatible)')).toEqual({
      deviceInfo: 'Unknown device',
      browserInfo: 'Unknown browser',
    });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
      ),
    ).toEqual({ deviceInfo: 'Desktop - Windows', browserInfo: 'Microsoft Edge 130' });
  });

  it('labels private addresses as the local network', () => {
    for (const ip of ['127.0.0.1', '::1', '10.1.2.3', '192.168.0.4', '172.20.0.1', '::ffff:127.0.0.1', 'fd00::1']) {
      expect(describeLocation(ip)).toBe('Local network');
    }
    expect(describeLocation('203.0.113.9')).toBe('203.0.113.9');
    expect(describeLocation('2001:db8::1')).toBe('2001:db8::1');
  });
});
