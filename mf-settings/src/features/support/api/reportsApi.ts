import { api } from 'shared-auth';

export type ReportCategory = 'bug' | 'feature' | 'ui' | 'performance' | 'data' | 'other';
export type ReportPriority = 'low' | 'medium' | 'high' | 'critical';

export interface NewReport {
  subject: string;
  category: ReportCategory;
  description: string;
  priority: ReportPriority;
}

export interface Report extends NewReport {
  id: string;
  status?: string;
  created_at?: string;
}

export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createReport: build.mutation<Report, NewReport>({
      query: (body) => ({ url: '/api/reports/', method: 'POST', body }),
      invalidatesTags: ['Reports'],
    }),
    myReports: build.query<Report[], void>({
      query: () => '/api/reports/',
      providesTags: ['Reports'],
    }),
  }),
});

export const { useCreateReportMutation, useMyReportsQuery } = reportsApi;
