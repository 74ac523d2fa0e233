import { Type, type Static } from '@fastify/type-provider-typebox';
import { EnumQuery, IntQuery, oneOf } from './query.js';

/** The date filter of the provincial and precedents screens: This Week, This Month, This Quarter. */
export const PERIODS = ['week', 'month', 'quarter'] as const;
export type Period = (typeof PERIODS)[number];

export const PROPOSAL_SORTS = ['title', 'deadline', 'site', 'posted_date_desc'] as const;
export type ProposalSort = (typeof PROPOSAL_SORTS)[number];

/** `decision_date` is the screen's name of the default sort; the call sends `decision_date_desc`. */
export const DECISION_SORTS = ['decision_date_desc', 'decision_date', 'title', 'case_number'] as const;
export type DecisionSort = (typeof DECISION_SORTS)[number];

export const DATE_VALUES = [...PERIODS, 'all'] as const;
export const DateQuery = EnumQuery(
  DATE_VALUES,
  "This week (Monday to Sunday), month or quarter by America/Toronto calendar; 'all' or absent: no filter",
);

export const Attachment = Type.Object({
  id: Type.Integer(),
  filename: Type.String(),
  url: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});

export const Day = Type.Union([Type.String({ format: 'date', description: 'YYYY-MM-DD' }), Type.Null()]);

/** The `date` query value as a period (undefined for 'all' or absent); 400 for anything else. */
export function period(value: string | undefined): Period | undefined {
  const chosen = oneOf(value, DATE_VALUES, 'Date');
  return chosen === 'all' ? undefined : chosen;
}

export const DateFilterQuery = Type.Object({ date: DateQuery });

// Provincial registries and their proposals.

export const Site = Type.Object({
  id: Type.Integer(),
  site_code: Type.String({ description: "'ERO' or 'ORR'" }),
  site_name: Type.String(),
  is_active: Type.Boolean(),
});

export const Proposal = Type.Object({
  id: Type.Integer(),
  source_id: Type.String({ description: "The registry's number, e.g. 'ERO 025-0461'" }),
  title: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  content: Type.Union([Type.String(), Type.Null()]),
  posted_date: Day,
  deadline: Day,
  site: Type.String({ description: 'Site code' }),
  site_id: Type.Integer(),
  site_name: Type.String(),
  category: Type.Union([Type.String(), Type.Null()]),
  status: Type.Union([Type.String(), Type.Null()]),
  ministry: Type.Union([Type.String(), Type.Null()]),
  url: Type.Union([Type.String(), Type.Null()]),
  attachment_count: Type.Integer(),
});

export const SiteQuery = Type.Optional(
  Type.String({ description: "Site code ('ERO', 'ORR'), case-insensitive; absent or 'all': every site" }),
);

export const ProposalsQuery = Type.Object({
  site: SiteQuery,
  q: Type.Optional(
    Type.String({ maxLength: 200, description: 'Words in the title, description, category, ministry or number' }),
  ),
  sort: EnumQuery(
    PROPOSAL_SORTS,
    'Order: title (A-Z), deadline (soonest first), site, posted_date_desc (newest first, the default)',
  ),
  date: DateQuery,
  limit: IntQuery('Page size, 1 to 500'),
  offset: IntQuery('Rows to skip'),
});

export const SiteFilterQuery = Type.Object({ site: SiteQuery });

export const ProposalCount = Type.Object({
  count: Type.Integer(),
  by_site: Type.Array(Type.Object({ site: Type.String(), site_name: Type.String(), count: Type.Integer() })),
});

// Tribunal decisions (precedents).

export const ActStat = Type.Object({
  act: Type.String(),
  count: Type.Integer({ description: 'Decisions citing the act' }),
  percentage: Type.Number({ description: "Share of all acts' counts, two decimals; the list sums to 100" }),
});
export const SectionStat = Type.Object({
  section: Type.String({ description: "e.g. 's. 34(11)'" }),
  count: Type.Integer({ description: 'Decisions citing the section' }),
  percentage: Type.Number({ description: "Share of the act's section counts, two decimals; the list sums to 100" }),
});

