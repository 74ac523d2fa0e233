import { api } from 'shared-auth';
import type { Attachment } from '../../../shared/AttachmentList';
import type { ActStat, LegalDecisionPage, LegalDecisionsQuery, LegalTribunal, SectionStat } from './types';

const SORT_PARAM = { decision_date: 'decision_date_desc', case_number: 'case_number', title: 'title' } as const;

export const precedentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    legalActStats: build.query<ActStat[], { date?: string }>({
      query: ({ date }) => ({ url: '/api/legal-stats/acts', params: date ? { date } : {} }),
      providesTags: ['Legal'],
    }),
    legalSectionStats: build.query<SectionStat[], { act: string; date?: string }>({
      query: ({ act, date }) => ({
        url: `/api/legal-stats/sections/${encodeURIComponent(act)}`,
        params: date ? { date } : {},
      }),
      providesTags: ['Legal'],
    }),
    legalDecisions: build.query<LegalDecisionPage, LegalDecisionsQuery>({
      query: ({ q, sort, date, limit, offset }) => ({
        url: '/api/legal-decisions',
        // q only when non-empty.
        params: { ...(q ? { q } : {}), sort: SORT_PARAM[sort], ...(date ? { date } : {}), limit, offset },
      }),
      providesTags: ['Legal'],
    }),
    legalDecisionAttachments: build.query<Attachment[], number>({
      query: (id) => `/api/legal-decisions/${String(id)}/attachments`,
    }),
    legalTribunals: build.query<LegalTribunal[], void>({
      query: () => '/api/legal-tribunals',
      providesTags: ['Legal'],
    }),
  }),
});

export const {
  useLegalActStatsQuery,
  useLegalSectionStatsQuery,
  useLegalDecisionsQuery,
  useLazyLegalDecisionAttachmentsQuery,
  useLegalTribunalsQuery,
} = precedentsApi;
