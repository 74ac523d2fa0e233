/*
 * CSV as RFC 4180 says (comma-separated, CRLF line ends, fields with a comma, quote or line break quoted, quotes
 * doubled), in UTF-8 with a byte-order mark so that Excel reads accents right. A text cell that a spreadsheet would
 * take for a formula (it starts with =, +, -, @, a tab or a carriage return) is prefixed with an apostrophe.
 */

export const CSV_BOM = '\uFEFF';

export type Cell = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text that a spreadsheet shows as text, never runs as a formula. */
export function defuseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One field: numbers as they are, dates in ISO 8601, text defused and quoted when it needs to be. */
export function csvField(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = defuseFormula(value instanceof Date ? value.toISOString() : value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ended by CRLF. */
export function csvLine(cells: readonly Cell[]): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}
