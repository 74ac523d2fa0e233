import { and, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client.js';
import {
  billingCheckoutSessions,
  billingInvoices,
  billingSubscriptions,
  companies,
  municipalities,
  properties,
  stripeEvents,
  type BillingProviderName,
  type BillingSubscription,
} from '../db/schema/index.js';
import { UUID_RE } from '../lib/crypto.js';
import { NotFoundError } from '../lib/domain-errors.js';
import type { BillingSubject } from './provider.js';

/** Queries of billing: subscriptions, invoices, checkout sessions and Stripe events (each caller picks db or tx). */

export type SubscriptionValues = Partial<typeof billingSubscriptions.$inferInsert>;
export type InvoiceValues = typeof billingInvoices.$inferInsert;
export type CheckoutSessionValues = typeof billingCheckoutSessions.$inferInsert;

const subjectWhere = (subject: BillingSubject) =>
  subject.propertyId
    ? and(
        eq(billingSubscriptions.companyId, subject.companyId),
        eq(billingSubscriptions.propertyId, subject.propertyId),
      )
    : and(eq(billingSubscriptions.companyId, subject.companyId), isNull(billingSubscriptions.propertyId));

/** The tenant wall: a property of another company is "not found". */
export async function findProperty(db: DbOrTx, companyId: string, propertyId: string) {
  if (!UUID_RE.test(propertyId)) throw new NotFoundError('Property not found');
  const [row] = await db
    .select({
      id: properties.id,
      name: properties.name,
      address: properties.address,
      municipalityName: municipalities.name,
    })
    .from(properties)
    .leftJoin(municipalities, eq(municipalities.id, properties.municipalityId))
    .where(and(eq(properties.id, propertyId), eq(properties.companyId, companyId)))
    .limit(1);
  if (!row) throw new NotFoundError('Property not found');
  return row;
}

export async function loadCompany(db: DbOrTx, companyId: string) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company) throw new NotFoundError('Company not found');
  return company;
}

export async function companyTrialEndsAt(db: DbOrTx, companyId: string) {
  const [company] = await db
    .select({ trialEndsAt: companies.trialEndsAt })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.trialEndsAt ?? null;
}

/** The subject's subscription row (undefined when it never had one). */
export async function subscriptionOf(db: DbOrTx, subject: BillingSubject): Promise<BillingSubscription | undefined> {
  const [row] = await db.select().from(billingSubscriptions).where(subjectWhere(subject));
  return row;
}

export function subscriptionsOfProperties(db: DbOrTx, companyId: string, propertyIds: string[]) {
  return db
    .select()
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.companyId, companyId), inArray(billingSubscriptions.propertyId, propertyIds)));
}

export function subscriptionsOfCompany(db: DbOrTx, companyId: string) {
  return db.select().from(billingSubscriptions).where(eq(billingSubscriptions.companyId, companyId));
}

/** The company's most recently updated Stripe customer id, if any. */
export async function latestCustomerId(db: DbOrTx, companyId: string) {
  const [customer] = await db
    .select({ id: billingSubscriptions.stripeCustomerId })
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.companyId, companyId)))
    .orderBy(desc(billingSubscriptions.updatedAt));
  return customer?.id ?? null;
}

/** Ids of the company's local subscriptions (trialing or active) whose period has ended by `now`. */
export function dueLocalSubscriptions(db: DbOrTx, companyId: string, now: Date) {
  return db
    .select({ id: billingSubscriptions.id })
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.companyId, companyId),
        eq(billingSubscriptions.provider, 'local'),
        inArray(billingSubscriptions.status, ['trialing', 'active']),
        lte(billingSubscriptions.currentPeriodEnd, now),
      ),
    );
}

export async function lockSubscriptionById(tx: Tx, id: string): Promise<BillingSubscription | undefined> {
  const [row] = await tx.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, id)).for('update');
  return row;
}

/** The subject's row, created (inactive) if missing, locked for the rest of the transaction. */
export async function lockRow(
  tx: Tx,
  subject: BillingSubject,
  provider: BillingProviderName,
): Promise<BillingSubscription> {
  await tx
    .insert(billingSubscriptions)
    .values({ companyId: subject.companyId, propertyId: subject.propertyId, provider })
    .onConflictDoNothing();
  const [row] = await tx.select().from(billingSubscriptions).where(subjectWhere(subject)).for('update');
  return row!;
}

