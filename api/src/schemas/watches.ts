import { Type, type Static } from '@fastify/type-provider-typebox';
import { WATCH_DELIVERIES, WATCH_LANGUAGES, WATCH_SOURCE_KINDS } from '../db/schema/index.js';
import { DateTime, IdList, NullableDateTime } from './common.js';
import { IntQuery } from './query.js';

export { WATCH_DELIVERIES, WATCH_LANGUAGES, WATCH_SOURCE_KINDS } from '../db/schema/index.js';

/* Request and answer schemas of /api/watches (keyword watch lists; also the OpenAPI document). */

export const MAX_WATCH_MUNICIPALITIES = 50;

export const TERMS_DESCRIPTION =
  'What to look for, in web-search syntax (at most 200 characters): words that must all appear, "quoted phrases" ' +
  '(words in that order), or between alternatives, -word or -"phrase" to exclude. English stemming: ' +
  '"development charges" also finds "development charge". Stop words alone ("the", "of") find nothing and are refused.';

export const DELIVERY_DESCRIPTION =
  'immediate: an e-mail (to members who take immediate mails) and a webhook event as soon as an item matches; ' +
  'digest: in the daily or weekly digest, and webhooks; none: the alerts list only.';

export const SOURCE_KINDS_DESCRIPTION =
  'Where to look: council (council and committee items and meeting documents), provincial (ERO/ORR proposals), ' +
  'tribunal (OLT decisions), mayoral (mayoral decisions). Default: all four.';

export const LANGUAGES_DESCRIPTION =
  'Which texts to search: en (English, every source, English stemming), fr (the French text of council items from ' +
  'bilingual agendas, French stemming), or both. Default: en.';

export const WatchScope = Type.Object({
  municipality_ids: IdList(MAX_WATCH_MUNICIPALITIES, {
    description: `Only these municipalities (at most ${MAX_WATCH_MUNICIPALITIES}); empty: all. Provincial proposals are province-wide and are never left out by it.`,
  }),
  source_kinds: Type.Array(Type.String({ enum: [...WATCH_SOURCE_KINDS] }), {
    minItems: 1,
    maxItems: WATCH_SOURCE_KINDS.length,
    uniqueItems: true,
    description: SOURCE_KINDS_DESCRIPTION,
  }),
  languages: Type.Array(Type.String({ enum: [...WATCH_LANGUAGES] }), {
    minItems: 1,
    maxItems: WATCH_LANGUAGES.length,
    uniqueItems: true,
    description: LANGUAGES_DESCRIPTION,
  }),
});

const Name = Type.String({ maxLength: 100, description: 'A name for the watch (1 to 100 characters)' });
const Terms = Type.String({ maxLength: 200, description: TERMS_DESCRIPTION });
const Delivery = Type.String({ enum: [...WATCH_DELIVERIES], description: DELIVERY_DESCRIPTION });

export const WatchCreateBody = Type.Object(
  {
    name: Name,
    terms: Terms,
    scope: Type.Optional(Type.Partial(WatchScope)),
    delivery: Type.Optional(Delivery),
    paused: Type.Optional(Type.Boolean()),
    company_wide: Type.Optional(
      Type.Boolean({
        description: "A company watch, every member's (admins only); default false: the caller's own watch",
      }),
    ),
  },
  { additionalProperties: false },
);
export type WatchCreateBody = Static<typeof WatchCreateBody>;

export const WatchUpdateBody = Type.Object(
  {
    name: Type.Optional(Name),
    terms: Type.Optional(Terms),
    scope: Type.Optional(Type.Partial(WatchScope)),
    delivery: Type.Optional(Delivery),
    paused: Type.Optional(Type.Boolean({ description: 'A paused watch matches nothing until resumed' })),
  },
  { additionalProperties: false },
);
export type WatchUpdateBody = Static<typeof WatchUpdateBody>;

export const WatchOut = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  terms: Type.String(),
  looked_for: Type.Array(Type.String(), { description: 'The words and phrases looked for (excluded ones left out)' }),
  scope: WatchScope,
  delivery: Delivery,
  paused: Type.Boolean(),
  company_wide: Type.Boolean(),
  owner_user_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
    description: 'The owner of a personal watch; null for a company watch',
  }),
  can_edit: Type.Boolean({ description: 'Whether the caller may change or delete it' }),
  match_count: Type.Integer(),
  last_match_at: NullableDateTime,
  created_at: DateTime,
  updated_at: DateTime,
});
export type WatchOut = Static<typeof WatchOut>;

export const WatchSaved = Type.Intersect([
  WatchOut,
  Type.Object({
    backfilled: Type.Integer({ description: 'Matches found among the items of the last 90 days by this save' }),
  }),
]);

export const WatchParams = Type.Object({ id: Type.String({ description: 'Watch id (uuid)' }) });

export const MatchesQuery = Type.Object({ limit: IntQuery('How many, 1 to 100 (default 20)') });

export const WatchMatch = Type.Object({
  alert_id: Type.Integer(),
  source_kind: Type.String({ description: 'item, document, proposal, decision or mayoral' }),
  title: Type.String(),
  summary: Type.String(),
  headline: Type.Union([Type.String(), Type.Null()], {
    description: 'A snippet of the matched text, the terms between <mark> and </mark> (everything else is plain text)',
  }),
  matched_terms: Type.Array(Type.String()),
  backfilled: Type.Boolean({ description: 'Found by the backfill of past items (never mailed)' }),
  status: Type.String(),
  meeting_title: Type.Union([Type.String(), Type.Null()]),
  meeting_date: NullableDateTime,
  document_url: Type.Union([Type.String(), Type.Null()]),
  created_at: DateTime,
});
export type WatchMatch = Static<typeof WatchMatch>;
