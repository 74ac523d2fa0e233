import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { API_DIR } from '../helpers/process-helpers.js';

/*
 * REGISTRY_HEAP_GROWING_PERCENT (src/lib/heap-growth.ts), each case in a process of its own (a heap's growth cannot
 * be compared inside the test runner), with the allocation pattern of a registry read: about 30 MB that stays, pages
 * of rows kept for a few turns, then dropped. Inside a bounded read the heap peaks far lower than with V8's own
 * choice; once the read is over, V8's own choice is back.
 */
const SCRIPT = `
const { configureRegistryHeapGrowth, withBoundedHeapGrowth } = await import(${JSON.stringify(path.join(API_DIR, 'src/lib/heap-growth.ts'))});
const [percent, where] = [Number(process.argv[1]), process.argv[2]];
configureRegistryHeapGrowth(percent);
const live = Array.from({ length: 300_000 }, (_, i) => ({ i, s: 'live ' + i }));
let peak = 0;
async function pages() {
  const kept = [];
  for (let round = 0; round < 150; round++) {
    kept.push(Array.from({ length: 40_000 }, (_, i) => ({ round, i, text: ('row ' + round + ' ' + i + ' ').repeat(3) })));
    if (kept.length > 3) kept.shift();
    await new Promise((resolve) => setImmediate(resolve));
    peak = Math.max(peak, process.memoryUsage().heapTotal);
  }
}
if (where === 'inside') await withBoundedHeapGrowth(pages);
else {
  await withBoundedHeapGrowth(async () => undefined);
  await pages();
}
console.log(JSON.stringify({ peakMb: Math.round(peak / 1048576), live: live.length }));
`;

function peakHeapMb(percent: number, where: 'inside' | 'after'): number {
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', SCRIPT, String(percent), where],
    { cwd: API_DIR, encoding: 'utf8', timeout: 60_000 },
  );
  if (child.status !== 0) throw new Error(`the child failed (${child.status}): ${child.stderr}`);
  return (JSON.parse(child.stdout.trim().split('\n').pop()!) as { peakMb: number }).peakMb;
}

test('inside a read the heap peaks below two thirds of V8 own choice; after it, V8 own choice is back', () => {
  const own = peakHeapMb(0, 'inside');
  const bounded = peakHeapMb(20, 'inside');
  const after = peakHeapMb(20, 'after');
  expect(own).toBeGreaterThan(150);
  expect(bounded).toBeLessThan(own * (2 / 3));
  expect(after).toBeGreaterThan(own * (2 / 3));
}, 120_000);
