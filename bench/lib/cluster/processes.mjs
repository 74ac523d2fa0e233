// The cluster bench's processes: API instances and job workers from the production build (api/dist), each with
// its own DATA_DIR and log file, started and stopped by their process id.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { apiDir } from '../scratch.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 100 ms until it returns a truthy value (returned) or `timeoutMs` passes (throws). */
export async function until(what, check, timeoutMs = 60_000, everyMs = 100) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

/**
 * One process of the cluster. `start()` spawns `node api/dist/<entry>.js` with `env` (its own DATA_DIR under
 * `workDir/<name>`), logging to `workDir/<name>.log`; `exited` resolves with { code, signal }.
 */
export class ClusterProcess {
  constructor({ name, entry, env, workDir, port = null }) {
    Object.assign(this, { name, entry, env, workDir, port });
    this.child = null;
    this.starts = 0;
    this.output = '';
  }

  get url() {
    return this.port ? `http://127.0.0.1:${this.port}` : null;
  }

  get running() {
    return Boolean(this.child && this.child.exitCode === null && this.child.signalCode === null);
  }

  start() {
    this.starts += 1;
    const dataDir = join(this.workDir, this.name);
    mkdirSync(dataDir, { recursive: true });
    const log = createWriteStream(join(this.workDir, `${this.name}.log`), { flags: 'a' });
    this.logFile = join(this.workDir, `${this.name}.log`);
    this.output = '';
    const child = spawn(process.execPath, [join(apiDir, 'dist', `${this.entry}.js`)], {
      cwd: apiDir,
      env: {
        ...process.env,
        ...this.env,
        DATA_DIR: dataDir,
        ...(this.port ? { PORT: String(this.port), HOST: '127.0.0.1' } : {}),
        NODE_OPTIONS: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk) => {
      log.write(chunk);
      this.output = (this.output + chunk).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    this.child = child;
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        log.end();
        resolve({ code, signal });
      }),
    );
    return this;
  }

  /** Resolves once the process printed `pattern` (its start line); rejects when it exits first. */
  async waitFor(pattern, timeoutMs = 90_000) {
    const child = this.child;
    await until(
      `${this.name} to print ${pattern}`,
      async () => {
        if (pattern.test(this.output)) return true;
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`${this.name} exited (${child.exitCode ?? child.signalCode}); see ${this.logFile}`);
        return false;
      },
      timeoutMs,
    ).catch((error) => {
      throw new Error(`${error.message}\n--- last output of ${this.name} ---\n${this.output.slice(-3000)}`);
    });
  }

  signal(name) {
    if (this.running) this.child.kill(name);
  }

  /** SIGTERM and the exit ({ code, signal, ms }); SIGKILL after `graceMs` more than the process's own grace. */
  async stop(graceMs = 30_000) {
    if (!this.running) return { code: this.child?.exitCode ?? null, signal: this.child?.signalCode ?? null, ms: 0 };
    const started = Date.now();
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
    const result = await this.exited;
    clearTimeout(timer);
    return { ...result, ms: Date.now() - started };
  }
}

export const API_STARTED = /API listening on/;
export const WORKER_STARTED = /job worker \d+ running/;
