import { timingSafeEqual } from 'node:crypto';
import type { BillingInvoice, Company } from '../db/schema/index.js';
import { asSystem } from '../db/tenant-context.js';
import type { InvoiceOut, PropertyBillingRowOut } from '../schemas/billing.js';
import { toPropertyBillingRow } from './answers.js';
import type { BillingContext } from './context.js';
import * as repo from './repository.js';

/** Invoices: the company's list, the properties' billing rows, and the signed link of a local invoice. */
export function createInvoices(ctx: BillingContext) {
  const { db, rollForward, invoiceToken, toInvoiceOut } = ctx;
  const service = {
    async listInvoices(companyId: string): Promise<InvoiceOut[]> {
      await rollForward(companyId);
      const rows = await repo.invoicesOfCompany(db, companyId);
      return rows.map(toInvoiceOut);
    },

    async propertyBilling(companyId: string): Promise<PropertyBillingRowOut[]> {
      await rollForward(companyId);
      const rows = await repo.liveSubscribedProperties(db, companyId);
      const propertyIds = rows.map((r) => r.sub.propertyId!);
      const invoices = propertyIds.length ? await repo.invoicesOfProperties(db, companyId, propertyIds) : [];
      return rows.map((row) => {
        const latest = invoices.find((i) => i.propertyId === row.sub.propertyId);
        return toPropertyBillingRow(row, latest ? toInvoiceOut(latest) : null);
      });
    },

    async invoiceByToken(
      id: string,
      token: string | undefined,
    ): Promise<(BillingInvoice & { company: Company; propertyName: string | null }) | null> {
      if (!token || !id.startsWith('in_local_')) return null;
      const expected = Buffer.from(invoiceToken(id));
      const given = Buffer.from(token);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      // The link's HMAC was checked above: the invoice is read in a system context (the page has no sign-in).
      const row = await asSystem('invoice page: signed link', () => repo.invoiceWithCompany(db, id));
      return row ? { ...row.invoice, company: row.company, propertyName: row.propertyName } : null;
    },
  };
  return service;
}
