import type { AttemptStore } from './attempt-store.js';

export interface FallbackLog {
  warn(obj: object, msg: string): void;
  info(msg: string): void;
}

/** Fallback hits remembered (so that their undo goes to the same store), at most this many. */
const REMEMBERED = 100_000;

/**
 * A shared store (Redis) that falls back to this process's memory while the shared one fails: the limits keep
 * applying, per instance, instead of refusing everyone or letting everything through. One warning per outage.
 * An attempt's undo goes to the store that counted it.
 */
export class FallbackAttemptStore implements AttemptStore {
  private failing = false;
  /** Attempts counted in the fallback and not yet taken back, by key. */
  private readonly countedInFallback = new Map<string, number>();

  constructor(
    private readonly primary: AttemptStore,
    private readonly fallback: AttemptStore,
    private readonly log: FallbackLog,
    private readonly what: string,
  ) {}

  async hit(key: string, windowMs: number): Promise<{ count: number; resetAtMs: number }> {
    try {
      const result = await this.primary.hit(key, windowMs);
      if (this.failing) {
        this.failing = false;
        this.log.info(`${this.what}: the shared store answers again`);
      }
      return result;
    } catch (error) {
      if (!this.failing) {
        this.failing = true;
        this.log.warn({ err: error }, `${this.what}: the shared store failed, counting in this process meanwhile`);
      }
      if (this.countedInFallback.size >= REMEMBERED) this.countedInFallback.clear();
      this.countedInFallback.set(key, (this.countedInFallback.get(key) ?? 0) + 1);
      return this.fallback.hit(key, windowMs);
    }
  }

  async undo(key: string): Promise<void> {
    const inFallback = this.countedInFallback.get(key) ?? 0;
    if (inFallback > 0) {
      if (inFallback === 1) this.countedInFallback.delete(key);
      else this.countedInFallback.set(key, inFallback - 1);
      return this.fallback.undo(key);
    }
    try {
      await this.primary.undo(key);
    } catch {
      // The attempt stays counted: the safe side for a limit.
    }
  }
}