export const Decision = Type.Object({
  id: Type.Integer(),
  source_id: Type.String(),
  title: Type.String(),
  caseid: Type.Union([Type.String(), Type.Null()], { description: "Case number, e.g. 'OLT-22-004123'" }),
  decision_date: Day,
  pdf_url: Type.Union([Type.String(), Type.Null()]),
  url: Type.Union([Type.String(), Type.Null()]),
  database_id: Type.String({ description: "Tribunal: 'onlt' (OLT) or 'onltb' (LTB)" }),
  acts: Type.Array(Type.String()),
  citations: Type.Array(Type.Object({ act: Type.String(), section: Type.String() })),
  attachment_count: Type.Integer(),
});

export const TribunalQuery = Type.Optional(Type.String({ description: "Tribunal code: 'onlt' or 'onltb'" }));

export const SectionParams = Type.Object({ name: Type.String({ description: "The act's name, URL-encoded" }) });

export const DecisionsQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200, description: 'Words in the title or case number' })),
  sort: EnumQuery(
    DECISION_SORTS,
    "Order: decision_date_desc (newest first, the default; 'decision_date' is the same), title (A-Z), case_number",
  ),
  date: DateQuery,
  act: Type.Optional(Type.String({ maxLength: 200, description: 'Only decisions citing this act' })),
  tribunal: TribunalQuery,
  limit: IntQuery('Page size, 1 to 200 (default 50)'),
  offset: IntQuery('Rows to skip (default 0)'),
});

export const DecisionPage = Type.Object({
  items: Type.Array(Decision),
  total: Type.Integer({ description: 'Matching decisions in all pages' }),
  limit: Type.Integer(),
  offset: Type.Integer(),
});

export const TribunalFilterQuery = Type.Object({ tribunal: TribunalQuery });

export const DecisionCount = Type.Object({
  count: Type.Integer(),
  tribunal: Type.Union([Type.String(), Type.Null()]),
  by_tribunal: Type.Array(Type.Object({ tribunal: Type.String(), count: Type.Integer() })),
});

export const Tribunal = Type.Object({
  code: Type.String({ description: "The decisions' database_id" }),
  name: Type.String(),
  short_name: Type.String({ description: "Shown on the chip: 'OLT', 'LTB'" }),
  decision_count: Type.Integer(),
});

// Mayoral decisions.

export const Bylaw = Type.Object({
  id: Type.Integer(),
  bylaw_number: Type.String(),
  item_number: Type.Union([Type.String(), Type.Null()]),
  description: Type.Union([Type.String(), Type.Null()]),
  bylaw_url: Type.Union([Type.String(), Type.Null()]),
});

export const MayoralDecision = Type.Object({
  id: Type.Integer(),
  decision_id: Type.String({ description: "The municipality's number, e.g. 'MD-2026-014'" }),
  title: Type.Union([Type.String(), Type.Null()]),
  decision_date: Day,
  decision_date_text: Type.Union([Type.String(), Type.Null()], {
    description: 'The date as published, when it is not a plain date',
  }),
  url: Type.Union([Type.String(), Type.Null()]),
  municipality_id: Type.Integer(),
  municipality_name: Type.String(),
  bylaw_count: Type.Integer(),
  bylaws: Type.Array(Bylaw),
});

export const MayoralListQuery = Type.Object({ municipality_id: IntQuery('Only this municipality') });

export const MunicipalityStat = Type.Object({
  municipality_id: Type.Integer(),
  municipality_name: Type.String(),
  decision_count: Type.Integer(),
  bylaw_count: Type.Integer(),
  latest_decision_date: Day,
});

export type AttachmentOut = Static<typeof Attachment>;
export type ProposalOut = Static<typeof Proposal>;
export type ProposalCountOut = Static<typeof ProposalCount>;
export type ActStatOut = Static<typeof ActStat>;
export type SectionStatOut = Static<typeof SectionStat>;
export type DecisionOut = Static<typeof Decision>;
export type DecisionCountOut = Static<typeof DecisionCount>;
export type TribunalOut = Static<typeof Tribunal>;
export type BylawOut = Static<typeof Bylaw>;
export type MayoralDecisionOut = Static<typeof MayoralDecision>;
export type MunicipalityStatOut = Static<typeof MunicipalityStat>;
