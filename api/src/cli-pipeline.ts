import type { FastifyInstance } from 'fastify';
import { runWithApp } from './cli-app.js';

/*
 * `npm run ingest -- <source>` (scripts/ingest.mjs): runs one source once against the configured database and
 * prints its outcome; with no source (or an unknown one) lists the configured sources. Exit code 1 on failure.
 */
async function main(app: FastifyInstance): Promise<number> {
  try {
    const source = process.argv[2];
    const sources = (await app.pipeline.sources()).map((s) => s.name);
    if (!source || !sources.includes(source)) {
      console.error(
        `${source ? `unknown source ${source}. ` : ''}usage: npm run ingest -- <source>\nsources: ${sources.join(', ')}`,
      );
      return source ? 1 : 0;
    }
    const result = await app.pipeline.run(source);
    console.log(
      `${source}: ${result.records} records, ${result.agendaItemIds.length} agenda items and ${result.documentIds.length} documents new or changed${result.registryRows.changed ? `, ${result.registryRows.changed} proposals or decisions new or changed (${result.registryRows.children} attachments, citations or by-laws)` : ''}`,
    );
    return 0;
  } catch (error) {
    console.error(`ingest failed: ${(error as Error).message} (recorded in the source's status)`);
    return 1;
  }
}

process.exitCode = await runWithApp(main);
