import { type Env, fail, read, readUrl } from './env.js';

export interface BillingConfig {
  provider: 'local' | 'stripe';
  stripeSecretKey: string | null;
  stripeWebhookSecret: string | null;
  stripePriceId: string | null;
  /** Where the Stripe library sends its API calls (tests: a loopback fake); null means api.stripe.com. */
  stripeApiBase: string | null;
}

/**
 * BILLING_PROVIDER defaults to stripe when STRIPE_SECRET_KEY is set, local otherwise. Stripe needs its three
 * settings; a half-configured Stripe stops the start instead of silently falling back to free local billing.
 */
export function billingFromEnv(env: Env): BillingConfig {
  const stripeSecretKey = read(env, 'STRIPE_SECRET_KEY') ?? null;
  const stripeWebhookSecret = read(env, 'STRIPE_WEBHOOK_SECRET') ?? null;
  const stripePriceId = read(env, 'STRIPE_PRICE_ID') ?? null;
  const stripeApiBase = readUrl(env, 'STRIPE_API_BASE', ['http:', 'https:']) ?? null;
  const raw = (read(env, 'BILLING_PROVIDER') ?? (stripeSecretKey ? 'stripe' : 'local')).toLowerCase();
  if (raw !== 'local' && raw !== 'stripe') fail('BILLING_PROVIDER', `"${raw}" is not one of local, stripe`);
  if (raw === 'stripe') {
    const missing = [
      ['STRIPE_SECRET_KEY', stripeSecretKey],
      ['STRIPE_WEBHOOK_SECRET', stripeWebhookSecret],
      ['STRIPE_PRICE_ID', stripePriceId],
    ]
      .filter(([, value]) => !value)
      .map(([name]) => name);
    if (missing.length) fail('BILLING_PROVIDER', `stripe needs ${missing.join(', ')} to be set as well`);
    if (!/^(sk|rk)_/.test(stripeSecretKey!))
      fail('STRIPE_SECRET_KEY', 'must be a Stripe secret key (sk_live_..., sk_test_... or rk_...)');
    if (!stripeWebhookSecret!.startsWith('whsec_'))
      fail('STRIPE_WEBHOOK_SECRET', 'must be a webhook signing secret (whsec_...)');
    if (!stripePriceId!.startsWith('price_')) fail('STRIPE_PRICE_ID', 'must be a Stripe price id (price_...)');
  }
  return { provider: raw, stripeSecretKey, stripeWebhookSecret, stripePriceId, stripeApiBase };
}
