import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

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
  (table) => [
    uniqueIndex('municipalities_name_key').on(table.name),
    index('municipalities_parent_idx').on(table.parentName),
  ],
);

export type Municipality = typeof municipalities.$inferSelect;

/**
 * An upper-tier region or a conservation authority (region_id) and a municipality it includes (member_id), seeded
 * by migration 0024. The body's agenda items reach the members' properties; one level only (a body never lists
 * another body).
 */
export const municipalityMembers = pgTable(
  'municipality_members',
  {
    regionId: integer('region_id')
      .notNull()
      .references(() => municipalities.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => municipalities.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.regionId, t.memberId] }),
    index('municipality_members_member_idx').on(t.memberId),
    check('municipality_members_not_self', sql`${t.regionId} <> ${t.memberId}`),
  ],
);
