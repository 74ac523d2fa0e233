import type { ApiResponse } from 'shared-auth';

/* A project insight and an insight category: wire types picked from the types generated from the API's OpenAPI document. */

export type InsightCategory = ApiResponse<'/api/project-insights/categories'>[number];

export type InsightPage = Omit<ApiResponse<'/api/project-insights/'>, 'items'> & { items: ProjectInsight[] };

type WireInsight = ApiResponse<'/api/project-insights/'>['items'][number];

/** The API declares `insight_data` as free-form; the card reads its `source_document_url` when there is one. */
export type ProjectInsight = Omit<WireInsight, 'insight_data'> & {
  insight_data: { source_document_url?: string; [key: string]: unknown };
};
