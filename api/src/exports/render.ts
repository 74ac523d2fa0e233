import { CSV_BOM, csvLine } from './csv.js';
import { exportFileName, truncationNote, type ExportFormat, type ExportTable } from './table.js';
import { renderXlsx, XLSX_TYPE } from './xlsx.js';

export interface RenderedExport {
  body: Buffer;
  contentType: string;
  fileName: string;
  /** Headers that say how many rows there are and whether the export was cut. */
  headers: Record<string, string>;
}

export function renderCsv(table: ExportTable): Buffer {
  const lines = [csvLine(table.columns.map((c) => c.header)), ...table.rows.map((row) => csvLine(row))];
  return Buffer.from(CSV_BOM + lines.join(''), 'utf8');
}

/** The table as a CSV or XLSX file, with its name and the headers that describe it. */
export async function renderExport(
  table: ExportTable,
  format: ExportFormat,
  now = new Date(),
): Promise<RenderedExport> {
  const body = format === 'csv' ? renderCsv(table) : await renderXlsx(table);
  const headers: Record<string, string> = {
    'x-export-rows': String(table.rows.length),
    'x-export-truncated': String(table.truncated),
  };
  const note = truncationNote(table);
  if (note) headers['x-export-note'] = note;
  return {
    body,
    contentType: format === 'csv' ? 'text/csv; charset=utf-8; header=present' : XLSX_TYPE,
    fileName: exportFileName(table, format, now),
    headers,
  };
}
