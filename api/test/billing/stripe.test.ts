import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { loadConfig } from '../../src/config/index.js';
import { municipalities, properties, stripeEvents } from '../../src/db/schema/index.js';
import {
  apiCall,
  bearer,
  createTestContext,
  type HttpMethod,
  registerUser,
  STRONG_PASSWORD,
  type TestContext,
} from '../helpers/helpers.js';

/**
 * Stripe is a paid API, so these tests never call it: the Stripe library is pointed (STRIPE_API_BASE) at this
 * loopback server, a fake that speaks Stripe's HTTP protocol (form-encoded requests, bearer key, JSON answers
 * shaped like Stripe's) for the few endpoints Parcelwatch calls. Webhooks are signed with the library's own
 * test-signature helper.
 */
interface Recorded {
  method: string;
  path: string;
  authorization: string | undefined;
  params: URLSearchParams;
}

class FakeStripe {
  server!: Server;
  requests: Recorded[] = [];
  async start() {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
  private async handle(req: IncomingMessage, res: import('node:http').ServerResponse) {
    let body = '';
    for await (const chunk of req) body += chunk;
    const url = new URL(req.url!, 'http://fake');
    const params = new URLSearchParams(body);
    this.requests.push({ method: req.method!, path: url.pathname, authorization: req.headers.authorization, params });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.requests.length}` });
      res.end(JSON.stringify(json));
    };
    if (req.headers.authorization !== 'Bearer sk_test_parcelwatch') {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    const now = Math.floor(Date.now() / 1000);
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = `cs_test_${this.requests.length}`;
      return send(200, {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        metadata: {},
      });
    }
    const sub = /^\/v1\/subscriptions\/([\w]+)$/.exec(url.pathname);
    if (sub && sub[1]!.startsWith('sub_missing')) {
      return send(404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such subscription: '${sub[1]}'`,
        },
      });
    }
    if (sub && (req.method === 'POST' || req.method === 'DELETE')) {
      const canceled = req.method === 'DELETE';
      return send(200, {
        id: sub[1],
        object: 'subscription',
        status: canceled ? 'canceled' : 'active',
        cancel_at_period_end: !canceled && params.get('cancel_at_period_end') === 'true',
        trial_end: null,
        items: {
          object: 'list',
          data: [{ id: 'si_1', current_period_start: now - 86_400, current_period_end: now + 29 * 86_400 }],
        },
      });
    }
    return send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` },
    });
  }
}

const WEBHOOK_SECRET = 'whsec_parcelwatch_test';
const fake = new FakeStripe();
let ctx: TestContext;
let app: FastifyInstance;
const signer = new Stripe('sk_test_unused');

beforeAll(async () => {
  const base = await fake.start();
  ctx = await createTestContext();
  app = await ctx.buildAnother({
    BILLING_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_parcelwatch',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_ID: 'price_parcelwatch',
    STRIPE_API_BASE: base,
  });
});
afterAll(async () => {
  await ctx?.close();
  await fake.stop();
});

const call = (method: HttpMethod, url: string, token?: string, payload?: unknown) =>
  apiCall(app, method, url, token, payload);

let eventCounter = 0;
function event(type: string, object: Record<string, unknown>, id = `evt_test_${++eventCounter}_${Date.now()}`) {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
  });
}
function deliver(payload: string, opts: { secret?: string; timestamp?: number; signature?: string | null } = {}) {
  const header =
    opts.signature === null
      ? undefined
      : (opts.signature ??
        signer.webhooks.generateTestHeaderString({
          payload,
          secret: opts.secret ?? WEBHOOK_SECRET,
          timestamp: opts.timestamp,
        }));
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', ...(header ? { 'stripe-signature': header } : {}) },
    payload,
  });
}

async function setup() {
  const admin = await registerUser(app, { enroll_in_trial: true });
  const companyId = admin.user.company_id as string;
  const [muni] = await ctx.database.db.select().from(municipalities).limit(1);
  const [prop] = await ctx.database.db
    .insert(properties)
    .values({ companyId, name: 'Stripe Lot', address: '1 Stripe Way', municipalityId: muni!.id })
    .returning();
  return { admin, companyId, propertyId: prop!.id };
}
const subscription = (token: string, propertyId: string) =>
  call('GET', `/api/property-subscriptions/${propertyId}/subscription`, token).then((r) => r.json());

describe('Stripe provider', () => {
  it('creates a Checkout Session per property through the Stripe library, against the loopback fake', async () => {
    const { admin, companyId, propertyId } = await setup();
    const res = await call('POST', `/api/property-subscriptions/${propertyId}/create-checkout`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/checkout/sessions');
    const p = request.params;
    expect(p.get('mode')).toBe('subscription');
    expect(p.get('line_items[0][price]')).toBe('price_parcelwatch');
    expect(p.get('line_items[0][quantity]')).toBe('1');
    expect(p.get('success_url')).toBe(`http://localhost:3000/properties?subscribed=${propertyId}`);
    expect(p.get('cancel_url')).toBe('http://localhost:3000/properties');
    expect(p.get('customer_email')).toBe(admin.email);
    expect(p.get('client_reference_id')).toBe(companyId);
    expect(p.get('metadata[property_id]')).toBe(propertyId);
    expect(p.get('subscription_data[metadata][company_id]')).toBe(companyId);
    expect(p.get('subscription_data[trial_period_days]')).toBe('30');
    expect((await call('GET', '/api/stripe/company-subscription', admin.token)).json().provider).toBe('stripe');
    // Not a local checkout: our checkout page does not know it.
    const sessionId = res.json().checkout_url.split('/').pop();
    expect((await app.inject({ method: 'GET', url: `/billing/checkout/${sessionId}` })).statusCode).toBe(404);
  });

  it('applies signed webhooks: completed -> active, updated -> trialing/periods, cancel via API, payment failed -> past_due, deleted -> canceled', async () => {
    const { admin, companyId, propertyId } = await setup();
    const metadata = { company_id: companyId, property_id: propertyId, kind: 'property' };
    const completed = await deliver(
      event('checkout.session.completed', {
        id: 'cs_test_x',
        object: 'checkout.session',
        subscription: 'sub_A1',
        customer: 'cus_A1',
        metadata,
      }),
    );
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toEqual({ received: true, duplicate: false });
    expect(await subscription(admin.token, propertyId)).toMatchObject({
      active: true,
      status: 'active',
      payment_status: 'active',
    });

    const now = Math.floor(Date.now() / 1000);
    const trialing = {
      id: 'sub_A1',
      object: 'subscription',
      status: 'trialing',
      customer: 'cus_A1',
      cancel_at_period_end: false,
      trial_end: now + 30 * 86_400,
      metadata,
      items: { object: 'list', data: [{ current_period_start: now, current_period_end: now + 30 * 86_400 }] },
    };
    expect((await deliver(event('customer.subscription.updated', trialing))).statusCode).toBe(200);
    expect(await subscription(admin.token, propertyId)).toMatchObject({
      status: 'trialing',
      payment_status: 'trial',
      current_period_start: new Date(now * 1000).toISOString(),
      current_period_end: new Date((now + 30 * 86_400) * 1000).toISOString(),
      trial_end: new Date((now + 30 * 86_400) * 1000).toISOString(),
    });

    const cancel = await call('POST', `/api/property-subscriptions/${propertyId}/cancel-subscription`, admin.token);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ cancel_at_period_end: true });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/subscriptions/sub_A1' });
    expect(fake.requests.at(-1)!.params.get('cancel_at_period_end')).toBe('true');
    const renew = await call('POST', `/api/property-subscriptions/${propertyId}/renew-subscription`, admin.token);
    expect(renew.json()).toMatchObject({ cancel_at_period_end: false, status: 'active' });
    expect(fake.requests.at(-1)!.params.get('cancel_at_period_end')).toBe('false');

    const invoice = {
      id: 'in_A1',
      object: 'invoice',
      customer: 'cus_A1',
      amount_due: 5000,
      currency: 'cad',
      status: 'open',
      created: now,
      hosted_invoice_url: 'https://invoice.stripe.test/i/in_A1',
      invoice_pdf: 'https://invoice.stripe.test/i/in_A1/pdf',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_A1', metadata } },
    };
    const failedEvent = event('invoice.payment_failed', invoice, 'evt_failed_A1');
    expect((await deliver(failedEvent)).statusCode).toBe(200);
    expect(await subscription(admin.token, propertyId)).toMatchObject({
      active: false,
      status: 'past_due',
      payment_status: 'past_due',
    });
    const invoices = (await call('GET', '/api/stripe/invoices', admin.token)).json();
    expect(invoices).toEqual([
      {
        id: 'in_A1',
        created: now,
        amount_due: 5000,
        currency: 'CAD',
        status: 'open',
        hosted_invoice_url: invoice.hosted_invoice_url,
        invoice_pdf: invoice.invoice_pdf,
      },
    ]);
    const rows = (await call('GET', '/api/stripe/property-billing', admin.token)).json();
    expect(rows).toEqual([
      expect.objectContaining({
        property_id: propertyId,
        status: 'past_due',
        payment_status: 'past_due',
        hosted_invoice_url: invoice.hosted_invoice_url,
      }),
    ]);

    // Paid after all; then the failure is redelivered: acknowledged, not applied again.
    expect((await deliver(event('invoice.paid', { ...invoice, status: 'paid' }))).statusCode).toBe(200);
    expect(await subscription(admin.token, propertyId)).toMatchObject({ status: 'active', payment_status: 'active' });
    const duplicate = await deliver(failedEvent);
    expect(duplicate.statusCode).toBe(200);
    expect(duplicate.json()).toEqual({ received: true, duplicate: true });
    expect(await subscription(admin.token, propertyId)).toMatchObject({ status: 'active', payment_status: 'active' });
    expect(await ctx.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, 'evt_failed_A1'))).toHaveLength(
      1,
    );
    expect((await call('GET', '/api/stripe/invoices', admin.token)).json()[0].status).toBe('paid');

    expect(
      (await deliver(event('customer.subscription.deleted', { ...trialing, status: 'canceled' }))).statusCode,
    ).toBe(200);
    expect(await subscription(admin.token, propertyId)).toMatchObject({
      active: false,
      status: 'canceled',
      cancel_at_period_end: false,
    });
    // An unknown event type is acknowledged.
    expect((await deliver(event('customer.created', { id: 'cus_X' }))).statusCode).toBe(200);
  });

  it('refuses bad signatures, old timestamps and a missing header with 400, applying nothing', async () => {
    const { admin, companyId, propertyId } = await setup();
    const metadata = { company_id: companyId, property_id: propertyId };
    const payload = event('checkout.session.completed', {
      id: 'cs_bad',
      subscription: 'sub_B',
      customer: 'cus_B',
      metadata,
    });
    const wrongSecret = await deliver(payload, { secret: 'whsec_someone_else' });
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json().detail).toMatch(/^Webhook signature verification failed/);
    const old = await deliver(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(old.statusCode).toBe(400);
    expect(old.json().detail).toMatch(/tolerance/i);
    expect((await deliver(payload, { signature: null })).json()).toEqual({ detail: 'Missing Stripe-Signature header' });
    expect((await deliver(payload, { signature: 't=1,v1=deadbeef' })).statusCode).toBe(400);
    // A body altered after signing fails too (the signature covers the raw bytes).
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const altered = await app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload: payload.replace('{', '{ '),
    });
    expect(altered.statusCode).toBe(400);
    expect(await subscription(admin.token, propertyId)).toMatchObject({ status: 'inactive' });
  });

  it('answers 502 (detail hidden like every 5xx) when Stripe refuses a call, changing nothing', async () => {
    const { admin, companyId, propertyId } = await setup();
    await deliver(
      event('checkout.session.completed', {
        id: 'cs_m',
        subscription: 'sub_missing_1',
        customer: 'cus_m',
        metadata: { company_id: companyId, property_id: propertyId },
      }),
    );
    const res = await call('POST', `/api/property-subscriptions/${propertyId}/cancel-subscription`, admin.token);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ detail: 'Internal Server Error' });
    expect(await subscription(admin.token, propertyId)).toMatchObject({
      status: 'active',
      cancel_at_period_end: false,
    });
  });

  it("ignores an event whose metadata names another company's property", async () => {
    const a = await setup();
    const b = await setup();
    const payload = event('checkout.session.completed', {
      id: 'cs_cross',
      subscription: 'sub_cross',
      customer: 'cus_cross',
      metadata: { company_id: a.companyId, property_id: b.propertyId },
    });
    expect((await deliver(payload)).statusCode).toBe(200);
    expect(await subscription(b.admin.token, b.propertyId)).toMatchObject({ status: 'inactive' });
    expect(await subscription(a.admin.token, a.propertyId)).toMatchObject({ status: 'inactive' });
  });

  it('cancels live Stripe subscriptions when the company is deleted', async () => {
    const { admin, companyId, propertyId } = await setup();
    await deliver(
      event('checkout.session.completed', {
        id: 'cs_del',
        subscription: 'sub_DEL',
        customer: 'cus_DEL',
        metadata: { company_id: companyId, property_id: propertyId },
      }),
    );
    const res = await call('DELETE', '/api/companies/me', admin.token, { password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(204);
    expect(fake.requests.some((r) => r.method === 'DELETE' && r.path === '/v1/subscriptions/sub_DEL')).toBe(true);
  });
});

