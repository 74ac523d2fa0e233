import fp from 'fastify-plugin';

/**
 * The job queue (issue 3 fills in pg-boss). Handlers are registered by name; `send` enqueues.
 * Placeholder implementation: inline — `send` runs the handler at once (awaited), as tests want.
 */
export interface SendOptions {
  /** At most one queued/active job with this key (pg-boss singletonKey). */
  singletonKey?: string;
  retryLimit?: number;
  /** Seconds. */
  retryDelay?: number;
  retryBackoff?: boolean;
  startAfter?: Date | number;
}

export type JobHandler<T> = (data: T) => Promise<void>;

export interface Jobs {
  /** 'inline' runs handlers at once in `send`; 'pgboss' queues them in PostgreSQL. */
  readonly mode: 'inline' | 'pgboss';
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  /** A cron schedule (America/Toronto) that sends `name` with `data`. Ignored in inline mode. */
  schedule<T extends object>(name: string, cron: string, data?: T): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export default fp(
  async (app) => {
    const handlers = new Map<string, JobHandler<object>>();
    const jobs: Jobs = {
      mode: 'inline',
      async send(name, data) {
        const handler = handlers.get(name);
        if (!handler) throw new Error(`no handler for job ${name}`);
        await handler(data);
        return null;
      },
      async work(name, handler) {
        handlers.set(name, handler as JobHandler<object>);
      },
      async schedule() {},
    };
    app.decorate('jobs', jobs);
  },
  { name: 'jobs', dependencies: ['db'] },
);
