import { randomBytes } from 'node:crypto';
import type { BillingProvider } from './provider.js';

/**
 * The embedded default: our own checkout page (GET /billing/checkout/<id>) confirms and activates the
 * subscription. No money moves; the session id is an unguessable capability, like a Stripe Checkout URL.
 */
export function createLocalProvider(publicUrl: string): BillingProvider {
  return {
    name: 'local',
    async createCheckout() {
      const sessionId = `cs_local_${randomBytes(24).toString('base64url')}`;
      return { sessionId, url: `${publicUrl}/billing/checkout/${sessionId}` };
    },
    async setCancelAtPeriodEnd() {
      return null;
    },
    async cancelImmediately() {},
  };
}
