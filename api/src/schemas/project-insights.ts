import { Type, type Static } from '@fastify/type-provider-typebox';
import { INSIGHT_SEVERITIES } from '../db/schema/index.js';
import { DateTime, DetailsObject, HttpUrl } from './common.js';
import { IntQuery } from './query.js';

/* Request and answer schemas of /api/project-insights (also the OpenAPI document). */

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const Insight = Type.Object({
  id: Type.Integer(),
  property_id: Type.String({ format: 'uuid' }),
  property_name: Type.String(),
  title: Type.String(),
  description: NullableString,
  severity: Type.String({ description: 'high | medium | low' }),
  category_slug: Type.String(),
  municipality_name: NullableString,
  proposal_url: NullableString,
  document_url: NullableString,
  document_title: NullableString,
  source_id: NullableString,
  insight_data: Type.Record(Type.String(), Type.Unknown(), {
    description: 'Details; source_document_url links the source',
  }),
  created_at: DateTime,
  updated_at: DateTime,
});
export type InsightOut = Static<typeof Insight>;

export const InsightPage = Type.Object({
  items: Type.Array(Insight),
  total: Type.Integer({ description: 'Matching insights in all pages' }),
  limit: Type.Integer(),
  offset: Type.Integer(),
});
export type InsightPageOut = Static<typeof InsightPage>;

export const PageQuery = {
  category: Type.Optional(Type.String({ description: 'An insight category slug' })),
  limit: IntQuery('Page size, 1 to 100 (default 20)'),
  offset: IntQuery('Rows to skip (default 0)'),
};

export const InsightPropertyParams = Type.Object({ propertyId: Type.String({ description: 'Property id' }) });

export const InsightCategoryOut = Type.Object({
  slug: Type.String(),
  label: Type.String(),
  icon: Type.String(),
  description: Type.String(),
  sort_order: Type.Integer(),
});

export const CountsQuery = Type.Object({ propertyId: Type.Optional(Type.String()) });

const UrlField = Type.Optional(Type.Union([HttpUrl(), Type.Null()]));
const EditableFields = {
  title: Type.String({ minLength: 1, maxLength: 500 }),
  description: Type.Optional(Type.Union([Type.String({ maxLength: 10000 }), Type.Null()])),
  severity: Type.Optional(Type.String({ enum: [...INSIGHT_SEVERITIES] })),
  municipality_name: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  proposal_url: UrlField,
  document_url: UrlField,
  document_title: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  insight_data: Type.Optional(
    DetailsObject({
      description: 'Details; every key ending in url (source_document_url...) holds an http(s) link or null',
    }),
  ),
};

export const CreateInsightBody = Type.Object({
  property_id: Type.String(),
  category_slug: Type.String(),
  source_id: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  ...EditableFields,
});

export const PatchInsightBody = Type.Partial(Type.Object({ ...EditableFields, category_slug: Type.String() }));
