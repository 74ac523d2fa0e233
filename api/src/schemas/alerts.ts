import { Type, type Static } from '@fastify/type-provider-typebox';
import { ALERT_CATEGORIES, ALERT_SEVERITIES, ALERT_STATUSES, DISMISS_REASONS } from '../db/schema/index.js';
import { DateTime, NullableDateTime } from './common.js';
import { EnumQuery, IntQuery } from './query.js';
import { ALERT_SORTS, SORT_DESCRIPTION } from './alert-list.js';

export {
  ALERT_CATEGORIES,
  ALERT_SEVERITIES,
  ALERT_STATUSES,
  DISMISS_REASONS,
  type AlertStatus,
} from '../db/schema/index.js';

/* Request and answer schemas of /api/alerts (also the OpenAPI document); the server's alert types derive from them. */

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

export const STATUS_DESCRIPTION =
  'Alert statuses: new (raised, not yet looked at) -> acknowledged (seen) -> in_progress (being handled) -> ' +
  'resolved (handled); dismissed (set only by POST /{id}/dismiss with a reason; dismissed alerts leave the list ' +
  'and the counts).';
export const SETTABLE_STATUSES = ALERT_STATUSES.filter((s) => s !== 'dismissed');

/** The response header of GET / with the list's size under the filters (exposed to other origins by CORS). */
export const TOTAL_HEADER = 'x-total-count';

export const Evidence = Type.Object(
  {
    rule: Type.String(),
    text: Type.Optional(Type.String()),
    field: Type.Optional(Type.String()),
    documentId: Type.Optional(Type.Integer()),
    span: Type.Optional(Type.Object({ start: Type.Integer(), end: Type.Integer() })),
    page: Type.Optional(Type.Integer()),
    distanceMeters: Type.Optional(Type.Number()),
    confidence: Type.Number(),
    detail: Type.Optional(Type.String()),
  },
  { description: 'Why the item matched the property' },
);

export const AlertSchema = Type.Object({
  id: Type.Integer(),
  property_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
    description: 'The property the alert is about; null for a watch alert',
  }),
  property_name: Type.String({ description: "The property's name; for a watch alert, the watch's name" }),
  alert_type: Type.String({
    enum: ['property', 'watch'],
    description: 'property: matched to a property; watch: raised by a keyword watch (no property)',
  }),
  watch_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  watch_name: Nullable(Type.String()),
  matched_terms: Type.Array(Type.String(), { description: "A watch alert's terms found in the item" }),
  headline: Nullable(
    Type.String({
      description: "A watch alert's snippet, the terms between <mark> and </mark>; all else is plain text (escape it)",
    }),
  ),
  backfilled: Type.Boolean({ description: "Found by a watch's backfill of past items (never mailed)" }),
  severity: Type.String({ enum: [...ALERT_SEVERITIES] }),
  status: Type.String({ enum: [...ALERT_STATUSES], description: STATUS_DESCRIPTION }),
  meeting_id: Type.Union([Type.Integer(), Type.Null()]),
  meeting_title: Type.String({
    description: "The meeting's title ('Municipality Committee' when the alert has no meeting)",
  }),
  meeting_date: NullableDateTime,
  municipality: Nullable(Type.String()),
  committee: Nullable(Type.String()),
  created_at: DateTime,
  updated_at: DateTime,
  alert_title: Type.String(),
  alert_title_fr: Nullable(
    Type.String({
      description:
        "The title in French: a title written from a template (a new application, a listing, a file's step, a decision, a followed matter's step) rendered from the English at read time, else the lead item's French title from a bilingual portal; null otherwise (docs/i18n.md)",
    }),
  ),
  alert_summary: Type.String(),
  alert_summary_fr: Nullable(
    Type.String({
      description:
        "The summary in French, written from the English at read time; null when the English is not one of the matcher's sentences (docs/i18n.md)",
    }),
  ),
  summary: Type.String(),
  meeting_summary: Nullable(Type.String()),
  alert_preview: Nullable(Type.String()),
  alert_preview_fr: Nullable(
    Type.String({
      description: "The preview (a property alert's strongest impact) in French; null as alert_summary_fr",
    }),
  ),
  primary_finding: Nullable(Type.String()),
  expanded_finding: Nullable(Type.String()),
  alert_categories: Type.Array(Type.String()),
  num_items: Type.Integer(),
  comments: Type.Integer({ description: 'Number of comments' }),
  also_concerns: Type.Array(Type.String(), {
    maxItems: 10,
    description:
      "The names of the company's other properties that one of this alert's items also concerns (each has its own alert), by name; at most 10",
  }),
  document_url: Nullable(Type.String()),
  view_document_url: Nullable(Type.String()),
  dismiss_reason: Nullable(Type.String()),
  dismissed_at: NullableDateTime,
  application: Type.Optional(
    Type.Union(
      [
        Type.Object({
          id: Type.Integer({ description: 'The application: /api/applications/{id}, /applications/{id} in the app' }),
          fileNumber: Nullable(Type.String()),
          status: Nullable(Type.String({ description: "The registry's status now" })),
          latestStep: Type.Union([
            Type.Object({ kind: Type.String(), on: Nullable(Type.String()), title: Type.String() }),
            Type.Null(),
          ]),
        }),
        Type.Null(),
      ],
      { description: "An alert of a development application's thread: where the application stands now; else null" },
    ),
  ),
  listed_applications: Type.Optional(
    Type.Array(
      Type.Object({
        id: Type.Integer({ description: 'The application: /api/applications/{id}, /applications/{id} in the app' }),
        fileNumber: Nullable(Type.String()),
        type: Type.String(),
        address: Nullable(Type.String()),
        status: Nullable(Type.String({ description: "The registry's status now" })),
        distanceMeters: Type.Integer({ description: 'From the property, when the alert was raised' }),
      }),
      {
        description:
          "An alert that lists a property's new applications beyond the near radius (docs/applications.md): each one, nearest first; empty for any other alert",
      },
    ),
  ),
});
export type AlertOut = Static<typeof AlertSchema>;

