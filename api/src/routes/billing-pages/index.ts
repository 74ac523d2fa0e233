import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, page } from '../../billing/html.js';
import { renderPdf, type PdfText } from '../../billing/pdf.js';
import { PRICE_CENTS, CURRENCY } from '../../billing/provider.js';
import { billingText, type BillingText } from '../../i18n/billing-text.js';
import { requestLanguage } from '../../i18n/language.js';
import { httpStatusOf } from '../../lib/http-error.js';
import { BillingPageParams as Params, InvoicePageQuery } from '../../schemas/billing.js';

/**
 * Server-rendered billing pages of the local provider, opened by the browser outside the single-page app:
 * - /billing/checkout/<session>: what is bought, the price and the trial; 'Confirm subscription' activates it.
 *   The session id (192 random bits, valid 24 h, single use) is the capability, as a Stripe Checkout URL is.
 * - /billing/invoices/<id>?token=... and /billing/invoices/<id>.pdf?token=...: an invoice as a page and a PDF.
 *   The token is an HMAC of the invoice id, so a link opens exactly one invoice, of the company it was given to.
 * They are written in the language of the browser that opens them (English unless it prefers French).
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

  const problem = (reply: FastifyReply, status: number, t: BillingText, title: string, text: string) =>
    sendHtml(
      reply,
      status,
      page(
        title,
        `<h1>${escapeHtml(title)}</h1><p class="muted">${escapeHtml(text)}</p><p><a href="${escapeHtml(app.config.publicUrl)}/">${escapeHtml(t.back)}</a></p>`,
        t.lang,
      ),
    );
  const textOf = (request: FastifyRequest) => billingText(requestLanguage(request.headers['accept-language']));

  const hide = { hide: true };

  app.get('/billing/checkout/:id', { schema: { ...hide, params: Params } }, async (request, reply) => {
    const t = textOf(request);
    const view = await app.billing.checkoutView(request.params.id).catch(() => null);
    if (!view) return problem(reply, 404, t, ...t.checkoutNotFound);
    const { session, company, property, trial, trialEnd } = view;
    const back = property ? `${app.config.publicUrl}/properties` : `${app.config.publicUrl}/settings/billing`;
    if (session.status === 'complete') {
      return problem(reply, 200, t, ...t.alreadyConfirmed);
    }
    if (session.expiresAt <= new Date()) return problem(reply, 410, t, ...t.checkoutExpired);
    const price = t.money(PRICE_CENTS, CURRENCY);
    const row = (label: string, value: string) => `<tr><td>${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`;
    const rows = property
      ? [
          row(t.property, property.name),
          property.address ? row(t.address, property.address) : '',
          property.municipalityName ? row(t.municipality, property.municipalityName) : '',
          row(t.plan, t.propertyPlan),
        ].join('\n')
      : row(t.plan, t.companyPlan);
    const note = trial ? t.trialNote(price, t.date(trialEnd)) : t.paidNote(price);
    const html = page(
      t.confirm,
      `<h1>${escapeHtml(t.confirm)}</h1>
       <p class="muted">${escapeHtml(company.name)}</p>
       <table>${rows}${row(t.price, `${price} ${t.perMonth}`)}</table>
       <div class="note">${escapeHtml(note)}</div>
       <p class="muted">${escapeHtml(t.localBilling)}</p>
       <form method="post" action="/billing/checkout/${escapeHtml(session.id)}/confirm" class="actions">
         <button type="submit">${escapeHtml(t.confirm)}</button>
         <a href="${escapeHtml(back)}">${escapeHtml(t.cancel)}</a>
       </form>`,
      t.lang,
    );
    return sendHtml(reply, 200, html);
  });

  app.post('/billing/checkout/:id/confirm', { schema: { ...hide, params: Params } }, async (request, reply) => {
    try {
      const redirect = await app.billing.confirmLocalCheckout(request.params.id);
      return reply.code(303).header('cache-control', 'no-store').redirect(redirect, 303);
    } catch (error) {
      const status = httpStatusOf(error);
      if (status !== undefined && status < 500) {
        const t = textOf(request);
        return problem(reply, status, t, t.notConfirmed, (error as Error).message);
      }
      throw error;
    }
  });

  app.get(
    '/billing/invoices/:id',
    { schema: { ...hide, params: Params, querystring: InvoicePageQuery } },
    async (request, reply) => {
      const pdf = request.params.id.endsWith('.pdf');
      const id = pdf ? request.params.id.slice(0, -4) : request.params.id;
      const t = textOf(request);
      const invoice = await app.billing.invoiceByToken(id, request.query.token);
      if (!invoice) return problem(reply, 404, t, ...t.invoiceNotFound);
      const amount = t.money(invoice.amountDue, invoice.currency);
      const period = invoice.periodStart ? `${t.date(invoice.periodStart)} – ${t.date(invoice.periodEnd)}` : '';
      const item = invoice.description
        ? t.item(invoice.description)
        : invoice.propertyName
          ? t.propertyItem(invoice.propertyName)
          : 'Parcelwatch';
      const trialNote = invoice.amountDue === 0 ? t.trialInvoice : '';
      const number = invoice.number ?? invoice.id;
      if (pdf) {
        const lines: PdfText[] = [
          { text: 'Parcelwatch', x: 56, y: 730, size: 20, bold: true },
          { text: t.invoice, x: 56, y: 700, size: 14, bold: true },
          { text: t.invoiceNumber(number), x: 56, y: 676 },
          { text: t.dateLine(t.date(invoice.createdAt)), x: 56, y: 660 },
          { text: t.statusLine(invoice.status), x: 56, y: 644 },
          { text: t.billedTo, x: 56, y: 612, bold: true },
          { text: invoice.company.name, x: 56, y: 596 },
          ...(invoice.company.contactEmail ? [{ text: invoice.company.contactEmail, x: 56, y: 580 }] : []),
          { text: t.description, x: 56, y: 540, bold: true },
          { text: t.amount, x: 470, y: 540, bold: true },
          { text: item, x: 56, y: 516 },
          { text: period, x: 56, y: 500, size: 9 },
          { text: amount, x: 470, y: 516 },
          { text: t.total, x: 380, y: 470, bold: true },
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
          t.invoiceTitle(number),
          `<h1>${escapeHtml(t.invoiceTitle(number))}</h1>
           <p class="muted">${escapeHtml(invoice.company.name)} · ${escapeHtml(t.date(invoice.createdAt))} · ${escapeHtml(t.status(invoice.status))}</p>
           <table>
             <tr><td>${escapeHtml(item)}${period ? `<br><span class="muted">${escapeHtml(period)}</span>` : ''}</td><td>${escapeHtml(amount)}</td></tr>
             <tr><td>${escapeHtml(t.total)}</td><td>${escapeHtml(amount)}</td></tr>
           </table>
           ${trialNote ? `<div class="note">${escapeHtml(trialNote)}</div>` : ''}
           <p><a href="/billing/invoices/${escapeHtml(invoice.id)}.pdf?token=${escapeHtml(token)}">${escapeHtml(t.downloadPdf)}</a></p>`,
          t.lang,
        ),
      );
    },
  );
};

export default billingPages;
