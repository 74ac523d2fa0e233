export type SubscriptionStatus = 'inactive' | 'trialing' | 'active' | 'past_due' | 'canceled';
export type PaymentStatus = 'trial' | 'active' | 'past_due' | null;

export interface Property {
  id: string;
  name: string;
  nickname: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  municipality_id: number | null;
  municipality_name: string | null;
  current_land_use: string | null;
  future_land_use: string | null;
  notes: string | null;
  /** The property's own planning application numbers. */
  application_numbers: string[];
  active: boolean;
  subscription_status: SubscriptionStatus;
  payment_status: PaymentStatus;
  cancel_at_period_end: boolean;
  trial_end: string | null;
  current_period_end: string | null;
  property_summary: string | null;
  summary_updated_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface NewProperty {
  name: string;
  nickname: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  municipality_id: number;
  current_land_use: string | null;
  future_land_use: string | null;
  notes: string | null;
  application_numbers: string[];
  selectedCommittees: number[];
}

export interface PropertyUpdate {
  nickname: string | null;
  current_land_use: string | null;
  future_land_use: string | null;
  notes: string | null;
  application_numbers: string[];
}

export interface Municipality {
  id: number;
  name: string;
  parent_name: string | null;
}

export interface LandUseType {
  value: string;
  label: string;
}

export interface Committee {
  id: number;
  name: string;
  municipality_id: number;
  /** The committee's municipality, or the regional body (Peel Region, a conservation authority) that includes it. */
  municipality_name?: string | null;
  committee_type: { id: number; slug: string; display_name: string } | null;
}

export interface PropertyDocument {
  id: number;
  filename: string;
  file_size: number;
  uploaded_at: string;
  extraction_status?: string;
  /** Why the text could not be read (when extraction_status is 'failed'). */
  extraction_error?: string | null;
}

export interface AddressSuggestion {
  id: string;
  label: string;
  type: string;
  place: string | null;
  municipality: string | null;
  latitude: number;
  longitude: number;
}

export interface PropertyAlert {
  id: number;
  property_id: string;
  severity: string;
  status: string;
  meeting_title: string;
  meeting_date: string | null;
  municipality: string | null;
  alert_title: string;
  alert_summary: string;
  created_at: string;
}

export interface SummaryResult {
  summary: string;
  property_summary: string;
  summary_updated_at: string;
}
