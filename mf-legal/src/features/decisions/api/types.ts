export interface Bylaw {
  id: number;
  bylaw_number: string;
  item_number: string | null;
  description: string | null;
  bylaw_url: string | null;
}

export interface MayoralDecision {
  id: number;
  decision_id: string;
  title: string | null;
  decision_date: string | null;
  decision_date_text: string | null;
  url: string | null;
  municipality_id: number;
  municipality_name: string;
  bylaw_count: number;
  bylaws: Bylaw[];
}
