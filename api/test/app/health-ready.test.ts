/**
 * GET /api/health/ready, in process: 200 when ready; 503 with a detail once draining has begun (every response then
 * asks for its connection to be closed) or once the job queue is stopped; /api/health (liveness) unchanged.
 * The whole SIGTERM sequence on a real process is in graceful-shutdown.test.ts.
 */
import { createTestContext, type TestContext } from '../helpers/helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

it('answers ready, then not ready while draining and once the queue is stopped', async () => {
  const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ status: 'ready' });
  expect(ready.headers.connection).not.toBe('close');

  const other = await ctx.buildAnother({});
  other.drain.begin();
  const draining = await other.inject({ method: 'GET', url: '/api/health/ready' });
  expect(draining.statusCode).toBe(503);
  expect(draining.json()).toEqual({ detail: 'The server is shutting down.' });
  expect(draining.headers.connection).toBe('close');
  const live = await other.inject({ method: 'GET', url: '/api/health' });
  expect(live.json()).toEqual({ status: 'ok', database: 'ok' });
  expect(live.headers.connection).toBe('close');

  const third = await ctx.buildAnother({});
  await third.jobs.stop();
  const stopped = await third.inject({ method: 'GET', url: '/api/health/ready' });
  expect(stopped.statusCode).toBe(503);
  expect(stopped.json()).toEqual({ detail: 'The job queue is stopped.' });
});
