import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { escapeHtml, formatDate, formatMoney, page } from '../../billing/html.js';
import { renderPdf, type PdfText } from '../../billing/pdf.js';
import { PRICE_CENTS, CURRENCY } from '../../billing/provider.js';
import { httpStatusOf } from '../../lib/http-error.js';
import { BillingPageParams as Params, InvoicePageQuery } from '../../schemas/billing.js';

/**
 * Server-rendered billing pages of the local provider, opened by the browser outside the single-page app:
 * - /billing/checkout/<session>: what is bought, the price and the trial; 'Confirm subscription' activates it.
 *   The session id (192 random bits, valid 24 h, single use) is the capability, as a Stripe Checkout URL is.
 * - /billing/invoices/<id>?token=... and /billing/invoices/<id>.pdf?token=...: an invoice as a page and a PDF.
 *   The token is an HMAC of the invoice id, so a link opens exactly one invoice, of the company it was given to.
 */
const billingPages: FastifyPluginAsyncTypebox = async (app) => {
  // The confirm button is a plain HTML form post.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, body, done) => done(null, body),
  );

  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html);

  const problem = (reply: FastifyReply, status: number, title: string, text: string) =>
    sendHtml(
      reply,
      status,
      page(
        title,
        `<h1>${escapeHtml(title)}</h1><p class="muted">${escapeHtml(text)}</p><p><a href="${escapeHtml(app.config.publicUrl)}/">Back to Parcelwatch</a></p>`,
      ),
    );

  const hide = { hide: true };

  app.get('/billing/checkout/:id', { schema: { ...hide, params: Params } }, async (request, reply) => {
    const view = await app.billing.checkoutView(request.params.id).catch(() => null);
    if (!view) return problem(reply, 404, 'Checkout not found', 'This checkout link is not valid.');
    const { session, company, property, trial, trialEnd } = view;
    const back = property ? `${app.config.publicUrl}/properties` : `${app.config.publicUrl}/settings/billing`;
    if (session.status === 'complete') {
      return problem(
        reply,
        200,
        'Already confirmed',
        'This subscription is already confirmed. You can close this page.',
      );
    }
    if (session.expiresAt <= new Date())
      return problem(
        reply,
        410,
        'Checkout expired',
        'This checkout link has expired. Please start again from Parcelwatch.',
      );
    const price = formatMoney(PRICE_CENTS, CURRENCY);
    const rows = property
      ? `<tr><td>Property</td><td>${escapeHtml(property.name)}</td></tr>
         ${property.address ? `<tr><td>Address</td><td>${escapeHtml(property.address)}</td></tr>` : ''}
         ${property.municipalityName ? `<tr><td>Municipality</td><td>${escapeHtml(property.municipalityName)}</td></tr>` : ''}
         <tr><td>Plan</td><td>Property analysis (AI alerts and insights)</td></tr>`
      : `<tr><td>Plan</td><td>Parcelwatch company plan</td></tr>`;
    const note = trial
      ? `<div class="note">Free trial: your first 30 days are free. No charge today; billing of ${price} a month starts on ${escapeHtml(formatDate(trialEnd))} unless you cancel before.</div>`
      : `<div class="note">${price} is billed today, then every month until you cancel.</div>`;
    const html = page(
      'Confirm subscription',
      `<h1>Confirm subscription</h1>
       <p class="muted">${escapeHtml(company.name)}</p>
       <table>${rows}<tr><td>Price</td><td>${price} / month</td></tr></table>
       ${note}
       <p class="muted">Parcelwatch local billing: no card is needed. Confirming activates the subscription at once.</p>
       <form method="post" action="/billing/checkout/${escapeHtml(session.id)}/confirm" class="actions">
         <button type="submit">Confirm subscription</button>
         <a href="${escapeHtml(back)}">Cancel</a>
       </form>`,
    );
    return sendHtml(reply, 200, html);
  });

  app.post('/billing/checkout/:id/confirm', { schema: { ...hide, params: Params } }, async (request, reply) => {
    try {
      const redirect = await app.billing.confirmLocalCheckout(request.params.id);
      return reply.code(303).header('cache-control', 'no-store').redirect(redirect, 303);
    } catch (error) {
      const status = httpStatusOf(error);
      if (status !== undefined && status < 500)
        return problem(reply, status, 'Checkout not confirmed', (error as Error).message);
      throw error;
    }
  });

  app.get(
    '/billing/invoices/:id',
    { schema: { ...hide, params: Params, querystring: InvoicePageQuery } },
    async (request, reply) => {
      const pdf = request.params.id.endsWith('.pdf');
      const id = pdf ? request.params.id.slice(0, -4) : request.params.id;
      const invoice = await app.billing.invoiceByToken(id, request.query.token);
      if (!invoice) return problem(reply, 404, 'Invoice not found', 'This invoice link is not valid.');
      const amount = formatMoney(invoice.amountDue, invoice.currency);
      const period = invoice.periodStart ? `${formatDate(invoice.periodStart)} – ${formatDate(invoice.periodEnd)}` : '';
      const item =
        invoice.description || (invoice.propertyName ? `Property analysis: ${invoice.propertyName}` : 'Parcelwatch');
      const trialNote = invoice.amountDue === 0 ? 'Free trial period: nothing is due.' : '';
      if (pdf) {
        const lines: PdfText[] = [
          { text: 'Parcelwatch', x: 56, y: 730, size: 20, bold: true },
          { text: 'Invoice', x: 56, y: 700, size: 14, bold: true },
          { text: `Invoice number: ${invoice.number ?? invoice.id}`, x: 56, y: 676 },
          { text: `Date: ${formatDate(invoice.createdAt)}`, x: 56, y: 660 },
          { text: `Status: ${invoice.status}`, x: 56, y: 644 },
          { text: 'Billed to', x: 56, y: 612, bold: true },
          { text: invoice.company.name, x: 56, y: 596 },
          ...(invoice.company.contactEmail ? [{ text: invoice.company.contactEmail, x: 56, y: 580 }] : []),
          { text: 'Description', x: 56, y: 540, bold: true },
          { text: 'Amount', x: 470, y: 540, bold: true },
          { text: item, x: 56, y: 516 },
          { text: period, x: 56, y: 500, size: 9 },
          { text: amount, x: 470, y: 516 },
          { text: 'Total', x: 380, y: 470, bold: true },
          { text: amount, x: 470, y: 470, bold: true },
          ...(trialNote ? [{ text: trialNote, x: 56, y: 440, size: 10 }] : []),
        ];
        const body = renderPdf(lines, [
          { x1: 56, y1: 532, x2: 556, y2: 532 },
          { x1: 56, y1: 488, x2: 556, y2: 488 },
        ]);
        return reply
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `inline; filename="parcelwatch-invoice-${invoice.number ?? invoice.id}.pdf"`)
          .type('application/pdf')
          .send(body);
      }
      const token = encodeURIComponent(request.query.token ?? '');
      return sendHtml(
        reply,
        200,
        page(
          `Invoice ${invoice.number ?? invoice.id}`,
          `<h1>Invoice ${escapeHtml(invoice.number ?? invoice.id)}</h1>
           <p class="muted">${escapeHtml(invoice.company.name)} · ${escapeHtml(formatDate(invoice.createdAt))} · ${escapeHtml(invoice.status)}</p>
           <table>
             <tr><td>${escapeHtml(item)}${period ? `<br><span class="muted">${escapeHtml(period)}</span>` : ''}</td><td>${escapeHtml(amount)}</td></tr>
             <tr><td>Total</td><td>${escapeHtml(amount)}</td></tr>
           </table>
           ${trialNote ? `<div class="note">${escapeHtml(trialNote)}</div>` : ''}
           <p><a href="/billing/invoices/${escapeHtml(invoice.id)}.pdf?token=${escapeHtml(token)}">Download PDF</a></p>`,
        ),
      );
    },
  );
};

export default billingPages;
