import { PassThrough } from 'node:stream';
import { defuseFormula, type Cell } from './csv.js';
import { truncationNote, type ExportTable } from './table.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function xlsxValue(value: Cell): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  // exceljs writes a string as a shared string, never as a formula; defused anyway so both formats read the same.
  return typeof value === 'string' ? defuseFormula(value) : value;
}

/**
 * The table as one worksheet (bold, frozen header row, filters on), written with exceljs's streaming writer: rows
 * are committed one by one, so the workbook in memory is the zip being written, not a model of every cell. A cut
 * export ends with the sentence that says so. exceljs loads on the first export only.
 */
export async function renderXlsx(table: ExportTable): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  workbook.creator = 'Parcelwatch';
  const sheet = workbook.addWorksheet(table.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((c) => ({ header: c.header, width: c.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.columns.length } };
  sheet.getRow(1).commit();
  for (const row of table.rows) sheet.addRow(row.map(xlsxValue)).commit();
  const note = truncationNote(table);
  if (note) sheet.addRow([note]).commit();
  sheet.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}
