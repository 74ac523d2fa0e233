import { Type } from '@fastify/type-provider-typebox';
import { DateTime, NullableDateTime } from './common.js';

/* Request and answer schemas of /api/coverage and /api/admin/coverage-requests (also the OpenAPI document). */

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableNumber = Type.Union([Type.Number(), Type.Null()]);

export const CoverageLevel = Type.Union([Type.Literal('full'), Type.Literal('partial'), Type.Literal('none')], {
  description:
    'full: its own council agendas are read by a source in state ok; partial: its own council source is degraded, paused or never read, or it has none but another own source or a region, county or conservation authority it belongs to is read; none: only province-wide sources reach it',
});

export const CoverageRow = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: "Unique; names that collide are told apart ('Hamilton (Northumberland)')" }),
  kind: Type.Union([
    Type.Literal('single-tier'),
    Type.Literal('lower-tier'),
    Type.Literal('upper-tier'),
    Type.Literal('district'),
    Type.Literal('conservation-authority'),
  ]),
  upper_tier: Type.Union([Type.String(), Type.Null()], {
    description: 'The county or region of a lower-tier municipality',
  }),
  latitude: NullableNumber,
  longitude: NullableNumber,
  coverage: CoverageLevel,
  council_watched: Type.Boolean({ description: 'Its own council agendas have a source that is not paused' }),
  property_count: Type.Integer({ description: "The caller's company's properties there" }),
  requested: Type.Boolean({ description: "The caller's company requested coverage" }),
});

export const CoverageListOut = Type.Object({
  municipalities: Type.Array(CoverageRow),
  totals: Type.Object({ full: Type.Integer(), partial: Type.Integer(), none: Type.Integer() }),
});

export const CoverageSourceOut = Type.Object({
  name: Type.String({ description: "The source's key ('escribe:trca')" }),
  label: Type.String(),
  kind: Type.String({
    description: 'council, applications, regional, conservation, provincial, tribunal or mayoral',
  }),
  scope: Type.Union([
    Type.Literal('own'),
    Type.Literal('upper-tier'),
    Type.Literal('conservation'),
    Type.Literal('province'),
  ]),
  body: Type.Union([Type.String(), Type.Null()], { description: 'The region, county or authority it reads' }),
  state: Type.Union([Type.Literal('ok'), Type.Literal('degraded'), Type.Literal('paused'), Type.Literal('never-read')]),
  last_success_at: NullableDateTime,
  last_failure_at: NullableDateTime,
  last_error: NullableString,
  consecutive_failures: Type.Integer(),
  degraded_reason: NullableString,
  items_30d: Type.Integer({ description: 'Meetings, agenda items or registry records it brought in the last 30 days' }),
});

export const CoverageDetailOut = Type.Object({
  municipality: CoverageRow,
  coverage: CoverageLevel,
  message: Type.String(),
  sources: Type.Array(CoverageSourceOut),
  requested: Type.Boolean(),
  request_count: Type.Integer({
    description: "The caller's company's requests for it (one per company; other companies' are never counted)",
  }),
});

export const CoverageParams = Type.Object({ id: Type.String({ description: 'Municipality id', maxLength: 20 }) });

export const COVERAGE_NOTE_MAX = 500;
export const CoverageRequestBody = Type.Union([
  Type.Object(
    { note: Type.Optional(Type.Union([Type.String({ maxLength: COVERAGE_NOTE_MAX }), Type.Null()])) },
    { additionalProperties: false },
  ),
  Type.Null(),
]);

export const CoverageRequestOut = Type.Object({
  municipality_id: Type.Integer(),
  requested: Type.Boolean(),
  note: NullableString,
});

export const CoverageRequestRankOut = Type.Object({
  municipality_id: Type.Integer(),
  municipality_name: Type.String(),
  companies: Type.Integer({ description: 'Companies that requested it' }),
  properties_waiting: Type.Integer({ description: 'Properties of those companies in that municipality' }),
  first_requested_at: DateTime,
  last_requested_at: DateTime,
});
