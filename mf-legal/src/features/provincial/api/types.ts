export interface ProvincialSite {
  id: number;
  site_code: string;
  site_name: string;
  is_active: boolean;
}

export interface Proposal {
  id: number;
  source_id: string;
  title: string;
  description: string | null;
  content: string | null;
  posted_date: string | null;
  deadline: string | null;
  site: string;
  site_id: number;
  site_name: string;
  category: string | null;
  status: string | null;
  ministry: string | null;
  url: string | null;
  attachment_count: number;
}

export type ProposalSort = 'title' | 'deadline' | 'site' | 'posted_date_desc';

export interface ProposalsQuery {
  site?: string;
  q?: string;
  sort?: ProposalSort;
  date?: string;
}

export interface ProposalsCount {
  count: number;
  by_site: Array<{ site: string; site_name: string; count: number }>;
}
