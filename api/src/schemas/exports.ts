import { Type } from '@fastify/type-provider-typebox';
import { FilterQuery } from './alerts.js';
import { MeetingListQuery } from './meetings.js';
import { EnumQuery } from './query.js';

/** At most this many rows are exported; the answer says when the list had more (docs/exports.md). */
export const EXPORT_MAX_ROWS = 10_000;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const Format = EnumQuery(EXPORT_FORMATS, "'csv' (default: RFC 4180, UTF-8 with a byte-order mark) or 'xlsx'");

export const AlertExportQuery = Type.Object({ ...FilterQuery, format: Format });

const { limit: _limit, offset: _offset, ...meetingFilters } = MeetingListQuery.properties;
export const MeetingExportQuery = Type.Object({ ...meetingFilters, format: Format });

export const FormatQuery = Type.Object({ format: Format });

export const EXPORT_DESCRIPTION =
  `A file to download (Content-Disposition: attachment). At most ${EXPORT_MAX_ROWS} rows: X-Export-Rows holds how ` +
  'many were written and X-Export-Truncated whether the list had more (then X-Export-Note says so in words). Text ' +
  'cells that start with =, +, -, @, a tab or a carriage return are prefixed with an apostrophe (no formula runs).';

/** A file's bytes (a Buffer: Fastify sends it as it is). */
const file = (description: string) => Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description });
export const ExportFile = file('text/csv or an XLSX workbook');
export const PdfFile = file('application/pdf');
