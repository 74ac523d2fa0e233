import { Type } from '@fastify/type-provider-typebox';

/*
 * Request and response schemas of the ingest sources' admin routes (/api/admin). The retry limit and how many
 * failed meetings are listed come from the pipeline, so the source schema is built with them.
 */

const NullableDateTime = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

/** One source's status: `maxAttempts` failed attempts stop a meeting's retries, at most `shown` failed meetings are listed. */
export const sourceOutSchema = (maxAttempts: number, shown: number) =>
  Type.Object({
    source: Type.String({ description: "Connector and portal, e.g. 'escribe:mississauga'" }),
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