describe('billing configuration', () => {
  const stripeEnv = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_PRICE_ID: 'price_1' };
  it('defaults to local, and to stripe when a secret key is set', () => {
    expect(loadConfig({}).billing).toEqual({
      provider: 'local',
      stripeSecretKey: null,
      stripeWebhookSecret: null,
      stripePriceId: null,
      stripeApiBase: null,
    });
    expect(loadConfig(stripeEnv).billing.provider).toBe('stripe');
    expect(loadConfig({ ...stripeEnv, BILLING_PROVIDER: 'local' }).billing.provider).toBe('local');
    expect(loadConfig({ ...stripeEnv, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).billing.stripeApiBase).toBe(
      'http://127.0.0.1:12111',
    );
  });

  it.each([
    [
      { BILLING_PROVIDER: 'paypal' },
      'Invalid environment variable BILLING_PROVIDER: "paypal" is not one of local, stripe',
    ],
    [
      { BILLING_PROVIDER: 'stripe' },
      'Invalid environment variable BILLING_PROVIDER: stripe needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ID to be set as well',
    ],
    [
      { STRIPE_SECRET_KEY: 'sk_test_1' },
      'Invalid environment variable BILLING_PROVIDER: stripe needs STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ID to be set as well',
    ],
    [
      { ...stripeEnv, STRIPE_SECRET_KEY: 'pk_test_1' },
      'Invalid environment variable STRIPE_SECRET_KEY: must be a Stripe secret key (sk_live_..., sk_test_... or rk_...)',
    ],
    [
      { ...stripeEnv, STRIPE_WEBHOOK_SECRET: 'secret' },
      'Invalid environment variable STRIPE_WEBHOOK_SECRET: must be a webhook signing secret (whsec_...)',
    ],
    [
      { ...stripeEnv, STRIPE_PRICE_ID: 'prod_1' },
      'Invalid environment variable STRIPE_PRICE_ID: must be a Stripe price id (price_...)',
    ],
    [
      { STRIPE_API_BASE: 'ftp://x' },
      'Invalid environment variable STRIPE_API_BASE: must start with http:// or https://',
    ],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
