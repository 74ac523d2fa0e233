import type { Cell } from './csv.js';

import { EXPORT_MAX_ROWS, type ExportFormat } from '../schemas/exports.js';

export { EXPORT_FORMATS, EXPORT_MAX_ROWS, type ExportFormat } from '../schemas/exports.js';

export interface ExportColumn {
  header: string;
  /** Column width in characters in the workbook. */
  width?: number;
}

/** What an export holds: a sheet's name, its columns and rows, and how many rows the list had in all. */
export interface ExportTable {
  /** The file's base name and the sheet's name, e.g. "alerts". */
  name: string;
  columns: ExportColumn[];
  rows: Cell[][];
  /** The list had more rows than EXPORT_MAX_ROWS: only the first ones are exported. */
  truncated: boolean;
}

/** The sentence that says an export was cut, or null. */
export function truncationNote(table: ExportTable): string | null {
  return table.truncated
    ? `The list has more than ${EXPORT_MAX_ROWS} rows: only the first ${table.rows.length} are exported.`
    : null;
}

/** "parcelwatch-alerts-2026-11-29.csv" */
export function exportFileName(table: ExportTable, format: ExportFormat, now = new Date()): string {
  return `parcelwatch-${table.name}-${now.toISOString().slice(0, 10)}.${format}`;
}
