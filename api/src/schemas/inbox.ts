import { Type, type Static } from '@fastify/type-provider-typebox';
import { AlertSchema, DISMISS_REASONS, SeverityCountsSchema } from './alerts.js';
import { DateTime, IdList, NullableDateTime } from './common.js';
import { IntQuery } from './query.js';

/* Request and answer schemas of the inbox: read state, assignment, bulk actions on alerts, the bell, the last visit. */

/** Bulk actions take at most this many alerts (the largest page of the list, 48, fits twice). */
export const BULK_MAX = 100;

export const Teammate = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String({ description: 'First and last name (the e-mail address when the user has no name)' }),
});
export type TeammateOut = Static<typeof Teammate>;

/** What the list and the detail add to an alert for the caller. */
export const InboxFields = Type.Object({
  read: Type.Boolean({ description: 'The caller opened it or marked it read' }),
  read_at: NullableDateTime,
  assignee: Type.Union([Teammate, Type.Null()], { description: 'The teammate it is assigned to' }),
  assigned_at: NullableDateTime,
});
export type InboxFieldsOut = Static<typeof InboxFields>;

export const AlertWithInbox = Type.Intersect([AlertSchema, InboxFields]);

export const ReadOut = Type.Object({
  id: Type.Integer(),
  read: Type.Boolean(),
  read_at: NullableDateTime,
  unread: Type.Integer({ description: "The caller's unread alerts after the change (the bell's count)" }),
});

export const BulkIds = IdList(BULK_MAX, { description: `Alert ids, 1 to ${BULK_MAX}` });

export const BulkReadBody = Type.Object({
  ids: Type.Optional(BulkIds),
  all: Type.Optional(
    Type.Boolean({ description: 'Mark every alert of the list read (every alert not dismissed): "Mark all read"' }),
  ),
});

export const BulkReadOut = Type.Object({
  marked: Type.Integer({ description: 'Alerts that were unread and are now read' }),
  unread: Type.Integer(),
});

export const AssignBody = Type.Object({
  assignee_id: Type.String({ description: 'A member of your company (not an invitation still pending)' }),
});

export const BulkAssignBody = Type.Object({
  ids: BulkIds,
  assignee_id: Type.String({ description: 'A member of your company' }),
});

export const AssignmentOut = Type.Object({
  alert_id: Type.Integer(),
  assignee: Teammate,
  assigned_by: Type.Union([Teammate, Type.Null()]),
  assigned_at: DateTime,
  mailed: Type.Boolean({ description: 'The assignee was told by mail (not when assigning to yourself, or again)' }),
});

export const BulkAssignOut = Type.Object({
  assigned: Type.Integer({ description: 'Alerts now assigned to the teammate' }),
  mailed: Type.Boolean(),
});

export const BulkDismissBody = Type.Object({
  ids: BulkIds,
  reason: Type.String({ description: DISMISS_REASONS.join(' | ') }),
});

export const BulkDismissOut = Type.Object({
  dismissed: Type.Integer(),
  severity_counts: SeverityCountsSchema,
});

export const InboxItem = Type.Object({
  id: Type.Integer({ description: 'The alert id (opens /alerts?alertId=)' }),
  title: Type.String(),
  severity: Type.String(),
  subject: Type.String({ description: 'The property, or the watch, the alert is about' }),
  municipality: Type.Union([Type.String(), Type.Null()]),
  created_at: DateTime,
  read: Type.Boolean(),
  follow: Type.Boolean({ description: 'A later step of an item the caller follows' }),
  assigned_to_me: Type.Boolean(),
  assigned_by: Type.Union([Type.String(), Type.Null()], { description: 'Who assigned it to the caller' }),
});
export type InboxItemOut = Static<typeof InboxItem>;

export const InboxQuery = Type.Object({ limit: IntQuery('Items in each list, 1 to 20 (default 8)') });

export const InboxOut = Type.Object({
  unread: Type.Integer({ description: 'Alerts (not dismissed) the caller has not read' }),
  assigned_unread: Type.Integer({ description: 'Of those, assigned to the caller' }),
  latest: Type.Array(InboxItem, { description: 'The newest alerts' }),
  assigned: Type.Array(InboxItem, { description: 'The newest alerts assigned to the caller' }),
  following: Type.Array(InboxItem, { description: 'The newest updates of the items the caller follows' }),
});

export const VisitOut = Type.Object({
  last_visit_at: DateTime,
  previous_visit_at: NullableDateTime,
});

export const SinceQuery = Type.Object({ limit: IntQuery('Alerts listed, 1 to 20 (default 6)') });

export const SinceOut = Type.Object({
  since: Type.Union([DateTime, Type.Null()], { description: 'The previous visit; null on the first one' }),
  total: Type.Integer({ description: 'Alerts (not dismissed) raised since then' }),
  alerts: Type.Array(InboxItem),
});
