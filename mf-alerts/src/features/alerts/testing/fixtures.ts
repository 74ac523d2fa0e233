/** Test data (never imported by app code). */
import type { Alert } from '../api/types';

export const alertFixture = (id: number, over: Partial<Alert> = {}): Alert => ({
  id,
  property_id: 'p-1',
  property_name: 'Harbour Tower',
  severity: 'normal',
  status: 'new',
  meeting_id: 10,
  meeting_title: `Planning Committee ${id}`,
  meeting_date: '2026-11-30T18:00:00.000Z',
  municipality: 'Mississauga',
  committee: 'Planning Committee',
  created_at: '2026-11-20T12:00:00.000Z',
  alert_title: `Alert number ${id}`,
  alert_summary: `Summary of alert ${id}`,
  summary: `Summary of alert ${id}`,
  meeting_summary: null,
  alert_preview: null,
  primary_finding: null,
  expanded_finding: null,
  alert_categories: ['zoning'],
  num_items: 1,
  comments: 0,
  document_url: 'https://example.org/agenda.pdf',
  view_document_url: 'https://example.org/agenda.pdf',
  ...over,
});
