import { foreignKey, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { alerts } from './alerts.js';
import { users } from './auth.js';
import { tz } from './columns.js';
import { companyId } from './company-column.js';

/*
 * The inbox (migration 0045): which alerts each user has read, who an alert is assigned to, and each user's last
 * visit. Every row carries company_id; the user and the alert are tied to that company by composite foreign keys.
 */

/** A user opened or marked an alert read (no row: unread). */
export const alertReads = pgTable(
  'alert_reads',
  {
    companyId: companyId(),
    userId: uuid('user_id').notNull(),
    alertId: integer('alert_id').notNull(),
    readAt: timestamp('read_at', tz).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.alertId] }),
    foreignKey({ columns: [t.userId, t.companyId], foreignColumns: [users.id, users.companyId] }).onDelete('cascade'),
    foreignKey({ columns: [t.alertId, t.companyId], foreignColumns: [alerts.id, alerts.companyId] }).onDelete(
      'cascade',
    ),
    index('alert_reads_alert_idx').on(t.alertId),
    index('alert_reads_company_idx').on(t.companyId),
  ],
);

/** The teammate an alert is assigned to (at most one). */
export const alertAssignments = pgTable(
  'alert_assignments',
  {
    alertId: integer('alert_id').primaryKey(),
    companyId: companyId(),
    assigneeId: uuid('assignee_id').notNull(),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', tz).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.assigneeId, t.companyId], foreignColumns: [users.id, users.companyId] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.alertId, t.companyId], foreignColumns: [alerts.id, alerts.companyId] }).onDelete(
      'cascade',
    ),
    index('alert_assignments_assignee_idx').on(t.assigneeId, t.assignedAt),
    index('alert_assignments_company_idx').on(t.companyId),
  ],
);

/** A user's visits: "New since your last visit" lists the alerts raised after previous_visit_at. */
export const userVisits = pgTable(
  'user_visits',
  {
    userId: uuid('user_id').primaryKey(),
    companyId: companyId(),
    lastVisitAt: timestamp('last_visit_at', tz).notNull().defaultNow(),
    previousVisitAt: timestamp('previous_visit_at', tz),
  },
  (t) => [
    foreignKey({ columns: [t.userId, t.companyId], foreignColumns: [users.id, users.companyId] }).onDelete('cascade'),
    index('user_visits_company_idx').on(t.companyId),
  ],
);
