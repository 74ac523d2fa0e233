import { check, doublePrecision, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** What a registry row is: a municipality a property can be in, or a body over several of them. */
export const MUNICIPALITY_KINDS = [
  'single-tier',
  'lower-tier',
  'upper-tier',
  'district',
  'conservation-authority',
] as const;
export type MunicipalityKind = (typeof MUNICIPALITY_KINDS)[number];
/** The kinds a property can be in (the others are bodies over them). */
export const PROPERTY_MUNICIPALITY_KINDS: MunicipalityKind[] = ['single-tier', 'lower-tier'];

/**
 * Ontario municipalities, the upper tiers and districts that contain them, and the conservation authorities
 * (migration 0030 loads the registry). Global reference data shared by every company. The ids are stable:
 * properties, committees and meetings refer to them. `name` is unique and is what users read and pick: names
 * that collide are told apart ('Hamilton' the city, 'Hamilton (Northumberland)' the township).
 */
export const municipalities = pgTable(
  'municipalities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** The containing region ('Peel Region' for Mississauga); null for single-tier cities and regions. */
    parentName: text('parent_name'),
    /** A row an ingest creates for a name outside the registry is taken as single-tier. */
    kind: text('kind').$type<MunicipalityKind>().notNull().default('single-tier'),
    /** 'City of Hamilton', 'Township of Hamilton', 'Regional Municipality of Peel'. */
    officialName: text('official_name'),
    /** Statistics Canada's census division ('Northumberland'); null for conservation authorities. */
    censusDivision: text('census_division'),
    /** A representative point (not a boundary); a body's is the mean of its members' points. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    website: text('website'),
    /** 2021 census population (an upper tier or district: the sum of its members'). */
    population: integer('population'),
  },
  (table) => [
    uniqueIndex('municipalities_name_key').on(table.name),
    index('municipalities_parent_idx').on(table.parentName),
    index('municipalities_kind_idx').on(table.kind),
    check(
      'municipalities_kind_check',
      sql`${table.kind} in ('single-tier', 'lower-tier', 'upper-tier', 'district', 'conservation-authority')`,
    ),
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
