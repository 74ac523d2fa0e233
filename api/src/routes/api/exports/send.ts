import type { FastifyReply } from 'fastify';
import { renderExport } from '../../../exports/render.js';
import type { ExportFormat, ExportTable } from '../../../exports/table.js';

/** Sends a table as a download: the file, its name, the row headers; never cached. */
export async function sendExport(reply: FastifyReply, table: ExportTable, format: ExportFormat | undefined) {
  const file = await renderExport(table, format ?? 'csv');
  void reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .headers(file.headers);
  return reply.send(file.body);
}
