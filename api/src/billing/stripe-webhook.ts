import { asSystem } from '../db/tenant-context.js';
import { NotFoundError } from '../lib/domain-errors.js';
import type { BillingContext } from './context.js';
import * as repo from './repository.js';
import { applyStripeEvent } from './stripe-events.js';
import { constructStripeEvent } from './stripe.js';

/** A Stripe webhook: its signature checked, recorded once (a repeated event is a duplicate), then applied. */
export async function handleStripeWebhook(
  ctx: BillingContext,
  rawBody: Buffer,
  signature: string | string[] | undefined,
): Promise<{ duplicate: boolean; type: string }> {
  const { db, provider, stripeProvider, billingConfig } = ctx;
  if (!stripeProvider) throw new NotFoundError('Stripe billing is not configured');
  const event = constructStripeEvent(stripeProvider.client, rawBody, signature, billingConfig.stripeWebhookSecret!);
  // Signed by Stripe (checked above); an event names its company only through our metadata or ids.
  return asSystem('Stripe webhook (signature verified)', () =>
    db.transaction(async (tx) => {
      if (!(await repo.recordStripeEvent(tx, event.id, event.type))) return { duplicate: true, type: event.type };
      await applyStripeEvent(tx, provider.name, event.type, (event.data as { object: Record<string, any> }).object);
      return { duplicate: false, type: event.type };
    }),
  );
}
