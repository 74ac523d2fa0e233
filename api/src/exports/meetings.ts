import type { Db } from '../db/client.js';
import { listMeetingsJson, type MeetingFilters } from '../meetings/repository.js';
import type { MeetingRow } from '../schemas/meetings.js';
import { EXPORT_MAX_ROWS, type ExportTable } from './table.js';

const PAGE = 500;

export const MEETING_COLUMNS = [
  { header: 'Meeting ID', width: 10 },
  { header: 'Title', width: 40 },
  { header: 'Municipality', width: 16 },
  { header: 'Committee', width: 32 },
  { header: 'Starts', width: 22 },
  { header: 'Ends', width: 22 },
  { header: 'Location', width: 28 },
  { header: 'Status', width: 12 },
  { header: 'Agenda items', width: 12 },
  { header: 'Documents', width: 10 },
  { header: 'Your alerts', width: 10 },
  { header: 'Summary', width: 60 },
  { header: 'Agenda', width: 40 },
  { header: 'Minutes', width: 40 },
  { header: 'Source', width: 40 },
];

function meetingRow(m: MeetingRow) {
  return [
    m.id,
    m.title,
    m.municipality,
    m.committee,
    m.date,
    m.end_date,
    m.location,
    m.status,
    m.item_count,
    m.document_count,
    m.alertCount,
    m.summary,
    m.agenda_url ?? m.document_url,
    m.minutes_url,
    m.source_url,
  ];
}

/** The meetings list under the Meetings page's filters, with the company's alert counts, at most EXPORT_MAX_ROWS rows. */
export async function meetingsTable(
  db: Db,
  companyId: string,
  filters: Omit<MeetingFilters, 'limit' | 'offset'>,
): Promise<ExportTable> {
  const rows: ExportTable['rows'] = [];
  let total = 0;
  for (let offset = 0; offset < EXPORT_MAX_ROWS; offset += PAGE) {
    const limit = Math.min(PAGE, EXPORT_MAX_ROWS - offset);
    const page = JSON.parse(await listMeetingsJson(db, companyId, { ...filters, limit, offset })) as {
      items: MeetingRow[];
      total: number;
    };
    total = page.total;
    rows.push(...page.items.map(meetingRow));
    if (rows.length >= total || page.items.length === 0) break;
  }
  return { name: 'meetings', columns: MEETING_COLUMNS, rows, truncated: total > rows.length };
}
