import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { createLocalProvider } from '../../billing/local.js';
import {
  addMonths,
  CHECKOUT_TTL_MS,
  CURRENCY,
  DAY_MS,
  isActiveStatus,
  isLiveStatus,
  PRICE_CENTS,
  TRIAL_DAYS,
  type BillingProvider,
  type BillingSubject,
  type SubscriptionState,
} from '../../billing/provider.js';
import {
  constructStripeEvent,
  createStripeProvider,
  invoiceSubscriptionId,
  stateFromStripeSubscription,
  stripeId,
  type StripeClient,
  type StripeSubscriptionLike,
} from '../../billing/stripe.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import {
  billingCheckoutSessions,
  billingInvoices,
  billingSubscriptions,
  companies,
  municipalities,
  properties,
  stripeEvents,
  type BillingCheckoutSession,
  type BillingInvoice,
  type BillingSubscription,
  type Company,
} from '../../db/schema/index.js';
import { UUID_RE } from '../../lib/crypto.js';
import { HttpError, httpError } from '../../lib/http-error.js';
import { iso } from '../../schemas/common.js';
import { resolveJwtSecret } from './access-tokens.js';
import { asSystem, setRequestTenant } from '../../db/tenant-context.js';

/** The wire shape of GET /api/property-subscriptions/{id}/subscription (also joined into property answers). */
export interface PropertySubscriptionOut {
  property_id: string;
  active: boolean;
  status: BillingSubscription['status'];
  payment_status: BillingSubscription['paymentStatus'];
  cancel_at_period_end: boolean;
  current_period_start: string | null;
  current_period_end: string | null;
  trial_end: string | null;
  amount: number;
  currency: string;
}

export interface InvoiceOut {
  id: string;
  created: number;
  amount_due: number;
  currency: string;
  status: string;
  hosted_invoice_url: string | null;
  invoice_pdf: string | null;
}

export interface PropertyBillingRow {
  property_id: string;
  property_name: string;
  property_address: string | null;
  municipality_name: string | null;
  status: BillingSubscription['status'];
  payment_status: BillingSubscription['paymentStatus'];
  cancel_at_period_end: boolean;
  current_period_start: string | null;
  current_period_end: string | null;
  amount: number;
  currency: string;
  hosted_invoice_url: string | null;
  invoice_pdf: string | null;
}

export interface CheckoutView {
  session: BillingCheckoutSession;
  company: Company;
  property: { id: string; name: string; address: string | null; municipalityName: string | null } | null;
  trial: boolean;
  trialEnd: Date | null;
}

export interface BillingService {
  readonly provider: BillingProvider;
  /** The property's subscription (rolled forward to now); 404 when the property is not the company's. */
  propertySubscription(companyId: string, propertyId: string): Promise<PropertySubscriptionOut>;
  /** For the properties API: subscription state of many properties at once (absent = never subscribed). */
  propertySubscriptions(companyId: string, propertyIds: string[]): Promise<Map<string, PropertySubscriptionOut>>;
  /** For the properties API: true while the property's subscription is trialing, active or past due. */
  hasLiveSubscription(companyId: string, propertyId: string): Promise<boolean>;
  companySubscription(companyId: string): Promise<BillingSubscription | undefined>;
  /** Starts a checkout for a property (propertyId) or the company plan (null); returns the URL to open. */
  startCheckout(subject: BillingSubject, userId: string, customerEmail: string): Promise<string>;
  setCancelAtPeriodEnd(subject: BillingSubject, cancel: boolean): Promise<BillingSubscription>;
  checkoutView(sessionId: string): Promise<CheckoutView | null>;
  /** Confirms a local checkout (idempotent) and returns where to send the browser. */
  confirmLocalCheckout(sessionId: string): Promise<string>;
  listInvoices(companyId: string): Promise<InvoiceOut[]>;
  propertyBilling(companyId: string): Promise<PropertyBillingRow[]>;
  /** A local invoice when the token signs its id; null otherwise (never tells which part was wrong). */
  invoiceByToken(id: string, token: string | undefined): Promise<(BillingInvoice & { company: Company; propertyName: string | null }) | null>;
  invoiceToken(id: string): string;
  toPropertyOut(propertyId: string, row: BillingSubscription | undefined): PropertySubscriptionOut;
  toInvoiceOut(row: BillingInvoice): InvoiceOut;
  /** Cancels the company's live Stripe subscriptions before the company is deleted (best effort). */
  cancelAllAtProvider(companyId: string): Promise<void>;
  stripe: StripeClient | null;
  handleStripeWebhook(rawBody: Buffer, signature: string | string[] | undefined): Promise<{ duplicate: boolean; type: string }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    billing: BillingService;
  }
}

