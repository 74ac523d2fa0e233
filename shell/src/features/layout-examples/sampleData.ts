/** Hard-coded sample data for the design previews only (never loaded from the API). */
export type SampleSeverity = 'high' | 'medium' | 'low';

export interface SampleAlert {
  id: string;
  title: string;
  property: string;
  municipality: string;
  severity: SampleSeverity;
  date: string;
  summary: string;
}

export interface SampleMeeting {
  id: string;
  body: string;
  municipality: string;
  date: string;
  time: string;
  items: number;
}

export const SAMPLE_ALERTS: SampleAlert[] = [
  {
    id: 'a1',
    title: 'Zoning by-law amendment near 100 King St W',
    property: 'King Street Lofts',
    municipality: 'Toronto',
    severity: 'high',
    date: 'Mar 12',
    summary: 'Application to rezone 88 King St W for a 42-storey tower, 120 m from the property.',
  },
  {
    id: 'a2',
    title: 'Development charges review',
    property: 'Harbour Yard',
    municipality: 'Toronto',
    severity: 'medium',
    date: 'Mar 11',
    summary: 'Council considers a 12% increase of residential development charges from July 1.',
  },
  {
    id: 'a3',
    title: 'Road reconstruction on Mill Road',
    property: 'Mill Pond',
    municipality: 'Ottawa',
    severity: 'medium',
    date: 'Mar 10',
    summary: 'Full closure planned for 10 weeks this summer, access from Bridge St only.',
  },
  {
    id: 'a4',
    title: 'Heritage designation intent',
    property: 'Elm Terrace',
    municipality: 'Hamilton',
    severity: 'low',
    date: 'Mar 8',
    summary: 'Notice of intention to designate a neighbouring 1890s row house.',
  },
];

export const SAMPLE_MEETINGS: SampleMeeting[] = [
  {
    id: 'm1',
    body: 'Planning and Housing Committee',
    municipality: 'Toronto',
    date: 'Mar 14',
    time: '9:30 AM',
    items: 27,
  },
  { id: 'm2', body: 'City Council', municipality: 'Ottawa', date: 'Mar 18', time: '10:00 AM', items: 41 },
  { id: 'm3', body: 'Committee of Adjustment', municipality: 'Hamilton', date: 'Mar 20', time: '1:00 PM', items: 12 },
];

export const SEVERITY_COLORS: Record<SampleSeverity, string> = { high: 'red', medium: 'orange', low: 'blue' };
export const SEVERITY_LABELS: Record<SampleSeverity, string> = { high: 'High', medium: 'Medium', low: 'Low' };
