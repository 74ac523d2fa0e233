import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { webhookDeliveries, webhookDeliveryAttempts, webhookEndpoints } from '../db/schema/index.js';

/** Queries of webhooks: endpoints, deliveries and their attempts. */

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookDeliveryAttempts.$inferSelect;
export type DeliveryValues = typeof webhookDeliveries.$inferInsert;

/** The enabled webhook endpoints of these companies. */
export async function enabledEndpointsOf(db: DbOrTx, companyIds: string[]) {
  if (companyIds.length === 0) return [];
  return db
    .select()
    .from(webhookEndpoints)
    .where(and(inArray(webhookEndpoints.companyId, companyIds), eq(webhookEndpoints.enabled, true)));
}

/** Inserts deliveries (a delivery already made for the same endpoint and event is skipped); the new ids. */
export async function insertDeliveries(db: DbOrTx, values: DeliveryValues[]) {
  const created = await db
    .insert(webhookDeliveries)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  return created.map((c) => c.id);
}

/** A delivery with its endpoint's URL, secret and switch. */
export async function deliveryWithEndpoint(db: DbOrTx, deliveryId: number) {
  const [row] = await db
    .select({
      delivery: webhookDeliveries,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      enabled: webhookEndpoints.enabled,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return row;
}

/** Records one attempt and the delivery's new state, together. */
export async function recordAttempt(
  db: DbOrTx,
  attempt: typeof webhookDeliveryAttempts.$inferInsert,
  state: Pick<DeliveryValues, 'status' | 'statusCode' | 'error' | 'attempt' | 'nextAttemptAt' | 'updatedAt'>,
) {
  await db.transaction(async (tx) => {
    await tx.insert(webhookDeliveryAttempts).values(attempt).onConflictDoNothing();
    await tx.update(webhookDeliveries).set(state).where(eq(webhookDeliveries.id, attempt.deliveryId));
  });
}

/** Pending deliveries whose next attempt is due, oldest first (at most 200). */
export function dueDeliveries(db: DbOrTx, now: Date) {
  return db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(200);
}

// The webhook routes: every query is scoped by the caller's company.

export function endpointsOfCompany(db: DbOrTx, companyId: string) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId))
    .orderBy(desc(webhookEndpoints.createdAt));
}

export async function endpointOfCompany(db: DbOrTx, companyId: string, id: string) {
  const [endpoint] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, companyId)));
  return endpoint;
}

export async function insertEndpoint(db: DbOrTx, values: typeof webhookEndpoints.$inferInsert) {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function updateEndpoint(
  db: DbOrTx,
  companyId: string,
  id: string,
  set: Partial<typeof webhookEndpoints.$inferInsert>,
) {
  const [row] = await db
    .update(webhookEndpoints)
    .set(set)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, companyId)))
    .returning();
  return row;
}

/** Deletes an endpoint (its log goes with it); false when the company has no such endpoint. */
export async function deleteEndpoint(db: DbOrTx, companyId: string, id: string) {
  const deleted = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, companyId)))
    .returning({ id: webhookEndpoints.id });
  return deleted.length > 0;
}

export async function insertDelivery(db: DbOrTx, values: DeliveryValues) {
  const [delivery] = await db.insert(webhookDeliveries).values(values).returning();
  return delivery!;
}

export async function deliveryById(db: DbOrTx, id: number) {
  const [delivery] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return delivery;
}

/** The company's deliveries (of one endpoint when given), newest first. */
export function deliveriesOfCompany(db: DbOrTx, companyId: string, endpointId: string | undefined, limit: number) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.companyId, companyId),
        endpointId ? eq(webhookDeliveries.endpointId, endpointId) : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

export async function attemptsOf(db: DbOrTx, companyId: string, deliveryIds: number[]): Promise<AttemptRow[]> {
  return deliveryIds.length === 0
    ? []
    : db
        .select()
        .from(webhookDeliveryAttempts)
        .where(
          and(
            eq(webhookDeliveryAttempts.companyId, companyId),
            inArray(webhookDeliveryAttempts.deliveryId, deliveryIds),
          ),
        );
}
