import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { municipalities } from './reference.js';
import { createdAt, updatedAt } from './columns.js';
import { companyId } from './company-column.js';

/** The longest note a coverage request keeps. */
export const COVERAGE_NOTE_MAX = 500;

/**
 * A company's request that a municipality's own council agendas be read (migration 0032). One row per company and
 * municipality; a tenant table under row-level security.
 */
export const coverageRequests = pgTable(
  'coverage_requests',
  {
    companyId: companyId(),
    municipalityId: integer('municipality_id')
      .notNull()
      .references(() => municipalities.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.municipalityId] }),
    index('coverage_requests_municipality_idx').on(t.municipalityId),
    check('coverage_requests_note_length', sql`${t.note} IS NULL OR char_length(${t.note}) <= 500`),
  ],
);
