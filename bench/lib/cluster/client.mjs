// The cluster bench's load client: keep-alive HTTP to each API instance and a client-side balancer that does what
// a load balancer does (round robin over the instances in rotation, readiness polling, retry elsewhere on a
// refused connection or a draining instance). No proxy in between: the spreading is measured as the client does it.
import { Agent, request as httpRequest } from 'node:http';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

/** One HTTP exchange: { status, body (Buffer), headers, ms }; a transport error rejects with `reusedSocket` set. */
export function send(baseUrl, { method = 'GET', path, headers = {}, body, agent, timeoutMs = 30_000 }) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
    const req = httpRequest(
      `${baseUrl}${path}`,
      {
        method,
        agent,
        headers: {
          ...(payload && !headers['content-type'] ? { 'content-type': 'application/json' } : {}),
          ...(payload ? { 'content-length': String(payload.length) } : {}),
          ...headers,
        },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
        res.on('error', (error) => reject(Object.assign(error, { reusedSocket: req.reusedSocket })));
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    req.on('error', (error) => reject(Object.assign(error, { reusedSocket: req.reusedSocket })));
    req.end(payload);
  });
}

/**
 * The readiness status of an instance: GET /api/health/ready, or the liveness GET /api/health on a build that has
 * no readiness route (404).
 */
export async function readiness(baseUrl, agent) {
  const res = await send(baseUrl, { path: '/api/health/ready', agent, timeoutMs: 1000 });
  if (res.status !== 404) return res.status;
  return (await send(baseUrl, { path: '/api/health', agent, timeoutMs: 1000 })).status;
}

export const json = (res) => JSON.parse(res.body.toString('utf8') || 'null');

/** An API instance as the balancer sees it. */
export function instance(name, url) {
  return { name, url, agent: new Agent({ keepAlive: true, maxSockets: 64 }), inRotation: true, served: 0 };
}

/**
 * Round robin over the instances in rotation. With `watchReadiness`, polls GET /api/health/ready on each instance
 * every 200 ms and takes an instance out of rotation while it answers anything but 200 (or does not answer).
 * `request()` retries on another instance (at most 3 tries): any method when the request cannot have been handled
 * (connection refused, a reused keep-alive socket the server had closed, a 503 from an instance that is out of
 * rotation because it is draining), idempotent methods also on other transport errors and 503s. `finalOk` gives
 * the answer of the last try: a request counts as failed only when that is an error.
 */
export class Balancer {
  constructor(instances) {
    this.instances = instances;
    this.next = 0;
    this.retries = 0;
    this.retryReasons = {};
    this.polling = null;
  }

  watchReadiness(everyMs = 200) {
    let stopped = false;
    const poll = async () => {
      while (!stopped) {
        await Promise.all(
          this.instances.map(async (inst) => {
            try {
              inst.inRotation = (await readiness(inst.url, inst.agent)) === 200;
            } catch {
              inst.inRotation = false;
            }
          }),
        );
        await sleep(everyMs);
      }
    };
    const loop = poll();
    this.polling = async () => {
      stopped = true;
      await loop;
    };
  }

  async stopWatching() {
    if (this.polling) await this.polling();
    this.polling = null;
  }

  async pick(exclude) {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const live = this.instances.filter((i) => i.inRotation && i !== exclude);
      const pool = live.length ? live : this.instances.filter((i) => i.inRotation);
      if (pool.length) return pool[this.next++ % pool.length];
      if (Date.now() > deadline) throw new Error('no API instance in rotation for 15 s');
      await sleep(20);
    }
  }

  noteRetry(reason) {
    this.retries += 1;
    this.retryReasons[reason] = (this.retryReasons[reason] ?? 0) + 1;
  }

  async request(req) {
    let last = null;
    let tried = null;
    for (let attempt = 1; attempt <= 3; attempt++) {
      const inst = await this.pick(tried);
      tried = inst;
      try {
        const res = await send(inst.url, { ...req, agent: inst.agent });
        res.instance = inst.name;
        res.attempts = attempt;
        // A 503 for a POST is retried only from an instance that says it is not ready (draining: it refused the
        // request without handling it), as a load balancer that checks the instance would.
        const draining = res.status === 503 && !IDEMPOTENT.has(req.method ?? 'GET') && (await notReady(inst));
        if (res.status === 503 && attempt < 3 && (IDEMPOTENT.has(req.method ?? 'GET') || draining)) {
          inst.inRotation = false;
          this.noteRetry(`503 from ${inst.name}`);
          last = res;
          continue;
        }
        inst.served += 1;
        return res;
      } catch (error) {
        const unhandled = error.code === 'ECONNREFUSED' || (error.reusedSocket && error.code === 'ECONNRESET');
        if (error.code === 'ECONNREFUSED') inst.inRotation = false;
        last = { status: 0, error, instance: inst.name, attempts: attempt, body: Buffer.alloc(0), ms: 0 };
        if (attempt < 3 && (unhandled || IDEMPOTENT.has(req.method ?? 'GET'))) {
          this.noteRetry(`${error.code ?? error.message} at ${inst.name}`);
          continue;
        }
        return last;
      }
    }
    return last;
  }
}

async function notReady(inst) {
  try {
    return (await readiness(inst.url, inst.agent)) !== 200;
  } catch {
    return true;
  }
}

/** p-th percentile (0-100) of a sorted array of numbers. */
export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * A closed-loop load: `concurrency` loops, each sending `nextRequest(loopIndex)` ({ req, ok(res) -> boolean,
 * after?(res) }) through the balancer until `durationMs` has passed (or `stop()` is called). Returns the counts,
 * requests per second, p50/p95 latency (ms, the client's whole time including retries) and error samples.
 */
export async function runLoad({ balancer, durationMs, concurrency, nextRequest, onTick }) {
  const latencies = [];
  const errors = [];
  let count = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const loops = Array.from({ length: concurrency }, async (_, index) => {
    while (performance.now() < deadline) {
      const { req, ok, after } = nextRequest(index);
      const t0 = performance.now();
      const res = await balancer.request(req).catch((error) => ({ status: 0, error, body: Buffer.alloc(0) }));
      latencies.push(performance.now() - t0);
      count += 1;
      if (!ok(res)) {
        errors.push(
          `${req.method ?? 'GET'} ${req.path} -> ${res.status || res.error?.code || res.error?.message} ${res.body?.toString('utf8').slice(0, 120) ?? ''} (${res.instance ?? '?'}, try ${res.attempts ?? '?'})`,
        );
      } else if (after) after(res);
      if (onTick) onTick(performance.now() - started);
    }
  });
  await Promise.all(loops);
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    count,
    errors: errors.length,
    errorSamples: [...new Set(errors)].slice(0, 5),
    rps: count / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    seconds,
  };
}
