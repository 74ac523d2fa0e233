import { api } from 'shared-auth';
import { fileNameFromDisposition, saveBlob } from '../lib/download';
import type { AnalysisStatus, DocumentAnalysis, DocumentContent, DocumentMeta } from './types';

/** Pages asked for at once: a 300-page document opens with its first pages and loads the others on demand. */
export const PAGES_PER_REQUEST = 10;

export const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    documentMeta: build.query<DocumentMeta, string>({
      query: (id) => `/api/documents/${encodeURIComponent(id)}`,
      providesTags: (_r, _e, id) => [{ type: 'Documents', id }],
    }),
    documentContent: build.query<DocumentContent, { id: string; page: number }>({
      query: ({ id, page }) => ({
        url: `/api/documents/${encodeURIComponent(id)}/content`,
        params: { page, pages: PAGES_PER_REQUEST },
      }),
      providesTags: (_r, _e, { id }) => [{ type: 'Documents', id }],
    }),
    documentAnalysis: build.query<DocumentAnalysis, string>({
      query: (id) => `/api/documents/${encodeURIComponent(id)}/analysis`,
      providesTags: (_r, _e, id) => [{ type: 'Documents', id }, 'Alerts'],
    }),
    documentAnalysisStatus: build.query<AnalysisStatus, string>({
      query: (id) => `/api/documents/${encodeURIComponent(id)}/analysis-status`,
    }),
    reanalyzeDocument: build.mutation<AnalysisStatus, string>({
      query: (id) => ({ url: `/api/documents/${encodeURIComponent(id)}/reanalyze`, method: 'POST' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(documentsApi.util.upsertQueryData('documentAnalysisStatus', id, data));
        } catch {
          // the page shows the error
        }
      },
    }),
    /** Saves the original file; the blob goes straight to the browser, never into the store. */
    downloadDocument: build.mutation<null, { id: string; title: string }>({
      async queryFn({ id, title }, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url: `/api/documents/${encodeURIComponent(id)}/download`,
          responseHandler: (response) => (response.ok ? response.blob() : response.json()),
        });
        if (result.error) return { error: result.error };
        saveBlob(
          result.data as Blob,
          fileNameFromDisposition(
            (result.meta as { response?: Response } | undefined)?.response?.headers.get('content-disposition') ?? null,
          ) ?? title,
        );
        return { data: null };
      },
    }),
  }),
});

export const {
  useDocumentMetaQuery,
  useDocumentContentQuery,
  useDocumentAnalysisQuery,
  useDocumentAnalysisStatusQuery,
  useReanalyzeDocumentMutation,
  useDownloadDocumentMutation,
} = documentsApi;
