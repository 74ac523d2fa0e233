import type { DbOrTx } from '../db/client.js';
import { InvalidError, NotFoundError } from '../lib/domain-errors.js';
import { deliveryOut } from './answers.js';
import * as webhooks from './webhook-repository.js';
import { checkNewTarget, RefusedTargetError, type TargetPolicy } from './webhook-target.js';

/** The URL's form, then its target (public addresses only unless WEBHOOK_ALLOW_PRIVATE): the normalized URL. */
export async function validWebhookUrl(raw: string, policy: TargetPolicy): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new InvalidError('Please enter a valid URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new InvalidError('The webhook URL must start with https:// or http://');
  try {
    await checkNewTarget(url, policy);
  } catch (error) {
    if (error instanceof RefusedTargetError) throw new InvalidError(error.message);
    throw error;
  }
  return url.toString();
}

/** Sends a signed test event to one of the company's endpoints now; the delivery's outcome (404 when unknown). */
export async function sendTestEvent(
  db: DbOrTx,
  attemptWebhook: (deliveryId: number) => Promise<void>,
  companyId: string,
  endpointId: string,
) {
  const endpoint = await webhooks.endpointOfCompany(db, companyId, endpointId);
  if (!endpoint) throw new NotFoundError('Webhook not found');
  const delivery = await webhooks.insertDelivery(db, {
    endpointId: endpoint.id,
    companyId: endpoint.companyId,
    event: 'webhook.test',
    payload: { event: 'webhook.test', message: 'This is a test event from Parcelwatch.' },
    nextAttemptAt: new Date(),
  });
  await attemptWebhook(delivery.id);
  const after = await webhooks.deliveryById(db, delivery.id);
  return deliveryOut(after!, await webhooks.attemptsOf(db, companyId, [delivery.id]));
}
