/**
 * The draining state of a process being stopped (SIGTERM): from the moment it starts, the readiness check answers
 * 503 and responses ask their clients to close the connection; then the long-lived streams (server-sent events)
 * are ended with a last event their clients understand, so that they do not hold the shutdown until the grace
 * period runs out.
 */
export class Drain {
  private started = false;
  /** Set once the streams were ended: a stream opened after that is ended at once. */
  private endedWith: string | null = null;
  private readonly streams = new Set<(detail: string) => void>();

  get draining(): boolean {
    return this.started;
  }

  begin(): void {
    this.started = true;
  }

  /** Registers how to end one open stream; answers its removal (call it when the stream ends by itself). */
  track(end: (detail: string) => void): () => void {
    const detail = this.endedWith;
    if (detail !== null) {
      // Too late to stream: ended right after its caller has written what it writes first.
      setImmediate(() => end(detail));
      return () => undefined;
    }
    this.streams.add(end);
    return () => void this.streams.delete(end);
  }

  /** Ends every open stream with `detail`; answers how many there were. */
  endStreams(detail: string): number {
    this.endedWith = detail;
    const ends = [...this.streams];
    this.streams.clear();
    for (const end of ends) {
      try {
        end(detail);
      } catch {
        // A stream whose socket is already gone: nothing left to end.
      }
    }
    return ends.length;
  }

  get openStreams(): number {
    return this.streams.size;
  }
}
