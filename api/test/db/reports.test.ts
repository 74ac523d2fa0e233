import { eq } from 'drizzle-orm';
import { problemReports } from '../../src/db/schema/index.js';
import {
  apiCall,
  bearer,
  companyWithAnalyst,
  createTestContext,
  type HttpMethod,
  type TestContext,
} from '../helpers/helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const call = (method: HttpMethod, url: string, token?: string, payload?: unknown) =>
  apiCall(ctx.app, method, url, token, payload);
const company = () => companyWithAnalyst(ctx);

describe('reports', () => {
  it('creates a report with the defaults and the author', async () => {
    const { analyst } = await company();
    const res = await call('POST', '/api/reports/', analyst.token, {
      subject: ' Map is blank ',
      description: 'Nothing renders.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      subject: 'Map is blank',
      category: 'bug',
      description: 'Nothing renders.',
      priority: 'medium',
      status: 'open',
      created_at: expect.any(String),
      user: { id: analyst.user.id, email: analyst.email, first_name: 'Ana', last_name: 'Lyst' },
    });
    const full = await call('POST', '/api/reports', analyst.token, {
      subject: 'Idea',
      category: 'feature',
      description: 'More maps',
      priority: 'critical',
    });
    expect(full.json()).toMatchObject({ category: 'feature', priority: 'critical' });
  });

  it.each([
    [{ description: 'x' }, 'Subject is required'],
    [{ subject: 'x' }, 'Description is required'],
    [{ subject: '  ', description: 'x' }, 'Subject is required'],
    [{ subject: 'x', description: ' ' }, 'Description is required'],
    [
      { subject: 'x', description: 'y', category: 'rant' },
      'Category must be one of: bug, feature, ui, performance, data, other',
    ],
    [{ subject: 'x', description: 'y', priority: 'urgent' }, 'Priority must be one of: low, medium, high, critical'],
  ])('refuses %j with "%s"', async (payload, detail) => {
    const { admin } = await company();
    const res = await call('POST', '/api/reports', admin.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail });
  });

  it('lists own reports newest first; get one: own, or any of the company for an admin; admin/all is per company', async () => {
    const a = await company();
    const b = await company();
    const first = (await call('POST', '/api/reports', a.analyst.token, { subject: 'First', description: 'd' })).json();
    const second = (
      await call('POST', '/api/reports', a.analyst.token, { subject: 'Second', description: 'd' })
    ).json();
    await ctx.database.db
      .update(problemReports)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(problemReports.id, first.id));
    const byAdmin = (await call('POST', '/api/reports', a.admin.token, { subject: 'Admin', description: 'd' })).json();
    const other = (
      await call('POST', '/api/reports', b.admin.token, { subject: 'Other company', description: 'd' })
    ).json();

    const mine = (await call('GET', '/api/reports/', a.analyst.token)).json();
    expect(mine.map((r: { subject: string }) => r.subject)).toEqual(['Second', 'First']);
    expect((await call('GET', `/api/reports/${first.id}`, a.analyst.token)).json()).toEqual(mine[1]);
    // An analyst cannot read a teammate's report; an admin can read the company's.
    expect((await call('GET', `/api/reports/${byAdmin.id}`, a.analyst.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/reports/${second.id}`, a.admin.token)).json()).toEqual(second);
    // Another company's report, an unknown or malformed id: 404.
    for (const id of [other.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await call('GET', `/api/reports/${id}`, a.admin.token);
      expect([id, res.statusCode, res.json()]).toEqual([id, 404, { detail: 'Report not found' }]);
    }

    const all = (await call('GET', '/api/reports/admin/all', a.admin.token)).json();
    expect(all.map((r: { subject: string }) => r.subject)).toEqual(['Admin', 'Second', 'First']);
    expect(
      (await call('GET', '/api/reports/admin/all', b.admin.token)).json().map((r: { id: string }) => r.id),
    ).toEqual([other.id]);
  });

  it("keeps a removed author's reports with user null", async () => {
    const { admin, analyst } = await company();
    const report = (await call('POST', '/api/reports', analyst.token, { subject: 'Bye', description: 'd' })).json();
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/companies/users/${analyst.user.id}`,
      headers: bearer(admin.token),
    });
    expect((await call('GET', `/api/reports/${report.id}`, admin.token)).json()).toMatchObject({
      subject: 'Bye',
      user: null,
    });
  });

  it('role matrix: 401 unauthenticated, 403 analyst on admin/all, members served', async () => {
    const { analyst, admin } = await company();
    const report = (await call('POST', '/api/reports', analyst.token, { subject: 's', description: 'd' })).json();
    const routes: Array<[HttpMethod, string, unknown?]> = [
      ['POST', '/api/reports', { subject: 's', description: 'd' }],
      ['GET', '/api/reports'],
      ['GET', `/api/reports/${report.id}`],
      ['GET', '/api/reports/admin/all'],
    ];
    for (const [method, url, payload] of routes)
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
    const denied = await call('GET', '/api/reports/admin/all', analyst.token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ detail: 'Only company admins can do this.' });
    expect((await call('GET', '/api/reports/admin/all', admin.token)).statusCode).toBe(200);
  });
});
