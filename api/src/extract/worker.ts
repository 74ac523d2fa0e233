import { setPriority } from 'node:os';
import { extractFile, type Extracted, type ExtractOptions } from './index.js';

/*
 * The extraction worker (a child process forked by extract/pool.ts): reads one file at a time with the shared
 * extraction module and sends back its text and pages, or the reason it failed. Its heap has a size limit (Node's
 * --max-old-space-size, set by the pool); the pool ends it when it runs too long.
 */

export interface ExtractTask {
  id: number;
  filePath: string;
  mimeOrExt: string;
  options: ExtractOptions;
}

export interface ExtractReply {
  id: number;
  result?: Extracted;
  error?: string;
}

// Extraction is background work: this process yields the CPU to the one serving requests when both want it (best
// effort: where a nice value cannot be set, extraction keeps the default priority).
try {
  setPriority(10);
} catch {
  // Not allowed here.
}

const send = (reply: ExtractReply) => process.send!(reply);

process.on('message', async (task: ExtractTask) => {
  try {
    send({ id: task.id, result: await extractFile(task.filePath, task.mimeOrExt, task.options) });
  } catch (error) {
    send({ id: task.id, error: error instanceof Error ? error.message : String(error) });
  }
});
// The server is gone (or ended this child's channel): nothing more will come.
process.on('disconnect', () => process.exit(0));
