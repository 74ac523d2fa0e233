import type { Logger } from '../lib/logger.js';
import type { Db } from '../db/client.js';
import type { Company, UserRole } from '../db/schema/index.js';
import { removeCompanyFiles } from '../files/company-storage.js';
import { termsOfReferencePrefix } from '../files/keys.js';
import { InvalidError, UnauthenticatedError } from '../lib/domain-errors.js';
import { iso } from '../schemas/common.js';
import type { ObjectStore } from '../storage/index.js';
import type { CompanyOut, MonitoredMunicipality, TermsOfReference } from '../schemas/companies.js';
import { buildCompanyExport } from './export.js';
import {
  deleteCompanyRows,
  findCompany,
  findTermsOfReference,
  knownMunicipalityIds,
  listMonitored,
  replaceMonitored,
  saveTermsOfReference,
  updateContactEmail,
} from './repository.js';
import { countSeats } from './team-repository.js';
import { trialStatus } from './trial.js';

/** A file already stored under the company's prefix (the upload handler wrote it). */
export interface StoredFile {
  /** Its key in the object store. */
  key: string;
  filename: string;
  size: number;
  contentType: string;
}

export interface CompanyServiceDeps {
  db: Db;
  storage: ObjectStore;
  billing: {
    listInvoices(companyId: string): Promise<unknown[]>;
    cancelAllAtProvider(companyId: string): Promise<void>;
  };
}

export interface CompanyService {
  /** The caller's company; 401 when it no longer exists. */
  load(companyId: string): Promise<Company>;
  /** The company as its members see it: contact, seats, trial, terms of reference, monitored municipalities. */
  describe(company: Company, role: UserRole): Promise<CompanyOut>;
  updateContactEmail(companyId: string, email: string): Promise<Company>;
  /** The key prefix under which the company's terms of reference are stored. */
  termsOfReferencePrefix(companyId: string): string;
  /** Records an uploaded terms-of-reference file in place of the previous one (whose file is then removed). */
  saveTermsOfReference(companyId: string, userId: string, upload: StoredFile): Promise<TermsOfReference>;
  monitored(companyId: string): Promise<MonitoredMunicipality[]>;
  /** The company monitors exactly these municipalities; unknown ids answer 400 naming them. */
  replaceMonitored(companyId: string, ids: number[]): Promise<MonitoredMunicipality[]>;
  exportData(companyId: string): Promise<Awaited<ReturnType<typeof buildCompanyExport>>>;
  /** Deletes the company, its rows and then its files; live provider subscriptions are cancelled first. */
  deleteCompany(companyId: string, log: Pick<Logger, 'error'>): Promise<void>;
}

export function createCompanyService({ db, storage, billing }: CompanyServiceDeps): CompanyService {
  async function load(companyId: string): Promise<Company> {
    const company = await findCompany(db, companyId);
    if (!company) throw new UnauthenticatedError('Could not validate credentials');
    return company;
  }

  return {
    load,

    async describe(company, role) {
      const [seats, terms, monitored] = await Promise.all([
        countSeats(db, company.id),
        findTermsOfReference(db, company.id),
        listMonitored(db, company.id),
      ]);
      return {
        id: company.id,
        name: company.name,
        contact_email: company.contactEmail,
        max_users: company.maxUsers,
        user_count: seats,
        trial_started_at: iso(company.trialStartedAt),
        trial_ends_at: iso(company.trialEndsAt),
        ...trialStatus(company.trialEndsAt),
        terms_of_reference: terms
          ? { filename: terms.filename, file_size: terms.fileSize, uploaded_at: terms.uploadedAt.toISOString() }
          : null,
        monitored_municipalities: monitored,
        current_user_role: role,
      };
    },

    async updateContactEmail(companyId, email) {
      const company = await updateContactEmail(db, companyId, email);
      if (!company) throw new UnauthenticatedError('Could not validate credentials');
      return company;
    },

    termsOfReferencePrefix,

    async saveTermsOfReference(companyId, userId, upload) {
      const storageKey = upload.key;
      if (!storageKey.startsWith(termsOfReferencePrefix(companyId))) throw new Error("not this company's file");
      let previous: string | undefined;
      let row;
      try {
        row = await db.transaction(async (tx) => {
          const { saved, previousKey } = await saveTermsOfReference(tx, {
            companyId,
            filename: upload.filename,
            fileSize: upload.size,
            contentType: upload.contentType,
            storageKey,
            uploadedBy: userId,
            uploadedAt: new Date(),
          });
          previous = previousKey;
          return saved;
        });
      } catch (error) {
        await storage.delete(storageKey).catch(() => undefined);
        throw error;
      }
      // The previous file goes once the new row is committed; a failure leaves an unreferenced file, not a lost one.
      if (previous && previous !== storageKey) await storage.delete(previous).catch(() => undefined);
      return { filename: row.filename, file_size: row.fileSize, uploaded_at: row.uploadedAt.toISOString() };
    },

    monitored: (companyId) => listMonitored(db, companyId),

    async replaceMonitored(companyId, requested) {
      const ids = [...new Set(requested)];
      return db.transaction(async (tx) => {
        const known = await knownMunicipalityIds(tx, ids);
        const unknown = ids.filter((id) => !known.includes(id));
        if (unknown.length) throw new InvalidError(`Unknown municipality ids: ${unknown.join(', ')}`);
        await replaceMonitored(tx, companyId, ids);
        return listMonitored(tx, companyId);
      });
    },

    async exportData(companyId) {
      const company = await load(companyId);
      return buildCompanyExport(db, billing.listInvoices.bind(billing), company);
    },

    async deleteCompany(companyId, log) {
      await billing.cancelAllAtProvider(companyId);
      await db.transaction((tx) => deleteCompanyRows(tx, companyId));
      // Every stored file of the company (terms of reference, property documents), once its rows are gone. A
      // failure here leaves files whose company no longer exists: the orphan sweep removes them later.
      try {
        await removeCompanyFiles(storage, companyId);
      } catch (err) {
        log.error({ err, company: companyId }, 'company files not removed; the orphan files sweep will remove them');
      }
    },
  };
}
