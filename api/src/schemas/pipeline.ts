import { Type } from '@fastify/type-provider-typebox';

/*
 * Request and response schemas of the ingest sources' admin routes (/api/admin). The retry limit and how many
 * failed meetings are listed come from the pipeline, so the source schema is built with them.
 */

const NullableDateTime = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

/** A source as the table holds it (docs/sources.md). */
const SourceRowFields = {
  connector: Type.String({ description: "The connector that reads it: 'escribe', 'tmmis', 'ero', ..." }),
  kind: Type.Union(
    [
      Type.Literal('council'),
      Type.Literal('applications'),
      Type.Literal('regional'),
      Type.Literal('conservation'),
      Type.Literal('provincial'),
      Type.Literal('tribunal'),
      Type.Literal('mayoral'),
    ],
    { description: 'What it brings (the sources table: kind)' },
  ),
  base_url: Type.String(),
  municipality_id: Type.Union([Type.Integer(), Type.Null()]),
  municipality_name: Type.Union([Type.String(), Type.Null()], {
    description: 'The municipality, region or conservation authority whose items it brings; null: province-wide',
  }),
  time_zone: Type.String(),
  paused: Type.Boolean(),
  origin: Type.Union([Type.Literal('env'), Type.Literal('operator')], {
    description: "'env': seeded from the environment's variables on start; 'operator': added through the admin API",
  }),
  created_at: Type.String({ format: 'date-time' }),
};

/** One source's status: `maxAttempts` failed attempts stop a meeting's retries, at most `shown` failed meetings are listed. */
export const sourceOutSchema = (maxAttempts: number, shown: number) =>
  Type.Object({
    source: Type.String({ description: "Connector and portal, e.g. 'escribe:mississauga'" }),
    ...SourceRowFields,
    last_run_at: NullableDateTime,
    last_success_at: NullableDateTime,
    last_error: Type.Union([Type.String(), Type.Null()]),
    last_error_at: NullableDateTime,
    records_last_run: Type.Integer(),
    cursor: Type.Union([Type.String(), Type.Null()]),
    failed_meetings: Type.Array(
      Type.Object({
        source_id: Type.String({ description: "The meeting's id at the source" }),
        title: Type.String(),
        starts_at: NullableDateTime,
        url: Type.String({ description: 'The page that failed' }),
        error: Type.String(),
        failed_at: Type.String({ format: 'date-time', description: 'The latest failed attempt' }),
        attempts: Type.Integer(),
        will_retry: Type.Boolean({
          description: `false once ${maxAttempts} attempts failed (the calendar listing the meeting again still fetches it)`,
        }),
      }),
      { description: `Meetings whose own page failed on their latest attempt, latest first (at most ${shown})` },
    ),
    failed_meetings_total: Type.Integer({ description: 'How many meetings of the source are failing' }),
  });

export const SourceParams = Type.Object({ source: Type.String({ maxLength: 100 }) });

export const SourceRunOut = Type.Object({
  source: Type.String(),
  ok: Type.Boolean(),
  records: Type.Integer(),
  changed_agenda_items: Type.Integer(),
  error: Type.Union([Type.String(), Type.Null()]),
});

/** An operator's new eSCRIBE portal (probe and add). */
export const EscribePortalIn = Type.Object(
  {
    municipality_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    base_url: Type.String({ minLength: 1, maxLength: 300, description: 'e.g. https://pub-guelph.escribemeetings.com' }),
    name: Type.Optional(
      Type.String({
        maxLength: 80,
        description: "The portal's name ('guelph' -> source 'escribe:guelph'); taken from a pub-<name> host otherwise",
      }),
    ),
    time_zone: Type.Optional(
      Type.String({ maxLength: 60, description: 'IANA time zone of its times (America/Toronto)' }),
    ),
  },
  { additionalProperties: false },
);

export const EscribeProbeOut = Type.Object({
  source: Type.String(),
  base_url: Type.String(),
  municipality_id: Type.Integer(),
  municipality_name: Type.String(),
  meetings: Type.Integer({ description: 'Meetings its calendar lists from 30 days back to 60 days ahead' }),
});
