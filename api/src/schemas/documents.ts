import { Type, type Static } from '@fastify/type-provider-typebox';

/* Request and answer schemas of /api/documents (also the OpenAPI document). */

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableDateTime = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

export const Params = Type.Object({
  id: Type.String({
    description:
      "A municipal document's numeric id, or `property-<n>` for a document a company uploaded for one of its properties",
  }),
});

export const DocumentOut = Type.Object({
  id: Type.Integer({ description: "The row's number (municipal documents and property documents are numbered apart)" }),
  ref: Type.String({ description: 'The id to use in /api/documents/{id}: the number, or `property-<n>`' }),
  kind: Type.Union([Type.Literal('municipal'), Type.Literal('property')]),
  title: Type.String(),
  source: Type.String({ description: "The connector ('escribe:trca', ...) or 'property_upload'" }),
  source_url: NullableString,
  meeting_id: Type.Union([Type.Integer(), Type.Null()]),
  meeting_title: NullableString,
  meeting_date: NullableDateTime,
  municipality: NullableString,
  agenda_item_id: Type.Union([Type.Integer(), Type.Null()]),
  property_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
    description: "A property document's property",
  }),
  property_name: NullableString,
  type: NullableString,
  size_bytes: Type.Union([Type.Integer(), Type.Null()]),
  pages: Type.Union([Type.Integer(), Type.Null()]),
  extraction_status: Type.String({ description: "'pending', 'done', 'failed' or 'skipped'" }),
  extraction_error: NullableString,
  extracted_at: NullableDateTime,
});
export type DocumentOut = Static<typeof DocumentOut>;

export const ContentQuery = Type.Object({
  page: Type.Optional(Type.String({ description: 'First page, 1-based (default 1)' })),
  pages: Type.Optional(Type.String({ description: 'How many pages (default 10, at most 50)' })),
});

export const ContentOut = Type.Object({
  id: Type.Integer(),
  ref: Type.String(),
  total_pages: Type.Integer(),
  page: Type.Integer({ description: 'First page sent (1-based)' }),
  pages: Type.Array(
    Type.Object({
      page_number: Type.Integer(),
      char_start: Type.Integer({
        description: 'Offset of the page in the whole extracted text (evidence spans use these offsets)',
      }),
      char_end: Type.Integer(),
      text: Type.String(),
    }),
  ),
});

export const AnalysisOut = Type.Object({
  id: Type.Integer(),
  ref: Type.String(),
  summary: Type.String(),
  citations: Type.Array(
    Type.Object(
      { title: Type.String(), page: Type.Optional(Type.Integer()), quote: Type.String() },
      { additionalProperties: true },
    ),
  ),
  categories: Type.Array(Type.String()),
  agenda_items: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() })),
  matches: Type.Array(
    Type.Object({
      alert_id: Type.Integer(),
      property_id: Type.String(),
      property_name: Type.String(),
      rule: Type.String(),
      confidence: Type.String(),
      severity: Type.String(),
      evidence: Type.Array(Type.Object({}, { additionalProperties: true }), {
        description:
          'Why it matched: rule, text, field; for field "document", span {start, end} offsets in the whole text and page',
      }),
      passages: Type.Array(
        Type.Object({
          start: Type.Integer({ description: 'Offset in the whole extracted text' }),
          end: Type.Integer(),
          page: Type.Integer(),
          text: Type.String(),
          rule: Type.String(),
          source: Type.Union([Type.Literal('span'), Type.Literal('text')], {
            description: "'span': recorded by the matcher; 'text': the matched words found in this document",
          }),
        }),
        { description: 'Where this document shows why the property matched (for highlighting)' },
      ),
    }),
    { description: "Only the caller's company's matched properties" },
  ),
});

export const AnalysisRunOut = Type.Object({
  id: Type.Integer(),
  status: Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]),
  queued_at: Type.String({ format: 'date-time' }),
  started_at: NullableDateTime,
  finished_at: NullableDateTime,
  error: Type.Union([Type.String(), Type.Null()], { description: 'Set when the run failed' }),
});
export type AnalysisRunOut = Static<typeof AnalysisRunOut>;

export const AnalysisStatusOut = Type.Object({
  document_id: Type.String({ description: 'The document, as named in the path' }),
  run: Type.Union([AnalysisRunOut, Type.Null()], {
    description: 'The latest requested analysis (null when none was requested)',
  }),
});
