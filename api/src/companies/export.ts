import type { DbOrTx } from '../db/client.js';
import type { Company } from '../db/schema/index.js';
import { iso } from '../schemas/common.js';
import { exportedProperties, exportedReports, exportedSubscriptions, exportedUsers } from './export-repository.js';
import { findTermsOfReference, listMonitored } from './repository.js';
import { toCompanyUser } from './team-service.js';

/** The company's data as its admins download it: no password hashes or secrets. */
export async function buildCompanyExport(
  db: DbOrTx,
  listInvoices: (companyId: string) => Promise<unknown[]>,
  company: Company,
) {
  const companyId = company.id;
  const [team, props, subs, invoices, reports, terms, monitored] = await Promise.all([
    exportedUsers(db, companyId),
    exportedProperties(db, companyId),
    exportedSubscriptions(db, companyId),
    listInvoices(companyId),
    exportedReports(db, companyId),
    findTermsOfReference(db, companyId),
    listMonitored(db, companyId),
  ]);
  const now = new Date();
  return {
    exported_at: now.toISOString(),
    company: {
      id: company.id,
      name: company.name,
      contact_email: company.contactEmail,
      max_users: company.maxUsers,
      trial_started_at: iso(company.trialStartedAt),
      trial_ends_at: iso(company.trialEndsAt),
      created_at: company.createdAt.toISOString(),
      terms_of_reference: terms
        ? { filename: terms.filename, file_size: terms.fileSize, uploaded_at: terms.uploadedAt.toISOString() }
        : null,
      monitored_municipalities: monitored,
    },
    users: team.map((u) => ({
      ...toCompanyUser(u),
      two_factor_enabled: u.totpEnabled,
      password_changed_at: iso(u.passwordChangedAt),
      created_at: u.createdAt.toISOString(),
    })),
    properties: props.map((p) => ({
      id: p.id,
      name: p.name,
      nickname: p.nickname,
      address: p.address,
      latitude: p.latitude,
      longitude: p.longitude,
      municipality_id: p.municipalityId,
      current_land_use: p.currentLandUse,
      future_land_use: p.futureLandUse,
      notes: p.notes,
      property_summary: p.propertySummary,
      summary_updated_at: iso(p.summaryUpdatedAt),
      created_at: p.createdAt.toISOString(),
    })),
    subscriptions: subs.map((s) => ({
      property_id: s.propertyId,
      kind: s.propertyId ? 'property' : 'company',
      provider: s.provider,
      status: s.status,
      payment_status: s.paymentStatus,
      cancel_at_period_end: s.cancelAtPeriodEnd,
      current_period_start: iso(s.currentPeriodStart),
      current_period_end: iso(s.currentPeriodEnd),
      trial_end: iso(s.trialEnd),
      amount: s.amount / 100,
      currency: s.currency,
    })),
    invoices,
    reports: reports.map((r) => ({
      id: r.id,
      user_id: r.userId,
      subject: r.subject,
      category: r.category,
      description: r.description,
      priority: r.priority,
      status: r.status,
      created_at: r.createdAt.toISOString(),
    })),
  };
}
