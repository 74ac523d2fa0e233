import { setFlagsFromString } from 'node:v8';

/*
 * How far the JavaScript heap may grow between full collections (HEAP_GROWING_PERCENT, docs/configuration.md).
 *
 * V8 sets the next full collection's threshold from what survived the last one, times a factor it chooses from the
 * allocation rate: up to four. This process holds about 90 MB of live objects while it reads a registry of 100,000
 * records, and reading allocates fast (each page's JSON, its rows, the statements' parameters), so V8 let the heap
 * reach about 350 MB of mostly dead objects before collecting: the process peaked at 620-690 MB beside the embedded
 * database. With 20 % the heap stays near 160 MB and the read's peak near 450 MB, for a read as fast within the
 * noise (bench/README.md, "applications"). V8 reads the flag at each full collection, so setting it once the process
 * runs takes effect at the next one; 0 leaves V8's own choice.
 */
let applied: number | null = null;

export function applyHeapGrowth(percent: number): void {
  if (percent === applied) return;
  // V8's own choice is its default, 0; setting it back restores that.
  setFlagsFromString(`--heap-growing-percent=${percent}`);
  applied = percent;
}
