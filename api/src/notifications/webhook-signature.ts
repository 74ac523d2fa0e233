import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'Parcelwatch-Signature';
/** Signatures older than this are refused by `verifyWebhookSignature` (replay protection). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export const generateWebhookSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the endpoint's secret>` */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** What a receiver does (documented in docs/product.md, Webhooks): true when the header matches the raw body and is recent. */
export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1 || Math.abs(nowSeconds - t) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  const given = Buffer.from(parts.v1);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Retry delays: 30 s doubling each attempt, for 24 h after the first attempt. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 3_600_000;
export function webhookRetryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** (attempt - 1), 6 * 3_600_000);
}