export const AlertItemSchema = Type.Object({
  id: Type.Integer(),
  agenda_item_id: Type.Union([Type.Integer(), Type.Null()]),
  document_id: Type.Union([Type.Integer(), Type.Null()]),
  item_number: Nullable(Type.String()),
  item_title: Type.String(),
  title: Type.String(),
  item_description: Nullable(Type.String()),
  item_title_fr: Nullable(
    Type.String({ description: "The item's French title, when a bilingual portal published one (docs/i18n.md)" }),
  ),
  item_description_fr: Nullable(Type.String({ description: "The item's French description, when published" })),
  impact_summary: Type.String(),
  impact_summary_fr: Nullable(
    Type.String({
      description: "The impact's summary in French; null when its English is not one of the matcher's sentences",
    }),
  ),
  confidence: Type.String({ description: "'High' | 'Medium' | 'Low'" }),
  score: Type.Number(),
  severity: Type.String({ enum: [...ALERT_SEVERITIES] }),
  categories: Type.Array(Type.String()),
  rule: Type.String({ description: 'The strongest matching rule' }),
  evidence: Type.Array(Evidence),
  document_url: Nullable(Type.String()),
  source_url: Nullable(Type.String()),
});
export type AlertItemOut = Static<typeof AlertItemSchema>;

export const AlertDetail = Type.Intersect([
  AlertSchema,
  Type.Object({ items: Type.Array(AlertItemSchema), property_impacts: Type.Array(AlertItemSchema) }),
]);

export const SeverityCountsSchema = Type.Object({
  urgent: Type.Integer(),
  high: Type.Integer(),
  normal: Type.Integer(),
  total: Type.Integer(),
});
export type SeverityCounts = Static<typeof SeverityCountsSchema>;

export const CommentSchema = Type.Object({
  id: Type.Integer(),
  alert_id: Type.Integer(),
  user_id: Nullable(Type.String({ format: 'uuid' })),
  user_name: Nullable(Type.String()),
  comment: Type.String(),
  created_at: DateTime,
});
export type CommentOut = Static<typeof CommentSchema>;

export const PropertyQuery = Type.Optional(Type.String({ description: "Only this property's alerts (a property id)" }));

/** The list's filters (GET / and GET /{id}/position take the same). */
export const FilterQuery = {
  propertyId: PropertyQuery,
  severity: EnumQuery(ALERT_SEVERITIES, 'urgent, high or normal'),
  category: Type.Optional(
    Type.String({
      description: `Only alerts of this category (the page's type filter), any case: ${ALERT_CATEGORIES.join(', ')}`,
    }),
  ),
  status: EnumQuery(ALERT_STATUSES, STATUS_DESCRIPTION),
  search: Type.Optional(
    Type.String({ maxLength: 200, description: 'Words in the title, summary, meeting, municipality or property' }),
  ),
  sort: EnumQuery(ALERT_SORTS, SORT_DESCRIPTION),
};

export const ListQuery = Type.Object({
  ...FilterQuery,
  limit: IntQuery('Page size, 1 to 500 (default 200; the alerts page asks for 6)'),
  offset: IntQuery('Rows to skip (default 0): (page - 1) x limit'),
});

export const PositionQuery = Type.Object({
  ...FilterQuery,
  limit: IntQuery('Page size, 1 to 500 (default 6, the alerts page)'),
});

export const PositionOut = Type.Object({
  id: Type.Integer(),
  index: Type.Union([Type.Integer(), Type.Null()], {
    description: '0-based place in the list; null when these filters leave the alert out',
  }),
  page: Type.Union([Type.Integer(), Type.Null()], {
    description: '1-based page of `limit` alerts holding it; null when left out',
  }),
  offset: Type.Union([Type.Integer(), Type.Null()], {
    description: 'The list offset of that page; null when left out',
  }),
  limit: Type.Integer(),
  total: Type.Integer({ description: 'Alerts in the list under these filters' }),
});

export const StatsQuery = Type.Object({ days: IntQuery('Days back, 1 to 999 (default 7; 999 means all)') });
export const StatsOut = Type.Object({ new_alerts: Type.Integer(), days: Type.Integer() });

export const FilterOptionsOut = Type.Object({
  properties: Type.Array(Type.Object({ property_id: Type.String({ format: 'uuid' }), name: Type.String() })),
  categories: Type.Array(Type.String()),
  severities: Type.Array(Type.String()),
  statuses: Type.Array(Type.String()),
});

export const StatusBody = Type.Object({ status: Type.String({ description: SETTABLE_STATUSES.join(' | ') }) });

export const DismissBody = Type.Object({ reason: Type.String({ description: DISMISS_REASONS.join(' | ') }) });

export const DismissOut = Type.Object({
  id: Type.Integer(),
  status: Type.Literal('dismissed'),
  dismiss_reason: Type.String(),
  dismissed_at: DateTime,
  severity: Type.String(),
  severity_counts: SeverityCountsSchema,
});

export const CommentBody = Type.Object({ comment: Type.String({ maxLength: 5000 }) });

export const ChatBody = Type.Object({
  message: Type.String({ maxLength: 4000 }),
  thread_id: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
