import { eq } from 'drizzle-orm';
import {
  billingInvoices,
  billingSubscriptions,
  companies,
  municipalities,
  properties,
} from '../../src/db/schema/index.js';
import { addMonths } from '../../src/billing/provider.js';
import {
  apiCall,
  companyWithAnalyst,
  createTestContext,
  type HttpMethod,
  type RegisteredUser,
  type TestContext,
} from '../helpers/helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const call = (method: HttpMethod, url: string, token?: string, payload?: unknown) =>
  apiCall(ctx.app, method, url, token, payload);

/** A company with an admin (in its free trial unless told otherwise) and an analyst who accepted the invitation. */
const company = (opts: { trial?: boolean } = {}) =>
  companyWithAnalyst(ctx, { enroll_in_trial: opts.trial ?? true, company_name: `Co ${Math.random()}` });

async function property(companyId: string, name = '100 Queen St W') {
  const [muni] = await ctx.database.db.select().from(municipalities).where(eq(municipalities.name, 'Toronto'));
  const [row] = await ctx.database.db
    .insert(properties)
    .values({ companyId, name, address: `${name}, Toronto, ON`, municipalityId: muni?.id ?? null })
    .returning();
  return row!;
}

/** Follows the local checkout as a browser would: the page, then its Confirm form. */
async function checkout(token: string, propertyId: string) {
  const res = await call('POST', `/api/property-subscriptions/${propertyId}/create-checkout`, token);
  expect(res.statusCode).toBe(200);
  const url = new URL(res.json().checkout_url);
  const page = await ctx.app.inject({ method: 'GET', url: url.pathname });
  const confirm = await ctx.app.inject({
    method: 'POST',
    url: `${url.pathname}/confirm`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  return { url, page, confirm };
}

describe('local checkout, end to end', () => {
  it('create-checkout -> page -> confirm -> trialing -> cancel -> cancelling -> renew', async () => {
    const { admin, analyst, companyId } = await company();
    const prop = await property(companyId);

    const before = await call('GET', `/api/property-subscriptions/${prop.id}/subscription`, analyst.token);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      property_id: prop.id,
      active: false,
      status: 'inactive',
      payment_status: null,
      cancel_at_period_end: false,
      current_period_start: null,
      current_period_end: null,
      trial_end: null,
      amount: 50,
      currency: 'CAD',
    });

    const { url, page, confirm } = await checkout(admin.token, prop.id);
    expect(url.origin).toBe('http://localhost:3000');
    expect(url.pathname).toMatch(/^\/billing\/checkout\/cs_local_[A-Za-z0-9_-]{32}$/);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('100 Queen St W');
    expect(page.body).toContain('CAD $50.00 / month');
    expect(page.body).toContain('first 30 days are free');
    expect(page.body).toContain('Confirm subscription');
    expect(page.body).toContain('href="http://localhost:3000/properties">Cancel</a>');
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe(`http://localhost:3000/properties?subscribed=${prop.id}`);

    const sub = (await call('GET', `/api/property-subscriptions/${prop.id}/subscription`, analyst.token)).json();
    expect(sub).toMatchObject({
      active: true,
      status: 'trialing',
      payment_status: 'trial',
      cancel_at_period_end: false,
      amount: 50,
      currency: 'CAD',
    });
    const days = (Date.parse(sub.current_period_end) - Date.parse(sub.current_period_start)) / 86_400_000;
    expect(days).toBe(30);
    expect(sub.trial_end).toBe(sub.current_period_end);

    // Confirming again (a double click, the back button) changes nothing.
    const again = await ctx.app.inject({ method: 'POST', url: `${url.pathname}/confirm` });
    expect(again.statusCode).toBe(303);
    const invoices = (await call('GET', '/api/stripe/invoices', analyst.token)).json();
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ amount_due: 0, currency: 'CAD', status: 'paid' });
    expect((await ctx.app.inject({ method: 'GET', url: url.pathname })).body).toContain('Already confirmed');

    const cancelled = await call('POST', `/api/property-subscriptions/${prop.id}/cancel-subscription`, admin.token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ active: true, status: 'trialing', cancel_at_period_end: true });
    const rows = (await call('GET', '/api/stripe/property-billing', analyst.token)).json();
    expect(rows).toEqual([
      {
        property_id: prop.id,
        property_name: '100 Queen St W',
        property_address: '100 Queen St W, Toronto, ON',
        municipality_name: 'Toronto',
        status: 'trialing',
        payment_status: 'trial',
        cancel_at_period_end: true,
        current_period_start: sub.current_period_start,
        current_period_end: sub.current_period_end,
        amount: 50,
        currency: 'CAD',
        hosted_invoice_url: invoices[0].hosted_invoice_url,
        invoice_pdf: invoices[0].invoice_pdf,
      },
    ]);

    const renewed = await call('POST', `/api/property-subscriptions/${prop.id}/renew-subscription`, admin.token);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toMatchObject({ active: true, status: 'trialing', cancel_at_period_end: false });

    // Already subscribed: no second checkout.
    const second = await call('POST', `/api/property-subscriptions/${prop.id}/create-checkout`, admin.token);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: 'This property already has a subscription.' });
  });

  it('starts a paid period at once without a company trial, with a 5000-cent invoice, page and PDF', async () => {
    const { admin, companyId } = await company({ trial: false });
    const prop = await property(companyId, '1 Paid Rd');
    const { page, confirm } = await checkout(admin.token, prop.id);
    expect(page.body).toContain('CAD $50.00 is billed today');
    // The same page for a browser that prefers French, on a second property's checkout.
    const second = await property(companyId, '2 Paid Rd');
    const started = await call('POST', `/api/property-subscriptions/${second.id}/create-checkout`, admin.token);
    const pageFr = await ctx.app.inject({
      method: 'GET',
      url: new URL(started.json().checkout_url).pathname,
      headers: { 'accept-language': 'fr' },
    });
    expect(pageFr.body).toContain('<html lang="fr-CA">');
    expect(pageFr.body).toContain('50,00\u00a0$\u00a0CAD est facturé aujourd’hui');
    expect(pageFr.body).toContain('>Confirmer l’abonnement</button>');
    expect(confirm.statusCode).toBe(303);
    const sub = (await call('GET', `/api/property-subscriptions/${prop.id}/subscription`, admin.token)).json();
    expect(sub).toMatchObject({ active: true, status: 'active', payment_status: 'active', trial_end: null });
    expect(sub.current_period_end).toBe(addMonths(new Date(sub.current_period_start), 1).toISOString());

    const [invoice] = (await call('GET', '/api/stripe/invoices', admin.token)).json();
    expect(invoice).toMatchObject({ amount_due: 5000, currency: 'CAD', status: 'paid' });
    expect(Math.abs(invoice.created - Date.now() / 1000)).toBeLessThan(60);
    const hosted = new URL(invoice.hosted_invoice_url);
    expect(hosted.pathname).toBe(`/billing/invoices/${invoice.id}`);
    const html = await ctx.app.inject({ method: 'GET', url: hosted.pathname + hosted.search });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('CAD $50.00');
    expect(html.body).toContain('1 Paid Rd');
    const pdfUrl = new URL(invoice.invoice_pdf);
    const pdf = await ctx.app.inject({ method: 'GET', url: pdfUrl.pathname + pdfUrl.search });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.rawPayload.toString('latin1')).toContain('(CAD $50.00) Tj');
    expect(pdf.rawPayload.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);

    // A browser that prefers French gets the page and the PDF in French, money and dates the French-Canadian way.
    const fr = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' };
    const htmlFr = await ctx.app.inject({ method: 'GET', url: hosted.pathname + hosted.search, headers: fr });
    expect(htmlFr.body).toContain('<html lang="fr-CA">');
    expect(htmlFr.body).toContain('50,00\u00a0$\u00a0CAD');
    expect(htmlFr.body).toContain('Analyse de propriété');
    expect(htmlFr.body).toContain('Télécharger le PDF');
    const pdfFr = (
      await ctx.app.inject({ method: 'GET', url: pdfUrl.pathname + pdfUrl.search, headers: fr })
    ).rawPayload.toString('latin1');
    expect(pdfFr).toContain('(Facture) Tj');
    expect(pdfFr).toContain('(50,00\u00a0$\u00a0CAD) Tj');
    expect(pdfFr).toContain('(État\u00a0: payée) Tj');
    expect(pdfFr).not.toContain('?');

    // Without the token, with another invoice's token, or a forged one: not found.
    for (const url of [
      hosted.pathname,
      `${hosted.pathname}?token=${'x'.repeat(43)}`,
      `/billing/invoices/in_local_000000000000000000000000?token=${hosted.searchParams.get('token')}`,
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('rolls periods forward lazily: trial -> paid month with an invoice; a cancelled one ends at period end', async () => {
    const { admin, companyId } = await company();
    const keep = await property(companyId, 'Keep');
    const drop = await property(companyId, 'Drop');
    await checkout(admin.token, keep.id);
    await checkout(admin.token, drop.id);
    await call('POST', `/api/property-subscriptions/${drop.id}/cancel-subscription`, admin.token);
    const past = new Date(Date.now() - 1000);
    await ctx.database.db
      .update(billingSubscriptions)
      .set({ currentPeriodEnd: past })
      .where(eq(billingSubscriptions.companyId, companyId));

    const kept = (await call('GET', `/api/property-subscriptions/${keep.id}/subscription`, admin.token)).json();
    expect(kept).toMatchObject({
      active: true,
      status: 'active',
      payment_status: 'active',
      current_period_start: past.toISOString(),
    });
    expect(kept.current_period_end).toBe(addMonths(past, 1).toISOString());
    const dropped = (await call('GET', `/api/property-subscriptions/${drop.id}/subscription`, admin.token)).json();
    expect(dropped).toMatchObject({
      active: false,
      status: 'canceled',
      payment_status: null,
      cancel_at_period_end: false,
    });

    const invoices = (await call('GET', '/api/stripe/invoices', admin.token)).json();
    expect(invoices.map((i: { amount_due: number }) => i.amount_due).sort()).toEqual([0, 0, 5000]);
    const rows = (await call('GET', '/api/stripe/property-billing', admin.token)).json();
    expect(rows.map((r: { property_name: string }) => r.property_name)).toEqual(['Keep']);

    // A cancelled property can subscribe again, without a second trial.
    const { page, confirm } = await checkout(admin.token, drop.id);
    expect(page.body).not.toContain('first 30 days are free');
    expect(confirm.statusCode).toBe(303);
    expect(
      (await call('GET', `/api/property-subscriptions/${drop.id}/subscription`, admin.token)).json(),
    ).toMatchObject({ status: 'active' });
  });

  it('refuses unknown, expired and reused-on-a-deleted-property checkouts with an HTML page', async () => {
    const { admin, companyId } = await company();
    const prop = await property(companyId);
    const res = await call('POST', `/api/property-subscriptions/${prop.id}/create-checkout`, admin.token);
    const path = new URL(res.json().checkout_url).pathname;
    expect((await ctx.app.inject({ method: 'GET', url: '/billing/checkout/cs_local_nope' })).statusCode).toBe(404);
    const unknown = await ctx.app.inject({ method: 'POST', url: '/billing/checkout/cs_local_nope/confirm' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/text\/html/);
    const { billingCheckoutSessions } = await import('../../src/db/schema/index.js');
    await ctx.database.db.update(billingCheckoutSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(410);
    expect((await ctx.app.inject({ method: 'POST', url: `${path}/confirm` })).statusCode).toBe(410);
    expect((await call('GET', `/api/property-subscriptions/${prop.id}/subscription`, admin.token)).json().status).toBe(
      'inactive',
    );
  });

  it('cancel or renew without a subscription is refused', async () => {
    const { admin, companyId } = await company();
    const prop = await property(companyId);
    const cancel = await call('POST', `/api/property-subscriptions/${prop.id}/cancel-subscription`, admin.token);
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json()).toEqual({ detail: 'There is no active subscription to cancel.' });
    const renew = await call('POST', `/api/property-subscriptions/${prop.id}/renew-subscription`, admin.token);
    expect(renew.statusCode).toBe(400);
  });
});

describe('company plan', () => {
  it('is inactive with the company trial end, then checkout -> trialing -> cancel -> reactivate', async () => {
    const { admin, analyst, companyId } = await company();
    const [co] = await ctx.database.db.select().from(companies).where(eq(companies.id, companyId));
    const initial = await call('GET', '/api/stripe/company-subscription', analyst.token);
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({
      status: 'inactive',
      cancel_at_period_end: false,
      current_period_start: null,
      current_period_end: null,
      trial_end: co!.trialEndsAt!.toISOString(),
      amount: 50,
      currency: 'CAD',
      provider: 'local',
    });
    expect((await call('POST', '/api/stripe/cancel-subscription', admin.token)).statusCode).toBe(400);

    const res = await call('POST', '/api/stripe/create-company-checkout', admin.token, {});
    expect(res.statusCode).toBe(200);
    const path = new URL(res.json().checkout_url).pathname;
    const page = await ctx.app.inject({ method: 'GET', url: path });
    expect(page.body).toContain('Parcelwatch company plan');
    expect(page.body).toContain('href="http://localhost:3000/settings/billing">Cancel</a>');
    const confirm = await ctx.app.inject({ method: 'POST', url: `${path}/confirm` });
    expect(confirm.headers.location).toBe('http://localhost:3000/settings/billing?subscribed=company');

    expect((await call('GET', '/api/stripe/company-subscription', analyst.token)).json()).toMatchObject({
      status: 'trialing',
      cancel_at_period_end: false,
    });
    const cancelled = await call('POST', '/api/stripe/cancel-subscription', admin.token);
    expect(cancelled.json()).toMatchObject({ status: 'trialing', cancel_at_period_end: true });
    const reactivated = await call('POST', '/api/stripe/reactivate-subscription', admin.token);
    expect(reactivated.json()).toMatchObject({ status: 'trialing', cancel_at_period_end: false });
    // The company plan is not a property billing row.
    expect((await call('GET', '/api/stripe/property-billing', admin.token)).json()).toEqual([]);
  });
});

describe('role matrix and tenant isolation', () => {
  let a: Awaited<ReturnType<typeof company>>;
  let b: Awaited<ReturnType<typeof company>>;
  let propA: { id: string };
  beforeAll(async () => {
    a = await company();
    b = await company();
    propA = await property(a.companyId, 'A property');
    await checkout(a.admin.token, propA.id);
  });

  const routes = (id: string): Array<[HttpMethod, string, 'member' | 'admin']> => [
    ['GET', `/api/property-subscriptions/${id}/subscription`, 'member'],
    ['POST', `/api/property-subscriptions/${id}/create-checkout`, 'admin'],
    ['POST', `/api/property-subscriptions/${id}/cancel-subscription`, 'admin'],
    ['POST', `/api/property-subscriptions/${id}/renew-subscription`, 'admin'],
  ];
  const companyRoutes: Array<[HttpMethod, string, 'member' | 'admin']> = [
    ['GET', '/api/stripe/company-subscription', 'member'],
    ['GET', '/api/stripe/invoices', 'member'],
    ['GET', '/api/stripe/property-billing', 'member'],
    ['POST', '/api/stripe/create-company-checkout', 'admin'],
    ['POST', '/api/stripe/cancel-subscription', 'admin'],
    ['POST', '/api/stripe/reactivate-subscription', 'admin'],
  ];

  it('answers 401 to an unauthenticated caller on every billing route', async () => {
    for (const [method, url] of [...routes(propA.id), ...companyRoutes]) {
      const res = await call(method, url);
      expect([url, res.statusCode]).toEqual([url, 401]);
    }
  });

  it('answers 403 with the detail to an analyst on admin routes, and serves member routes', async () => {
    for (const [method, url, who] of [...routes(propA.id), ...companyRoutes]) {
      const res = await call(method, url, a.analyst.token);
      if (who === 'admin') {
        expect([url, res.statusCode, res.json()]).toEqual([url, 403, { detail: 'Only company admins can do this.' }]);
      } else {
        expect([url, res.statusCode]).toEqual([url, 200]);
      }
    }
  });

  it("answers 404 to another company's admin on a property route, and never shows the other's data", async () => {
    for (const [method, url] of routes(propA.id)) {
      const res = await call(method, url, b.admin.token);
      expect([url, res.statusCode, res.json()]).toEqual([url, 404, { detail: 'Property not found' }]);
    }
    expect((await call('GET', `/api/property-subscriptions/not-a-uuid/subscription`, a.admin.token)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/stripe/invoices', b.admin.token)).json()).toEqual([]);
    expect((await call('GET', '/api/stripe/property-billing', b.admin.token)).json()).toEqual([]);
    expect((await call('GET', '/api/stripe/company-subscription', b.admin.token)).json().status).toBe('inactive');
    // A's subscription is untouched by B's attempts.
    expect(
      (await call('GET', `/api/property-subscriptions/${propA.id}/subscription`, a.analyst.token)).json(),
    ).toMatchObject({ status: 'trialing', cancel_at_period_end: false });
    const [invoice] = await ctx.database.db
      .select()
      .from(billingInvoices)
      .where(eq(billingInvoices.companyId, a.companyId));
    expect(invoice).toBeDefined();
  });

  it('lets the owning admin act', async () => {
    const res = await call('POST', `/api/property-subscriptions/${propA.id}/cancel-subscription`, a.admin.token);
    expect(res.statusCode).toBe(200);
    expect(
      (await call('POST', `/api/property-subscriptions/${propA.id}/renew-subscription`, a.admin.token)).statusCode,
    ).toBe(200);
  });

  it('answers 404 on the Stripe webhook when Stripe is not configured', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the company, billing and report routes with tags', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const [path, method, tag] of <Array<[string, string, string]>>[
      ['/api/companies/me', 'get', 'companies'],
      ['/api/companies/municipalities', 'put', 'companies'],
      ['/api/companies/users/{id}/role', 'patch', 'companies'],
      ['/api/companies/terms-of-reference', 'post', 'companies'],
      ['/api/stripe/invoices', 'get', 'billing'],
      ['/api/stripe/webhook', 'post', 'billing'],
      ['/api/property-subscriptions/{id}/create-checkout', 'post', 'billing'],
      ['/api/reports/admin/all', 'get', 'reports'],
    ]) {
      expect([path, doc.paths[path]?.[method]?.tags]).toEqual([path, [tag]]);
    }
    expect(doc.paths['/billing/checkout/{id}']).toBeUndefined();
  });
});

export type { RegisteredUser };
