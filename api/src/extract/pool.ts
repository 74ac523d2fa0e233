import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ExtractionError, type Extracted, type ExtractOptions } from './index.js';
import type { ExtractReply, ExtractTask } from './worker.js';
import type { ExtractionLimits } from '../config/extract.js';

export type { ExtractionLimits };

/*
 * Text extraction of user files and fetched source documents runs here, out of the process that serves requests: in
 * child processes with a heap limit (EXTRACT_MAX_MEMORY_MB) and a wall-clock limit (EXTRACT_TIMEOUT_MS), reused
 * between files so that a normal PDF costs a message, not a process start. A process, not a worker thread: a thread's
 * heap limit does not always end just the thread (V8 can abort the whole process with "Reached heap limit",
 * nodejs/node#47224), and a hostile document must never stop the server. A child that runs out of memory or time is
 * ended (and replaced on the next file); the caller gets an ExtractionError saying which limit the file broke, to
 * record on the document. Zip-based documents are also checked against EXTRACT_MAX_INFLATED_MB before they are
 * unpacked (extract/zip-check.ts).
 */

export const DEFAULT_EXTRACTION_LIMITS: ExtractionLimits = {
  maxMemoryMb: 512,
  timeoutMs: 120_000,
  maxInflatedMb: 200,
  workers: 1,
};

/** A worker with nothing to do ends after this long (a parser's caches go with it). */
const IDLE_MS = 30_000;
/** How much of a child's error output is kept, to tell an out-of-memory end from another crash. */
const STDERR_KEPT = 16 * 1024;
/** What V8 prints when a heap limit ends the process. */
const OUT_OF_MEMORY = /heap limit|heap out of memory|allocation failed/i;

const here = fileURLToPath(import.meta.url);
/** worker.js next to the built pool, or worker.ts in the sources (loaded through tsx: tests, `npm run dev`). */
const workerFile = path.join(path.dirname(here), `worker${path.extname(here)}`);

/** Node's flags for a child: its heap limit, and tsx's loader when the worker is the TypeScript source. */
function childArgs(maxMemoryMb: number): string[] {
  const args = [
    `--max-old-space-size=${maxMemoryMb}`,
    `--max-semi-space-size=${Math.min(32, Math.max(4, Math.floor(maxMemoryMb / 16)))}`,
  ];
  if (workerFile.endsWith('.ts')) {
    const require = createRequire(import.meta.url);
    const tsx = path.join(path.dirname(require.resolve('tsx/package.json')), 'dist', 'esm', 'index.mjs');
    args.push('--import', tsx);
  }
  return args;
}

/**
 * The environment a child gets: what Node and the parsers need (paths, temporary folder, locale), none of the server's
 * settings or secrets (a parser a hostile file subverted finds no database address or signing key there).
 */
function childEnv(): NodeJS.ProcessEnv {
  const kept = ['PATH', 'HOME', 'TMPDIR', 'TMP', 'TEMP', 'LANG', 'LC_ALL', 'TZ', 'SYSTEMROOT'];
  return Object.fromEntries(kept.filter((name) => process.env[name] !== undefined).map((n) => [n, process.env[n]]));
}

interface Pending {
  task: ExtractTask;
  /** Whose file it is (a company id; '' for the sources' documents): the queue is fair between them. */
  tenant: string;
  resolve: (value: Extracted) => void;
  reject: (error: Error) => void;
}

/** The work of one tenant: its waiting files in order, how many of its files run now, and when one last started. */
interface TenantQueue {
  waiting: Pending[];
  running: number;
  lastStarted: number;
}

interface Slot {
  worker: ChildProcess;
  current: Pending | null;
  /** The end of the child's error output (bounded), read when it ends. */
  stderr: string;
  timer?: NodeJS.Timeout;
  idle?: NodeJS.Timeout;
}

export class ExtractionPool {
  private slots: Slot[] = [];
  private tenants = new Map<string, TenantQueue>();
  private nextId = 1;
  /** Orders starts (a counter, not the clock: two starts in one millisecond stay ordered). */
  private starts = 0;
  private closed = false;

  constructor(private limits: ExtractionLimits = DEFAULT_EXTRACTION_LIMITS) {}

  /** New limits apply to workers started from now on (running ones are replaced once idle). */
  configure(limits: ExtractionLimits) {
    this.limits = limits;
    for (const slot of this.slots.filter((s) => !s.current)) this.retire(slot);
  }

  /**
   * Extracts one file. `tenant` (a company id; '' for the sources' documents) makes the queue fair: when a worker
   * frees up, it takes the next file of the tenant with the fewest files running, and among those the one that
   * started a file least recently. One company's many large uploads never make another's small file wait for
   * more than the files already running.
   */
  extract(filePath: string, mimeOrExt: string, options: ExtractOptions = {}, tenant = ''): Promise<Extracted> {
    if (this.closed)
      return Promise.reject(new ExtractionError('Text extraction has stopped (the server is shutting down).'));
    return new Promise<Extracted>((resolve, reject) => {
      const task: ExtractTask = {
        id: this.nextId++,
        filePath,
        mimeOrExt,
        options: {
          ...options,
          maxInflatedBytes: Math.min(options.maxInflatedBytes ?? Infinity, this.limits.maxInflatedMb * 1024 * 1024),
        },
      };
      this.tenantQueue(tenant).waiting.push({ task, tenant, resolve, reject });
      this.pump();
    });
  }

  /** Ends every worker; queued and running files fail. */
  async close() {
    this.closed = true;
    for (const queue of this.tenants.values())
      for (const pending of queue.waiting.splice(0))
        pending.reject(new ExtractionError('Text extraction has stopped (the server is shutting down).'));
    await Promise.all(
      this.slots.map((slot) =>
        this.retire(slot, new ExtractionError('Text extraction has stopped (the server is shutting down).')),
      ),
    );
  }

