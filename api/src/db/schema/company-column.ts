import { uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';

/**
 * `company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE`: the tenant of a tenant-owned row,
 * deleted with its company. (A nullable or primary-key company column is written out where it is used.)
 */
export const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
