import type { DbOrTx } from '../db/client.js';
import { listAlerts, type AlertFilters } from '../alerts/list-repository.js';
import type { AlertOut } from '../schemas/alerts.js';
import { EXPORT_MAX_ROWS, type ExportTable } from './table.js';

/** Rows read per query: the list's own paged statement, so memory holds one page of joins at a time. */
const PAGE = 500;

export const ALERT_COLUMNS = [
  { header: 'Alert ID', width: 10 },
  { header: 'Title', width: 48 },
  { header: 'Severity', width: 10 },
  { header: 'Status', width: 12 },
  { header: 'Property or watch list', width: 28 },
  { header: 'Municipality', width: 16 },
  { header: 'Meeting', width: 32 },
  { header: 'Committee', width: 28 },
  { header: 'Meeting date', width: 22 },
  { header: 'Raised', width: 22 },
  { header: 'Categories', width: 20 },
  { header: 'Items', width: 8 },
  { header: 'Summary', width: 60 },
  { header: 'Document', width: 40 },
  { header: 'Link', width: 40 },
];

function alertRow(alert: AlertOut, publicUrl: string) {
  return [
    alert.id,
    alert.alert_title,
    alert.severity,
    alert.status,
    alert.property_name,
    alert.municipality,
    alert.meeting_title,
    alert.committee,
    alert.meeting_date,
    alert.created_at,
    alert.alert_categories.join('; '),
    alert.num_items,
    alert.alert_summary,
    alert.document_url,
    `${publicUrl}/alerts?alertId=${alert.id}&view=1`,
  ];
}

/**
 * The company's alert list under the Alerts page's filters (property, severity tab, type, status, search, sort), in
 * the list's order, at most EXPORT_MAX_ROWS rows. `name` tells a property's export from the whole list's.
 */
export async function alertsTable(
  db: DbOrTx,
  companyId: string,
  filters: Omit<AlertFilters, 'limit' | 'offset'>,
  publicUrl: string,
): Promise<ExportTable> {
  const rows: ExportTable['rows'] = [];
  let total = 0;
  for (let offset = 0; offset < EXPORT_MAX_ROWS; offset += PAGE) {
    const page = await listAlerts(db, companyId, {
      ...filters,
      limit: Math.min(PAGE, EXPORT_MAX_ROWS - offset),
      offset,
    });
    total = page.total;
    rows.push(...page.alerts.map((a) => alertRow(a, publicUrl)));
    if (rows.length >= total || page.alerts.length === 0) break;
  }
  return {
    name: filters.propertyId ? 'property-alerts' : 'alerts',
    columns: ALERT_COLUMNS,
    rows,
    truncated: total > rows.length,
  };
}
