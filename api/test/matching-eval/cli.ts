import { formatReport, meetsTargets, runMatchingEval } from './evaluate.js';

/*
 * `npm run eval -- matching [--details]`: runs the matching evaluation on in-memory PGlite and prints its table.
 * Exits 1 when the overall figures miss the targets.
 */

const report = await runMatchingEval();
console.log(formatReport(report, process.argv.includes('--details')));
process.exit(meetsTargets(report) ? 0 : 1);