const newInvoiceId = () => `in_local_${randomBytes(12).toString('hex')}`;

function localInvoice(row: BillingSubscription, start: Date, end: Date, amountDue: number, description: string) {
  return {
    id: newInvoiceId(),
    companyId: row.companyId,
    subscriptionId: row.id,
    propertyId: row.propertyId,
    number: `PW-${start.toISOString().slice(0, 7).replace('-', '')}-${randomBytes(3).toString('hex').toUpperCase()}`,
    description,
    amountDue,
    currency: row.currency,
    status: 'paid',
    periodStart: start,
    periodEnd: end,
    createdAt: start,
  } satisfies typeof billingInvoices.$inferInsert;
}

export default fp(
  async (app) => {
    const { billing: billingConfig, publicUrl } = app.config;
    const stripeProvider = billingConfig.provider === 'stripe' ? createStripeProvider(billingConfig) : null;
    const provider: BillingProvider = stripeProvider ?? createLocalProvider(publicUrl);
    const linkKey = createHmac('sha256', await resolveJwtSecret(app.config)).update('parcelwatch-invoice-links').digest();

    const invoiceToken = (id: string) => createHmac('sha256', linkKey).update(`invoice:${id}`).digest('base64url');

    const toInvoiceOut = (row: BillingInvoice): InvoiceOut => {
      const local = row.id.startsWith('in_local_');
      const token = local ? invoiceToken(row.id) : '';
      return {
        id: row.id,
        created: Math.floor(row.createdAt.getTime() / 1000),
        amount_due: row.amountDue,
        currency: row.currency,
        status: row.status,
        hosted_invoice_url: local ? `${publicUrl}/billing/invoices/${row.id}?token=${token}` : row.hostedInvoiceUrl,
        invoice_pdf: local ? `${publicUrl}/billing/invoices/${row.id}.pdf?token=${token}` : row.invoicePdf,
      };
    };

    const toPropertyOut = (propertyId: string, row: BillingSubscription | undefined): PropertySubscriptionOut => ({
      property_id: propertyId,
      active: row ? isActiveStatus(row.status) : false,
      status: row?.status ?? 'inactive',
      payment_status: row?.paymentStatus ?? null,
      cancel_at_period_end: row?.cancelAtPeriodEnd ?? false,
      current_period_start: iso(row?.currentPeriodStart),
      current_period_end: iso(row?.currentPeriodEnd),
      trial_end: iso(row?.trialEnd),
      amount: (row?.amount ?? PRICE_CENTS) / 100,
      currency: row?.currency ?? CURRENCY,
    });

    const subjectWhere = (subject: BillingSubject) =>
      subject.propertyId
        ? and(eq(billingSubscriptions.companyId, subject.companyId), eq(billingSubscriptions.propertyId, subject.propertyId))
        : and(eq(billingSubscriptions.companyId, subject.companyId), isNull(billingSubscriptions.propertyId));

    const describe = async (subject: BillingSubject, db: DbOrTx = app.db) => {
      if (!subject.propertyId) return 'Parcelwatch company plan';
      const property = await findProperty(subject.companyId, subject.propertyId, db);
      return `Property analysis: ${property.name}`;
    };

    /** The tenant wall: a property of another company is "not found". */
    async function findProperty(companyId: string, propertyId: string, db: DbOrTx = app.db) {
      if (!UUID_RE.test(propertyId)) throw httpError(404, 'Property not found');
      const [row] = await db
        .select({ id: properties.id, name: properties.name, address: properties.address, municipalityName: municipalities.name })
        .from(properties)
        .leftJoin(municipalities, eq(municipalities.id, properties.municipalityId))
        .where(and(eq(properties.id, propertyId), eq(properties.companyId, companyId)))
        .limit(1);
      if (!row) throw httpError(404, 'Property not found');
      return row;
    }

    /** The subject's row, created (inactive) if missing, locked for the rest of the transaction. */
    async function lockRow(tx: Tx, subject: BillingSubject): Promise<BillingSubscription> {
      await tx
        .insert(billingSubscriptions)
        .values({ companyId: subject.companyId, propertyId: subject.propertyId, provider: provider.name })
        .onConflictDoNothing();
      const [row] = await tx.select().from(billingSubscriptions).where(subjectWhere(subject)).for('update');
      return row!;
    }

    async function updateRow(tx: DbOrTx, id: string, values: Partial<typeof billingSubscriptions.$inferInsert>) {
      const [row] = await tx
        .update(billingSubscriptions)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(billingSubscriptions.id, id))
        .returning();
      return row!;
    }

    /**
     * Local periods roll forward lazily, whenever a company's billing is read: a period that has ended starts
     * the next monthly period (with its invoice), or ends the subscription when it was set to cancel.
     */
    async function rollForward(companyId: string) {
      if (provider.name !== 'local') return;
      const now = new Date();
      const due = await app.db
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
      for (const { id } of due) {
        await app.db.transaction(async (tx) => {
          let [row] = await tx.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, id)).for('update');
          if (!row) return;
          const description = await describe({ companyId: row.companyId, propertyId: row.propertyId }, tx).catch(() => 'Parcelwatch');
          for (let i = 0; i < 240 && isActiveStatus(row.status) && row.currentPeriodEnd && row.currentPeriodEnd <= now; i++) {
            if (row.cancelAtPeriodEnd) {
              row = await updateRow(tx, row.id, { status: 'canceled', paymentStatus: null, cancelAtPeriodEnd: false });
              break;
            }
            const start = row.currentPeriodEnd;
            const end = addMonths(start, 1);
            await tx.insert(billingInvoices).values(localInvoice(row, start, end, row.amount, description));
            row = await updateRow(tx, row.id, { status: 'active', paymentStatus: 'active', currentPeriodStart: start, currentPeriodEnd: end });
          }
        });
      }
    }

    async function loadCompany(companyId: string, db: DbOrTx = app.db) {
      const [company] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
      if (!company) throw httpError(404, 'Company not found');
      return company;
    }

    /** A processor failure is a 502 (Bad Gateway: the processor failed, not us), logged with its cause. */
    async function viaProvider<T>(action: () => Promise<T>): Promise<T> {
      try {
        return await action();
      } catch (error) {
        if (error instanceof HttpError) throw error;
        app.log.error({ err: error, provider: provider.name }, 'billing provider call failed');
        throw httpError(502, 'The payment provider could not be reached. Please try again.');
      }
    }

    /** Documented rule: a subject's first subscription starts with a 30-day trial while the company's free trial runs. */
    const trialEligible = (company: Company, row: BillingSubscription | undefined, now = new Date()) =>
      Boolean(company.trialEndsAt && company.trialEndsAt > now) && !row?.trialUsed;

    const service: BillingService = {
      provider,
      stripe: stripeProvider?.client ?? null,
      toPropertyOut,
      toInvoiceOut,
      invoiceToken,

      async propertySubscription(companyId, propertyId) {
        await findProperty(companyId, propertyId);
        await rollForward(companyId);
        const [row] = await app.db.select().from(billingSubscriptions).where(subjectWhere({ companyId, propertyId }));
        return toPropertyOut(propertyId, row);
      },

      async propertySubscriptions(companyId, propertyIds) {
        const result = new Map<string, PropertySubscriptionOut>();
        if (!propertyIds.length) return result;
        await rollForward(companyId);
        const rows = await app.db
          .select()
          .from(billingSubscriptions)
          .where(and(eq(billingSubscriptions.companyId, companyId), inArray(billingSubscriptions.propertyId, propertyIds)));
        for (const id of propertyIds) result.set(id, toPropertyOut(id, rows.find((r) => r.propertyId === id)));
        return result;
      },

      async hasLiveSubscription(companyId, propertyId) {
        const out = await service.propertySubscription(companyId, propertyId);
        return isLiveStatus(out.status);
      },

      async companySubscription(companyId) {
        await rollForward(companyId);
        const [row] = await app.db.select().from(billingSubscriptions).where(subjectWhere({ companyId, propertyId: null }));
        return row;
      },

      async startCheckout(subject, userId, customerEmail) {
        const company = await loadCompany(subject.companyId);
        const description = await describe(subject);
        await rollForward(subject.companyId);
        const [row] = await app.db.select().from(billingSubscriptions).where(subjectWhere(subject));
        if (row && isLiveStatus(row.status)) {
          throw httpError(409, subject.propertyId ? 'This property already has a subscription.' : 'The company already has a subscription.');
        }
        const successUrl = subject.propertyId
          ? `${publicUrl}/properties?subscribed=${subject.propertyId}`
          : `${publicUrl}/settings/billing?subscribed=company`;
        const cancelUrl = subject.propertyId ? `${publicUrl}/properties` : `${publicUrl}/settings/billing`;
        const [customer] = await app.db
          .select({ id: billingSubscriptions.stripeCustomerId })
          .from(billingSubscriptions)
          .where(and(eq(billingSubscriptions.companyId, subject.companyId)))
          .orderBy(desc(billingSubscriptions.updatedAt));
        const { sessionId, url } = await viaProvider(() => provider.createCheckout({
          ...subject,
          description,
          customerEmail,
          stripeCustomerId: customer?.id ?? null,
          trial: trialEligible(company, row),
          successUrl,
          cancelUrl,
        }));
        await app.db.insert(billingCheckoutSessions).values({
          id: sessionId,
          companyId: subject.companyId,
          propertyId: subject.propertyId,
          provider: provider.name,
          createdBy: userId,
          expiresAt: new Date(Date.now() + CHECKOUT_TTL_MS),
        });
        return url;
      },

      async setCancelAtPeriodEnd(subject, cancel) {
        if (subject.propertyId) await findProperty(subject.companyId, subject.propertyId);
        await rollForward(subject.companyId);
        const [current] = await app.db.select().from(billingSubscriptions).where(subjectWhere(subject));
        if (!current || !isLiveStatus(current.status)) {
          throw httpError(400, cancel ? 'There is no active subscription to cancel.' : 'This subscription has ended. Please subscribe again.');
        }
        if (current.cancelAtPeriodEnd === cancel) return current;
        // The processor first (it may refuse); our row then mirrors its answer.
        const state: SubscriptionState | null = await viaProvider(() => provider.setCancelAtPeriodEnd(current, cancel));
        return updateRow(app.db, current.id, state ?? { cancelAtPeriodEnd: cancel });
      },

      async checkoutView(sessionId) {
        // The unguessable session id is the local checkout page's only credential: found across companies,
        // then everything else is read in the session's company.
        const [session] = await asSystem('local checkout page: session by id', () =>
          app.db.select().from(billingCheckoutSessions).where(eq(billingCheckoutSessions.id, sessionId)),
        );
        if (!session || session.provider !== 'local') return null;
        setRequestTenant(session.companyId);
        const company = await loadCompany(session.companyId);
        const property = session.propertyId ? await findProperty(session.companyId, session.propertyId) : null;
        const [row] = await app.db
          .select()
          .from(billingSubscriptions)
          .where(subjectWhere({ companyId: session.companyId, propertyId: session.propertyId }));
        const trial = trialEligible(company, row);
        return { session, company, property, trial, trialEnd: trial ? new Date(Date.now() + TRIAL_DAYS * DAY_MS) : null };
      },

      async confirmLocalCheckout(sessionId) {
        const [owner] = await asSystem('local checkout confirmation: session by id', () =>
          app.db.select({ companyId: billingCheckoutSessions.companyId }).from(billingCheckoutSessions).where(eq(billingCheckoutSessions.id, sessionId)),
        );
        if (!owner) throw httpError(404, 'This checkout does not exist.');
        setRequestTenant(owner.companyId);
        return app.db.transaction(async (tx) => {
          const [session] = await tx.select().from(billingCheckoutSessions).where(eq(billingCheckoutSessions.id, sessionId)).for('update');
          if (!session || session.provider !== 'local') throw httpError(404, 'This checkout does not exist.');
          const subject = { companyId: session.companyId, propertyId: session.propertyId };
          const redirect = subject.propertyId
            ? `${publicUrl}/properties?subscribed=${subject.propertyId}`
            : `${publicUrl}/settings/billing?subscribed=company`;
          if (session.status === 'complete') return redirect;
          const now = new Date();
          if (session.expiresAt <= now) throw httpError(410, 'This checkout link has expired. Please start again from Parcelwatch.');
          const company = await loadCompany(session.companyId, tx);
          const description = await describe(subject, tx);
          const row = await lockRow(tx, subject);
          if (!isLiveStatus(row.status)) {
            const trial = trialEligible(company, row, now);
            const end = trial ? new Date(now.getTime() + TRIAL_DAYS * DAY_MS) : addMonths(now, 1);
            const updated = await updateRow(tx, row.id, {
              provider: 'local',
              status: trial ? 'trialing' : 'active',
              paymentStatus: trial ? 'trial' : 'active',
              cancelAtPeriodEnd: false,
              currentPeriodStart: now,
              currentPeriodEnd: end,
              trialEnd: trial ? end : null,
              trialUsed: row.trialUsed || trial,
            });
            // The period's invoice: 0 during the trial, the monthly price otherwise (paid at once: no real charge).
            await tx.insert(billingInvoices).values(localInvoice(updated, now, end, trial ? 0 : updated.amount, description));
          }
          await tx
            .update(billingCheckoutSessions)
            .set({ status: 'complete', completedAt: now })
            .where(eq(billingCheckoutSessions.id, session.id));
          return redirect;
        });
      },

      async listInvoices(companyId) {
        await rollForward(companyId);
        const rows = await app.db
          .select()
          .from(billingInvoices)
          .where(eq(billingInvoices.companyId, companyId))
          .orderBy(desc(billingInvoices.createdAt), desc(billingInvoices.id));
        return rows.map(toInvoiceOut);
      },

      async propertyBilling(companyId) {
        await rollForward(companyId);
        const rows = await app.db
          .select({ sub: billingSubscriptions, name: properties.name, address: properties.address, municipalityName: municipalities.name })
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
        const propertyIds = rows.map((r) => r.sub.propertyId!);
        const invoices = propertyIds.length
          ? await app.db
              .select()
              .from(billingInvoices)
              .where(and(eq(billingInvoices.companyId, companyId), inArray(billingInvoices.propertyId, propertyIds)))
              .orderBy(desc(billingInvoices.createdAt))
          : [];
        return rows.map(({ sub, name, address, municipalityName }) => {
          const latest = invoices.find((i) => i.propertyId === sub.propertyId);
          const links = latest ? toInvoiceOut(latest) : null;
          return {
            property_id: sub.propertyId!,
            property_name: name,
            property_address: address,
            municipality_name: municipalityName,
            status: sub.status,
            payment_status: sub.paymentStatus,
            cancel_at_period_end: sub.cancelAtPeriodEnd,
            current_period_start: iso(sub.currentPeriodStart),
            current_period_end: iso(sub.currentPeriodEnd),
            amount: sub.amount / 100,
            currency: sub.currency,
            hosted_invoice_url: links?.hosted_invoice_url ?? null,
            invoice_pdf: links?.invoice_pdf ?? null,
          };
        });
      },

      async invoiceByToken(id, token) {
        if (!token || !id.startsWith('in_local_')) return null;
        const expected = Buffer.from(invoiceToken(id));
        const given = Buffer.from(token);
        if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
        // The link's HMAC was checked above: the invoice is read in a system context (the page has no sign-in).
        const [row] = await asSystem('invoice page: signed link', () =>
          app.db
            .select({ invoice: billingInvoices, company: companies, propertyName: properties.name })
            .from(billingInvoices)
            .innerJoin(companies, eq(companies.id, billingInvoices.companyId))
            .leftJoin(properties, eq(properties.id, billingInvoices.propertyId))
            .where(eq(billingInvoices.id, id)),
        );
        return row ? { ...row.invoice, company: row.company, propertyName: row.propertyName } : null;
      },

      async cancelAllAtProvider(companyId) {
        if (provider.name === 'local') return;
        const rows = await app.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.companyId, companyId));
        for (const row of rows.filter((r) => isLiveStatus(r.status))) {
          try {
            await provider.cancelImmediately(row);
          } catch (error) {
            app.log.error({ err: error, subscription: row.stripeSubscriptionId }, 'could not cancel the Stripe subscription');
          }
        }
      },

      async handleStripeWebhook(rawBody, signature) {
        if (!stripeProvider) throw httpError(404, 'Stripe billing is not configured');
        const event = constructStripeEvent(stripeProvider.client, rawBody, signature, billingConfig.stripeWebhookSecret!);
        // Signed by Stripe (checked above); an event names its company only through our metadata or ids.
        return asSystem('Stripe webhook (signature verified)', () => app.db.transaction(async (tx) => {
          const inserted = await tx.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning();
          if (!inserted.length) return { duplicate: true, type: event.type };
          await applyStripeEvent(tx, event.type, (event.data as { object: Record<string, any> }).object);
          return { duplicate: false, type: event.type };
        }));
      },
    };

    /** Finds our row for a Stripe subscription: by its id, else by the metadata we put on it at checkout. */
    async function rowForStripeSubscription(tx: Tx, subscriptionId: string | null, metadata?: Record<string, string> | null) {
      if (subscriptionId) {
        const [row] = await tx.select().from(billingSubscriptions).where(eq(billingSubscriptions.stripeSubscriptionId, subscriptionId)).for('update');
        if (row) return row;
      }
      const subject = await subjectFromMetadata(tx, metadata);
      return subject ? lockRow(tx, subject) : undefined;
    }

    /** Metadata is ours, but still checked: the company must exist and own the property. */
    async function subjectFromMetadata(tx: Tx, metadata?: Record<string, string> | null): Promise<BillingSubject | null> {
      const companyId = metadata?.company_id;
      if (!companyId || !UUID_RE.test(companyId)) return null;
      const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
      if (!company) return null;
      const propertyId = metadata?.property_id || null;
      if (propertyId) {
        if (!UUID_RE.test(propertyId)) return null;
        const [property] = await tx
          .select({ id: properties.id })
          .from(properties)
          .where(and(eq(properties.id, propertyId), eq(properties.companyId, companyId)));
        if (!property) return null;
      }
      return { companyId, propertyId };
    }

    async function upsertStripeInvoice(tx: Tx, invoice: Record<string, any>, row: BillingSubscription) {
      const values = {
        id: String(invoice.id),
        companyId: row.companyId,
        subscriptionId: row.id,
        propertyId: row.propertyId,
        number: invoice.number ?? null,
        description: invoice.description ?? '',
        amountDue: Number(invoice.amount_due ?? 0),
        currency: String(invoice.currency ?? 'cad').toUpperCase(),
        status: String(invoice.status ?? 'open'),
        periodStart: typeof invoice.period_start === 'number' ? new Date(invoice.period_start * 1000) : null,
        periodEnd: typeof invoice.period_end === 'number' ? new Date(invoice.period_end * 1000) : null,
        hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
        invoicePdf: invoice.invoice_pdf ?? null,
        createdAt: typeof invoice.created === 'number' ? new Date(invoice.created * 1000) : new Date(),
      };
      const { id: _id, companyId: _c, createdAt: _t, ...changes } = values;
      await tx.insert(billingInvoices).values(values).onConflictDoUpdate({ target: billingInvoices.id, set: changes });
    }

    async function applyStripeEvent(tx: Tx, type: string, object: Record<string, any>) {
      switch (type) {
        case 'checkout.session.completed': {
          const subject = await subjectFromMetadata(tx, object.metadata);
          if (!subject) return;
          const row = await lockRow(tx, subject);
          const live = isLiveStatus(row.status) && row.stripeSubscriptionId === stripeId(object.subscription);
          await updateRow(tx, row.id, {
            provider: 'stripe',
            stripeSubscriptionId: stripeId(object.subscription) ?? row.stripeSubscriptionId,
            stripeCustomerId: stripeId(object.customer) ?? row.stripeCustomerId,
            // A subscription event may have arrived first with the precise state (e.g. trialing): keep it.
            ...(live ? {} : { status: 'active' as const, paymentStatus: 'active' as const, cancelAtPeriodEnd: false }),
          });
          await tx
            .update(billingCheckoutSessions)
            .set({ status: 'complete', completedAt: new Date() })
            .where(eq(billingCheckoutSessions.id, String(object.id)));
          return;
        }
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted':
        case 'customer.subscription.paused':
        case 'customer.subscription.resumed': {
          const sub = object as unknown as StripeSubscriptionLike;
          const row = await rowForStripeSubscription(tx, sub.id, sub.metadata);
          if (!row) return;
          const state = stateFromStripeSubscription(sub);
          if (type === 'customer.subscription.deleted') {
            state.status = 'canceled';
            state.paymentStatus = null;
            state.cancelAtPeriodEnd = false;
          }
          await updateRow(tx, row.id, {
            ...state,
            provider: 'stripe',
            stripeSubscriptionId: sub.id,
            stripeCustomerId: stripeId(sub.customer) ?? row.stripeCustomerId,
            trialUsed: row.trialUsed || state.trialEnd !== null,
          });
          return;
        }
        case 'invoice.payment_failed':
        case 'invoice.paid':
        case 'invoice.payment_succeeded':
        case 'invoice.created':
        case 'invoice.finalized':
        case 'invoice.updated':
        case 'invoice.voided': {
          const subscriptionId = invoiceSubscriptionId(object);
          const row = await rowForStripeSubscription(tx, subscriptionId, object.parent?.subscription_details?.metadata ?? object.subscription_details?.metadata);
          if (!row) return;
          await upsertStripeInvoice(tx, object, row);
          if (type === 'invoice.payment_failed') {
            await updateRow(tx, row.id, { status: 'past_due', paymentStatus: 'past_due' });
          } else if ((type === 'invoice.paid' || type === 'invoice.payment_succeeded') && row.status === 'past_due') {
            await updateRow(tx, row.id, { status: 'active', paymentStatus: 'active' });
          }
          return;
        }
        default:
          return;
      }
    }

    app.decorate('billing', service);
  },
  { name: 'billing', dependencies: ['db'] },
);
