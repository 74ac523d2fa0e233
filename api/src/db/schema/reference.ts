import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Ontario municipalities (and the regions that contain them). Global reference data shared by every company.
 * The ids are stable: properties, committees and meetings refer to them.
 */
export const municipalities = pgTable(
  'municipalities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** The containing region ('Peel Region' for Mississauga); null for single-tier cities and regions. */
    parentName: text('parent_name'),
  },
  (table) => [uniqueIndex('municipalities_name_key').on(table.name), index('municipalities_parent_idx').on(table.parentName)],
);

export type Municipality = typeof municipalities.$inferSelect;
