/** A project insight and an insight category. */
export interface InsightCategory {
  slug: string;
  label: string;
  icon: string;
  description: string;
}

export interface ProjectInsight {
  id: number;
  property_id: string;
  property_name: string;
  title: string;
  description: string | null;
  severity: string;
  category_slug: string;
  municipality_name: string | null;
  proposal_url: string | null;
  document_url: string | null;
  document_title: string | null;
  source_id: string | null;
  insight_data: { source_document_url?: string; [key: string]: unknown };
}

export interface InsightPage {
  items: ProjectInsight[];
  total: number;
  limit: number;
  offset: number;
}
