import { Type, type Static } from '@fastify/type-provider-typebox';
import { DateTime, IdList } from './common.js';
import { EnumQuery, IntQuery } from './query.js';

/*
 * Request and response schemas of the meetings routes (/api/meetings, its iCal feed) and of /api/committees.
 * Meetings are global data; hasAlert and alertCount are the caller's company's.
 */

export const MEETING_SORTS = ['date', 'title', 'municipality'] as const;
export type MeetingSort = (typeof MEETING_SORTS)[number];
export const TIMEFRAMES = ['upcoming', 'past', 'all'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const Meeting = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  municipality: Type.String(),
  municipality_id: Type.Integer(),
  committee: NullableString,
  date: Type.String({ format: 'date-time', description: 'Start' }),
  end_date: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  location: NullableString,
  status: Type.String({ description: "'scheduled', 'cancelled' or 'postponed'" }),
  summary: Type.Union([Type.String(), Type.Null()], {
    description: "'No Agenda Items posted yet. We will continue to monitor for new items.' while no agenda is posted",
  }),
  document_url: NullableString,
  agenda_url: NullableString,
  revised_agenda_url: NullableString,
  minutes_url: NullableString,
  source_url: NullableString,
  document_count: Type.Integer(),
  item_count: Type.Integer(),
  hasAlert: Type.Boolean({ description: "Whether the caller's company has an alert (not dismissed) on this meeting" }),
  alertCount: Type.Integer({ description: "The caller's company's alerts (not dismissed) on this meeting" }),
});

export const MeetingPage = Type.Object({
  items: Type.Array(Meeting),
  total: Type.Integer(),
  limit: Type.Integer(),
  offset: Type.Integer(),
});

export const NotModified = Type.Null({
  description: 'The page is unchanged since the ETag sent in If-None-Match',
});

export const MeetingListQuery = Type.Object({
  search: Type.Optional(
    Type.String({ maxLength: 200, description: 'Words in the title, committee, municipality or summary' }),
  ),
  municipality: Type.Optional(Type.String({ maxLength: 200, description: 'Municipality name, case-insensitive' })),
  timeframe: EnumQuery(TIMEFRAMES, "'upcoming' (from now on), 'past' (before now) or 'all' (default)"),
  from: Type.Optional(
    Type.String({ description: 'Start at or after this date-time (ISO 8601), e.g. the first day of a calendar month' }),
  ),
  to: Type.Optional(Type.String({ description: 'Start before this date-time (ISO 8601)' })),
  sort: EnumQuery(MEETING_SORTS, "'date' (default), 'title' or 'municipality'"),
  order: EnumQuery(['asc', 'desc'], "'asc' (default) or 'desc'"),
  limit: IntQuery('Page size, 1 to 500 (default 100)'),
  offset: IntQuery('Rows to skip (default 0)'),
});

/** One meeting as listed and shown. */
export type MeetingRow = Static<typeof Meeting>;

export const MunicipalityMeetingCount = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  parent_name: NullableString,
  meeting_count: Type.Integer(),
  upcoming_count: Type.Integer(),
});

export const StatsQuery = Type.Object({ days: IntQuery('Days ahead, 1 to 999 (default 14)') });

export const MeetingStats = Type.Object({
  days: Type.Integer(),
  upcoming_meetings: Type.Integer({
    description:
      "Meetings in the window of the company's properties' municipalities and of the regions, counties and conservation authorities they belong to",
  }),
  municipalities: Type.Integer({ description: 'Municipalities of those meetings' }),
  meetings_with_alerts: Type.Integer({ description: "Of those, meetings with an alert of the caller's company" }),
  total_upcoming_meetings: Type.Integer({
    description: "All future meetings of the company's properties' municipalities and their bodies",
  }),
  total_municipalities: Type.Integer({ description: 'Municipalities of those future meetings' }),
});

export const ByCommitteeQuery = Type.Object({ municipality: Type.Optional(Type.String({ maxLength: 200 })) });

export const CommitteeMeetingCount = Type.Object({
  committee: Type.String(),
  municipality: Type.String(),
  meeting_count: Type.Integer(),
  next_meeting: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  last_meeting: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const CommitteeNameParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }) });

export const CommitteeMeetingsQuery = Type.Object({
  limit: IntQuery('Page size, 1 to 500 (default 50)'),
  offset: IntQuery('Rows to skip (default 0)'),
  municipality: Type.Optional(Type.String({ maxLength: 200 })),
});

export const MeetingAttachment = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  url: NullableString,
  mime_type: NullableString,
  size_bytes: Type.Union([Type.Integer(), Type.Null()]),
  page_count: Type.Union([Type.Integer(), Type.Null()]),
  extraction_status: Type.String(),
  agenda_item_id: Type.Union([Type.Integer(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});

// The iCal feed of followed meetings.

export const FeedToken = Type.Object({
  url: Type.String({
    description:
      'The secret iCal URL to subscribe to (no bearer token needed); shown once, only a hash of its token is kept',
  }),
  webcal_url: Type.String({ description: 'The same URL with the webcal: scheme, which opens calendar apps' }),
  created_at: DateTime,
});

export const FeedStatus = Type.Object({
  active: Type.Boolean({ description: 'Whether the caller has a feed URL (never shown again)' }),
  created_at: Type.Union([DateTime, Type.Null()]),
  last_used_at: Type.Union([DateTime, Type.Null()]),
});

export const CalendarFileParams = Type.Object({ file: Type.String({ maxLength: 100 }) });

// Councils and committees.

export const CommitteeType = Type.Object({ id: Type.Integer(), slug: Type.String(), display_name: Type.String() });
export const CommitteeOut = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  municipality_id: Type.Integer(),
  municipality_name: Type.Union([Type.String(), Type.Null()], {
    description: "The committee's municipality or regional body",
  }),
  committee_type: Type.Union([CommitteeType, Type.Null()]),
});
export const CommitteePropertyParams = Type.Object({ id: Type.String({ description: 'Property id' }) });

export const MunicipalityParams = Type.Object({
  municipality: Type.String({ minLength: 1, maxLength: 200, description: 'Municipality id or name (any case)' }),
});

export const CommitteeSelection = Type.Object({ committee_ids: IdList(200) }, { additionalProperties: false });
