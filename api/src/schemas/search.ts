import { Type, type Static } from '@fastify/type-provider-typebox';
import { IntQuery } from './query.js';

/* One search (docs/api/search.md). Inline objects, no $id: the OpenAPI output stays stable. */

/** What the search finds, in the order of its groups. */
export const SEARCH_KINDS = [
  'alerts',
  'properties',
  'applications',
  'agenda_items',
  'meetings',
  'documents',
  'uploaded_documents',
  'proposals',
  'decisions',
  'mayoral_decisions',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SearchQuery = Type.Object({
  q: Type.String({
    maxLength: 200,
    description:
      "Words, a file number ('OZ 22/012', 'A0656/16NY') or a civic address ('25 The West Mall'); 2 to 200 characters",
  }),
  limit: IntQuery('Results per kind, 1 to 20 (default 5)'),
});
export type SearchQuery = Static<typeof SearchQuery>;

const Segment = Type.Object({
  text: Type.String({ maxLength: 400 }),
  hit: Type.Boolean({ description: 'A word of the query (or the file number or address) to highlight' }),
});

const Kind = Type.Enum(SEARCH_KINDS);

export const SearchResultOut = Type.Object({
  kind: Kind,
  id: Type.String({ description: "The row's id (a number, or a UUID for a property)" }),
  title: Type.String(),
  snippet: Type.Array(Segment, { maxItems: 60, description: 'The text around the hits, as plain-text segments' }),
  title_segments: Type.Array(Segment, {
    maxItems: 60,
    description: 'The title as plain-text segments, the exact file number or address marked',
  }),
  link: Type.String({ description: 'The route in the app that opens it' }),
  context: Type.Union([Type.String(), Type.Null()], { description: 'Municipality, committee, property or ministry' }),
  date: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  exact: Type.Boolean({ description: 'Matched the file number or address exactly (these come first)' }),
});

export const SearchOut = Type.Object({
  query: Type.String(),
  recognisedAs: Type.Union([Type.Literal('file_number'), Type.Literal('address'), Type.Literal('words')]),
  groups: Type.Array(
    Type.Object({
      kind: Kind,
      label: Type.String(),
      results: Type.Array(SearchResultOut, { maxItems: 20 }),
    }),
    { maxItems: SEARCH_KINDS.length },
  ),
});
export type SearchOut = Static<typeof SearchOut>;
