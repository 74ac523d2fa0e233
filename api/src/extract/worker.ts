import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { extractFile, type ExtractOptions } from './index.js';

/*
 * The extraction worker (a worker thread started by extract/pool.ts): reads one file at a time with the shared
 * extraction module and posts back its text and pages, or the reason it failed. It has its own heap with a size
 * limit; the pool ends it when it runs too long.
 */

export interface ExtractTask {
  id: number;
  filePath: string;
  mimeOrExt: string;
  options: ExtractOptions;
}

// Extraction is background work: on Linux a thread's nice value is its own, so this thread yields the CPU to the
// one serving requests when both want it (best effort: elsewhere it may apply to the process, or be refused).
try {
  if (process.platform === 'linux') setPriority(10);
} catch {
  // Not allowed here: extraction keeps the default priority.
}

parentPort!.on('message', async (task: ExtractTask) => {
  try {
    const result = await extractFile(task.filePath, task.mimeOrExt, task.options);
    parentPort!.postMessage({ id: task.id, result });
  } catch (error) {
    parentPort!.postMessage({ id: task.id, error: error instanceof Error ? error.message : String(error) });
  }
});
