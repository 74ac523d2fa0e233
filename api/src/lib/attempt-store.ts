/**
 * Counts attempts per key in fixed windows (the first attempt opens a key's window). Kept behind this small
 * interface so that a store shared by several API instances (Redis) can replace the in-memory one.
 */
export interface AttemptStore {
  /** Adds one attempt to `key` and answers the count in its current window and when that window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAtMs: number }>;
  /** Takes one attempt back (an attempt that turned out to be legitimate). */
  undo(key: string): Promise<void>;
}

interface Window {
  count: number;
  resetAtMs: number;
}

/** One process's counters. Expired windows are dropped as they are met and swept when the map grows. */
export class MemoryAttemptStore implements AttemptStore {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly maxKeys = 100_000) {}

  async hit(key: string, windowMs: number): Promise<{ count: number; resetAtMs: number }> {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAtMs <= now) {
      if (this.windows.size >= this.maxKeys) this.sweep(now);
      window = { count: 0, resetAtMs: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetAtMs: window.resetAtMs };
  }

  async undo(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count -= 1;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAtMs <= now) this.windows.delete(key);
    // Still full of live windows (a flood of distinct keys): forget the oldest half rather than grow without bound.
    if (this.windows.size >= this.maxKeys) {
      let drop = Math.ceil(this.windows.size / 2);
      for (const key of this.windows.keys()) {
        if (drop-- <= 0) break;
        this.windows.delete(key);
      }
    }
  }
}