  /** Files waiting, of every tenant (tests). */
  get waiting(): number {
    let n = 0;
    for (const queue of this.tenants.values()) n += queue.waiting.length;
    return n;
  }

  private tenantQueue(tenant: string): TenantQueue {
    let queue = this.tenants.get(tenant);
    if (!queue) {
      queue = { waiting: [], running: 0, lastStarted: -1 };
      this.tenants.set(tenant, queue);
    }
    return queue;
  }

  /** The next file to start: the fewest running first, then the tenant that started one least recently. */
  private next(): Pending | undefined {
    let best: TenantQueue | undefined;
    for (const queue of this.tenants.values()) {
      if (!queue.waiting.length) continue;
      if (
        !best ||
        queue.running < best.running ||
        (queue.running === best.running && queue.lastStarted < best.lastStarted)
      )
        best = queue;
    }
    if (!best) return undefined;
    best.running += 1;
    best.lastStarted = this.starts++;
    return best.waiting.shift();
  }

  private pump() {
    while (this.waiting > 0) {
      let slot = this.slots.find((s) => !s.current);
      if (!slot) {
        if (this.slots.length >= this.limits.workers) return;
        slot = this.start();
      }
      this.run(slot, this.next()!);
    }
  }

  /** A file is no longer running (done, failed or cut off): its tenant's count goes down, an idle tenant is forgotten. */
  private release(pending: Pending) {
    const queue = this.tenants.get(pending.tenant);
    if (!queue) return;
    queue.running = Math.max(0, queue.running - 1);
    if (queue.running === 0 && !queue.waiting.length) this.tenants.delete(pending.tenant);
  }

  private start(): Slot {
    const worker = fork(workerFile, [], {
      execArgv: childArgs(this.limits.maxMemoryMb),
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      env: childEnv(),
    });
    const slot: Slot = { worker, current: null, stderr: '' };
    worker.stderr?.setEncoding('utf8');
    // The error output alone never keeps this process alive (hold() decides that).
    (worker.stderr as { unref?: () => void } | null)?.unref?.();
    worker.stderr?.on('data', (chunk: string) => {
      slot.stderr = (slot.stderr + chunk).slice(-STDERR_KEPT);
    });
    worker.on('message', (message: ExtractReply) => {
      const pending = slot.current;
      if (!pending || pending.task.id !== message.id) return;
      this.settle(slot);
      if (message.error !== undefined) pending.reject(new ExtractionError(message.error));
      else pending.resolve(message.result!);
      this.idleLater(slot);
      this.pump();
    });
    worker.on('error', (error: Error) =>
      this.fail(slot, new ExtractionError(`The file could not be read: ${error.message}`)),
    );
    // 'close', not 'exit': the error output has all arrived by then.
    worker.on('close', () => {
      const reason = OUT_OF_MEMORY.test(slot.stderr)
        ? `The file needs more than ${this.limits.maxMemoryMb} MB of memory to read, the most allowed; it was not read.`
        : 'The file could not be read: the extraction stopped unexpectedly.';
      this.fail(slot, new ExtractionError(reason));
    });
    this.slots.push(slot);
    return slot;
  }

  private run(slot: Slot, pending: Pending) {
    clearTimeout(slot.idle);
    slot.current = pending;
    this.hold(slot, true);
    slot.timer = setTimeout(() => {
      const seconds = Math.round(this.limits.timeoutMs / 100) / 10;
      this.fail(
        slot,
        new ExtractionError(`The file took longer than ${seconds} s to read, the most allowed; it was not read.`),
      );
    }, this.limits.timeoutMs);
    slot.worker.send(pending.task);
  }

  private settle(slot: Slot) {
    clearTimeout(slot.timer);
    if (slot.current) this.release(slot.current);
    slot.current = null;
  }

  /** The worker is gone or must go: its file fails with `error`, the slot is freed, waiting files get a new worker. */
  private fail(slot: Slot, error: Error) {
    if (!this.slots.includes(slot)) return;
    const pending = slot.current;
    void this.retire(slot);
    pending?.reject(error);
    this.pump();
  }

  private async retire(slot: Slot, error?: Error) {
    this.slots = this.slots.filter((s) => s !== slot);
    clearTimeout(slot.timer);
    clearTimeout(slot.idle);
    const pending = slot.current;
    slot.current = null;
    if (pending) this.release(pending);
    if (pending && error) pending.reject(error);
    await end(slot.worker);
  }

  /** Whether the child keeps this process alive: while it reads a file, not while it waits for one. */
  private hold(slot: Slot, busy: boolean) {
    const channel = slot.worker.channel as { ref(): void; unref(): void } | null | undefined;
    if (busy) {
      slot.worker.ref();
      channel?.ref();
    } else {
      slot.worker.unref();
      channel?.unref();
    }
  }

  private idleLater(slot: Slot) {
    // An idle worker does not keep the process alive, and ends after a while.
    this.hold(slot, false);
    slot.idle = setTimeout(() => void this.retire(slot), IDLE_MS);
    slot.idle.unref();
  }
}

/** Ends a child at once (a file that broke a limit gets no grace) and waits for it to be gone. */
async function end(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  await gone;
}

/** The process's pool (its children are this process's); its limits come from the configuration. */
export const extractionPool = new ExtractionPool();

/** Extracts a file's text in the pool (see above). Throws an ExtractionError with a readable reason. */
export function extractIsolated(
  filePath: string,
  mimeOrExt: string,
  options: ExtractOptions = {},
  tenant = '',
): Promise<Extracted> {
  return extractionPool.extract(filePath, mimeOrExt, options, tenant);
}
