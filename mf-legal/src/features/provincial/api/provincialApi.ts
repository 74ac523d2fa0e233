import { api } from 'shared-auth';
import type { Attachment } from '../../../shared/AttachmentList';
import type { Proposal, ProposalsCount, ProposalsQuery, ProvincialSite } from './types';

/** Drops empty values so that the query string only carries what the user chose. */
const params = (query: object) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));

export const provincialApi = api.injectEndpoints({
  endpoints: (build) => ({
    provincialSites: build.query<ProvincialSite[], void>({
      query: () => '/api/provincial-sites',
      providesTags: ['Proposals'],
    }),
    proposals: build.query<Proposal[], ProposalsQuery>({
      query: (query) => ({ url: '/api/proposals', params: params(query) }),
      providesTags: ['Proposals'],
    }),
    proposalsCount: build.query<ProposalsCount, { site?: string } | void>({
      query: (query) => ({ url: '/api/proposals/count', params: params(query ?? {}) }),
      providesTags: ['Proposals'],
    }),
    proposalAttachments: build.query<Attachment[], number>({
      query: (id) => `/api/proposals/${id}/attachments`,
      providesTags: (_result, _error, id) => [{ type: 'Proposals', id: `attachments-${id}` }],
    }),
  }),
});

export const { useProvincialSitesQuery, useProposalsQuery, useProposalsCountQuery, useLazyProposalAttachmentsQuery } =
  provincialApi;
