export interface Meeting {
  id: number;
  title: string;
  municipality: string;
  municipality_id?: number;
  committee: string | null;
  date: string;
  end_date: string | null;
  location?: string | null;
  status?: string;
  summary: string | null;
  document_url: string | null;
  agenda_url: string | null;
  revised_agenda_url: string | null;
  document_count: number;
  hasAlert: boolean;
  alertCount: number;
}

export interface MeetingPage {
  items: Meeting[];
  total: number;
  limit: number;
  offset: number;
}

export type MeetingSort = 'date' | 'title' | 'municipality';
export type SortOrder = 'asc' | 'desc';

export interface MeetingsQuery {
  search?: string;
  municipality?: string;
  timeframe?: 'upcoming' | 'past' | 'all';
  from?: string;
  to?: string;
  sort?: MeetingSort;
  order?: SortOrder;
  limit?: number;
  offset?: number;
}

export interface MeetingMunicipality {
  id: number;
  name: string;
  parent_name: string | null;
  meeting_count: number;
  upcoming_count: number;
}

export interface MeetingStats {
  days: number;
  upcoming_meetings: number;
  municipalities: number;
  meetings_with_alerts: number;
  total_upcoming_meetings: number;
  total_municipalities: number;
}
