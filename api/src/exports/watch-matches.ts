import type { WatchMatch } from '../schemas/watches.js';
import { EXPORT_MAX_ROWS, type ExportTable } from './table.js';

export const WATCH_MATCH_COLUMNS = [
  { header: 'Alert ID', width: 10 },
  { header: 'Source', width: 10 },
  { header: 'Title', width: 48 },
  { header: 'Matched terms', width: 24 },
  { header: 'Snippet', width: 60 },
  { header: 'Found by backfill', width: 10 },
  { header: 'Status', width: 12 },
  { header: 'Meeting', width: 32 },
  { header: 'Meeting date', width: 22 },
  { header: 'Raised', width: 22 },
  { header: 'Document', width: 40 },
  { header: 'Link', width: 40 },
];

/** The snippet's <mark> tags dropped: a spreadsheet shows plain text. */
const plain = (headline: string | null) => headline?.replace(/<\/?mark>/g, '') ?? null;

/**
 * A watch list's matches (its alerts, newest first), read by the caller through the watch service (which checks
 * that the caller may see the watch), at most EXPORT_MAX_ROWS: read one more to know when the list has more.
 */
export function watchMatchesTable(matches: WatchMatch[], publicUrl: string): ExportTable {
  const kept = matches.slice(0, EXPORT_MAX_ROWS);
  return {
    name: 'watch-matches',
    columns: WATCH_MATCH_COLUMNS,
    rows: kept.map((m) => [
      m.alert_id,
      m.source_kind,
      m.title,
      m.matched_terms.join('; '),
      plain(m.headline),
      m.backfilled,
      m.status,
      m.meeting_title,
      m.meeting_date,
      m.created_at,
      m.document_url,
      `${publicUrl}/alerts?alertId=${m.alert_id}&view=1`,
    ]),
    truncated: matches.length > EXPORT_MAX_ROWS,
  };
}