export async function updateRow(tx: DbOrTx, id: string, values: SubscriptionValues) {
  const [row] = await tx
    .update(billingSubscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(billingSubscriptions.id, id))
    .returning();
  return row!;
}

export async function insertInvoice(db: DbOrTx, values: InvoiceValues) {
  await db.insert(billingInvoices).values(values);
}

export async function upsertInvoice(tx: Tx, values: InvoiceValues) {
  const { id: _id, companyId: _c, createdAt: _t, ...changes } = values;
  await tx.insert(billingInvoices).values(values).onConflictDoUpdate({ target: billingInvoices.id, set: changes });
}

export function invoicesOfCompany(db: DbOrTx, companyId: string) {
  return db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.companyId, companyId))
    .orderBy(desc(billingInvoices.createdAt), desc(billingInvoices.id));
}

/** The company's subscribed properties (trialing, active or past due), by property name. */
export function liveSubscribedProperties(db: DbOrTx, companyId: string) {
  return db
    .select({
      sub: billingSubscriptions,
      name: properties.name,
      address: properties.address,
      municipalityName: municipalities.name,
    })
    .from(billingSubscriptions)
    .innerJoin(properties, eq(properties.id, billingSubscriptions.propertyId))
    .leftJoin(municipalities, eq(municipalities.id, properties.municipalityId))
    .where(
      and(
        eq(billingSubscriptions.companyId, companyId),
        eq(properties.companyId, companyId),
        inArray(billingSubscriptions.status, ['trialing', 'active', 'past_due']),
      ),
    )
    .orderBy(properties.name);
}

/** Invoices of these properties, newest first. */
export function invoicesOfProperties(db: DbOrTx, companyId: string, propertyIds: string[]) {
  return db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.companyId, companyId), inArray(billingInvoices.propertyId, propertyIds)))
    .orderBy(desc(billingInvoices.createdAt));
}

/** An invoice with its company and property name, across companies (the caller checked the link's signature). */
export async function invoiceWithCompany(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ invoice: billingInvoices, company: companies, propertyName: properties.name })
    .from(billingInvoices)
    .innerJoin(companies, eq(companies.id, billingInvoices.companyId))
    .leftJoin(properties, eq(properties.id, billingInvoices.propertyId))
    .where(eq(billingInvoices.id, id));
  return row;
}

export async function insertCheckoutSession(db: DbOrTx, values: CheckoutSessionValues) {
  await db.insert(billingCheckoutSessions).values(values);
}

export async function checkoutSession(db: DbOrTx, sessionId: string) {
  const [session] = await db.select().from(billingCheckoutSessions).where(eq(billingCheckoutSessions.id, sessionId));
  return session;
}

export async function checkoutSessionOwner(db: DbOrTx, sessionId: string) {
  const [owner] = await db
    .select({ companyId: billingCheckoutSessions.companyId })
    .from(billingCheckoutSessions)
    .where(eq(billingCheckoutSessions.id, sessionId));
  return owner;
}

export async function lockCheckoutSession(tx: Tx, sessionId: string) {
  const [session] = await tx
    .select()
    .from(billingCheckoutSessions)
    .where(eq(billingCheckoutSessions.id, sessionId))
    .for('update');
  return session;
}

export async function completeCheckoutSession(tx: DbOrTx, sessionId: string, at: Date) {
  await tx
    .update(billingCheckoutSessions)
    .set({ status: 'complete', completedAt: at })
    .where(eq(billingCheckoutSessions.id, sessionId));
}

/** Records a Stripe event by id; false when it was already recorded (a redelivery). */
export async function recordStripeEvent(tx: Tx, id: string, type: string) {
  const inserted = await tx.insert(stripeEvents).values({ id, type }).onConflictDoNothing().returning();
  return inserted.length > 0;
}

export async function lockByStripeSubscriptionId(tx: Tx, subscriptionId: string) {
  const [row] = await tx
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.stripeSubscriptionId, subscriptionId))
    .for('update');
  return row;
}

export async function companyExists(tx: DbOrTx, companyId: string) {
  const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  return Boolean(company);
}

export async function companyOwnsProperty(tx: DbOrTx, companyId: string, propertyId: string) {
  const [property] = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.companyId, companyId)));
  return Boolean(property);
}
