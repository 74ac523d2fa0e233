import { setFlagsFromString } from 'node:v8';

/*
 * How far the JavaScript heap may grow between full collections while a registry is read
 * (REGISTRY_HEAP_GROWING_PERCENT, docs/configuration.md).
 *
 * V8 sets the next full collection's threshold from what survived the last one, times a factor it chooses from the
 * allocation rate: up to four. A registry's first read keeps about 90 MB of live objects and allocates fast (each
 * page's JSON, its rows, the statements' parameters, all dead a page later), so V8 let the heap reach about 350 MB of
 * mostly dead objects before collecting: the process peaked at 600-690 MB beside the embedded database. With 30 % the
 * read peaks near 435 MB, as fast within the noise (bench/README.md, "applications"); 20 % gained nothing more and
 * made the daily read (100,000 rows parsed, the live set larger) 40 % slower. Only during the read: matching, whose
 * alerts are built in memory, ran 60 % slower under such a bound, its full collections both larger and more
 * frequent. V8 reads the flag at each full collection; 0, its default, is V8's own choice.
 */
let percent = 30;
let reads = 0;

/** The setting (the app applies its configuration once built); 0 leaves V8's own choice during reads too. */
export function configureRegistryHeapGrowth(value: number): void {
  percent = value;
}

/** Runs `read` with the heap's growth bounded; V8's own choice comes back once the last concurrent read ends. */
export async function withBoundedHeapGrowth<T>(read: () => Promise<T>): Promise<T> {
  if (percent === 0) return read();
  if (reads++ === 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
  try {
    return await read();
  } finally {
    if (--reads === 0) setFlagsFromString('--heap-growing-percent=0');
  }
}
