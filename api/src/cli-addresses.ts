import { runWithApp } from './cli-app.js';
import { importAddressFile, type AddressFormat } from './addresses/import.js';
import { unplacedRecentItems } from './addresses/repository.js';

const REANALYSE_DAYS = 120;

/*
 * `npm run addresses:import -- <file> [--format openaddresses|nar] [--source <name>]` (scripts/addresses-import.mjs):
 * loads an address file into the configured database's address index, printing a progress line.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const i = args.indexOf(name);
    if (i < 0) return undefined;
    const value = args[i + 1];
    args.splice(i, 2);
    return value;
  };
  const format = (option('--format') ?? 'auto') as AddressFormat;
  const source = option('--source');
  const file = args[0];
  if (!file || !['auto', 'openaddresses', 'nar'].includes(format)) {
    console.error('usage: npm run addresses:import -- <file.csv> [--format openaddresses|nar] [--source <name>]');
    return 1;
  }
  return runWithApp(async (app) => {
    const started = Date.now();
    const tty = process.stdout.isTTY;
    let lastLine = 0;
    try {
      const result = await importAddressFile(app.db, file, {
        format,
        source,
        onProgress: (rows) => {
          const line = `${rows.toLocaleString('en-CA')} rows read (${Math.round(rows / Math.max(0.001, (Date.now() - started) / 1000)).toLocaleString('en-CA')}/s)`;
          if (tty) process.stdout.write(`\r${line}`);
          // Not a terminal (a log file): a line every 5 seconds.
          else if (Date.now() - lastLine >= 5000) {
            lastLine = Date.now();
            console.log(line);
          }
        },
      });
      if (tty) process.stdout.write('\n');
      console.log(
        `${file}: ${result.rows} addresses imported, ${result.skipped} rows skipped (unknown city, outside Ontario, or unreadable), in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      // Items of recent meetings that the index could not place before are placed and matched again now.
      const itemIds = await unplacedRecentItems(app.db, REANALYSE_DAYS);
      if (itemIds.length) {
        const analysed = await app.analysis.analyzeAgendaItems(itemIds);
        console.log(
          `${itemIds.length} unplaced agenda items of the last ${REANALYSE_DAYS} days analysed again: ${analysed.createdAlertIds.length} new alerts`,
        );
      }
      return 0;
    } catch (error) {
      if (tty) process.stdout.write('\n');
      console.error(`address import failed: ${(error as Error).message}`);
      return 1;
    }
  });
}

process.exitCode = await main();
