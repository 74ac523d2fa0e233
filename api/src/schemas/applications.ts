import { Type, type Static } from '@fastify/type-provider-typebox';
import { APPLICATION_EVENT_KINDS, APPLICATION_TYPES } from '../db/schema/index.js';
import { EnumQuery, IntQuery } from './query.js';

/* Development applications (docs/api/applications.md). Inline objects, no $id: the OpenAPI output stays stable. */

const ApplicationType = Type.Enum(APPLICATION_TYPES);
const EventKind = Type.Enum(APPLICATION_EVENT_KINDS);
const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const NullableDate = Type.Union([IsoDate, Type.Null()]);
const NullableText = Type.Union([Type.String(), Type.Null()]);

export const ApplicationListQuery = Type.Object({
  q: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'A file number (any spelling), an address or words of the description',
    }),
  ),
  type: EnumQuery(APPLICATION_TYPES, 'Only applications of this type'),
  status: Type.Optional(
    Type.String({
      maxLength: 100,
      description: "Only applications whose status is this (the registry's words, any case)",
    }),
  ),
  municipalityId: IntQuery('Only applications of this municipality'),
  from: Type.Optional(Type.String({ maxLength: 10, description: 'Filed on or after this day (YYYY-MM-DD)' })),
  to: Type.Optional(Type.String({ maxLength: 10, description: 'Filed on or before this day (YYYY-MM-DD)' })),
  propertyId: Type.Optional(
    Type.String({ maxLength: 36, description: "One of the company's properties: distances are measured from it" }),
  ),
  within: IntQuery('With propertyId: only applications within this many metres of it (1 to 10000)'),
  page: IntQuery('Page, from 1 (default 1)'),
  pageSize: IntQuery('Applications a page, 1 to 100 (default 25)'),
});
export type ApplicationListQuery = Static<typeof ApplicationListQuery>;

const ApplicationSummary = {
  id: Type.Integer({ minimum: 1 }),
  municipalityId: Type.Integer({ minimum: 1 }),
  municipality: Type.String(),
  fileNumbers: Type.Array(Type.String(), { maxItems: 20 }),
  type: ApplicationType,
  status: NullableText,
  addresses: Type.Array(Type.String(), { maxItems: 20 }),
  point: Type.Union([Type.Object({ lat: Type.Number(), lng: Type.Number() }), Type.Null()]),
  description: NullableText,
  filedOn: NullableDate,
  hearingOn: NullableDate,
  decidedOn: NullableDate,
  link: NullableText,
  source: Type.String({ description: "The registry that first gave the file ('ckan:toronto')" }),
  updatedAt: Type.String({ format: 'date-time' }),
};

export const ApplicationListItem = Type.Object({
  ...ApplicationSummary,
  distanceMeters: Type.Union([Type.Integer(), Type.Null()], {
    description: 'From the property asked for; null without one',
  }),
});

export const ApplicationListOut = Type.Object({
  items: Type.Array(ApplicationListItem, { maxItems: 100 }),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
});
export type ApplicationListOut = Static<typeof ApplicationListOut>;

export const ApplicationEventOut = Type.Object({
  id: Type.Integer(),
  kind: EventKind,
  on: NullableDate,
  title: Type.String(),
  source: Type.String(),
  link: NullableText,
  joinReason: Type.String({ description: 'Why this step was joined to the file' }),
  agendaItemId: Type.Union([Type.Integer(), Type.Null()]),
  decisionId: Type.Union([Type.Integer(), Type.Null()]),
});

export const ApplicationFactOut = Type.Object({
  name: Type.String({ description: "'storeys', 'units', 'gross_floor_area', 'lots' or 'use'" }),
  value: Type.String(),
  quote: Type.String({ description: 'The words it was read from' }),
  citedFrom: Type.String({ description: "'description' or a document's title" }),
  url: NullableText,
});

export const ApplicationFollowOut = Type.Object({
  id: Type.String({ format: 'uuid' }),
  applicationId: Type.Integer({ minimum: 1 }),
  propertyId: Type.String({ format: 'uuid', description: 'The property whose alerts get the later steps' }),
  propertyName: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type ApplicationFollowOut = Static<typeof ApplicationFollowOut>;

export const ApplicationFollowBody = Type.Object(
  {
    propertyId: Type.Optional(
      Type.String({
        maxLength: 36,
        description: "One of the company's properties (default: the nearest of the properties the file concerns)",
      }),
    ),
  },
  { additionalProperties: false },
);

export const ApplicationDetailOut = Type.Object({
  ...ApplicationSummary,
  follow: Type.Union([ApplicationFollowOut, Type.Null()], {
    description: "The caller's follow of the file (its later steps raise updates on the property's alerts), or null",
  }),
  timeline: Type.Array(ApplicationEventOut, { maxItems: 500 }),
  facts: Type.Array(ApplicationFactOut, { maxItems: 50 }),
  documents: Type.Array(
    Type.Object({ title: Type.String(), url: NullableText, documentId: Type.Union([Type.Integer(), Type.Null()]) }),
    { maxItems: 200 },
  ),
  properties: Type.Array(
    Type.Object({
      id: Type.String({ format: 'uuid' }),
      name: Type.String(),
      address: NullableText,
      distanceMeters: Type.Union([Type.Integer(), Type.Null()]),
      atProperty: Type.Boolean({ description: 'The application is at the property (its address or file number)' }),
      alertId: Type.Union([Type.Integer(), Type.Null()], { description: "The property's alert thread of this file" }),
    }),
    {
      maxItems: 200,
      description: "The company's properties it concerns (at them, or within the last matching radius)",
    },
  ),
});
export type ApplicationDetailOut = Static<typeof ApplicationDetailOut>;

export const PropertyParams = Type.Object({ propertyId: Type.String({ maxLength: 36 }) });

export const ApplicationTypesOut = Type.Object({
  propertyId: Type.String({ format: 'uuid' }),
  types: Type.Array(ApplicationType, {
    maxItems: APPLICATION_TYPES.length,
    description: 'Types alerted farther than the near radius (every type by default)',
  }),
});
export const ApplicationTypesBody = Type.Object(
  { types: Type.Array(ApplicationType, { maxItems: APPLICATION_TYPES.length, uniqueItems: true }) },
  { additionalProperties: false },
);
