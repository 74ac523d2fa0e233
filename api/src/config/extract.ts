/** Limits of text extraction (extract/pool.ts), in child processes. */
export interface ExtractionLimits {
  /** Heap of one worker, MB. */
  maxMemoryMb: number;
  /** Wall-clock time one file may take, ms. */
  timeoutMs: number;
  /** What a zip-based document may unpack to, MB. */
  maxInflatedMb: number;
  /** Workers at most (files beyond wait their turn). */
  workers: number;
}
