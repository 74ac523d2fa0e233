/**
 * Sources are data (docs/sources.md): the `sources` table seeded from the environment, runs and the ingest schedule
 * following the table without a restart, and the operators' admin API (list, check a portal, add, pause, resume,
 * remove, run). The eSCRIBE portals are loopback FAKES speaking the real protocol (real TRCA captures:
 * process-helpers.ts); everything else is the real app on the real database.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { meetings, municipalities, sources } from '../../src/db/schema/index.js';
import { DEFAULT_ESCRIBE_PORTALS } from '../../src/config/index.js';
import { setPlatformOperator } from '../../src/operators/platform-operators.js';
import { scheduleKey } from '../../src/pipeline/service.js';
import { listSources, seedSources } from '../../src/pipeline/source-rows.js';
import { envSources } from '../../src/pipeline/sources.js';
import { pipelineFromEnv } from '../../src/config/index.js';
import { apiCall, createTestContext, registerUser, type RegisteredUser, type TestContext } from '../helpers/helpers.js';
import { startEscribePortal, type EscribePortal } from '../helpers/process-helpers.js';

let ctx: TestContext;
let portal: EscribePortal;
let other: EscribePortal;
let junk: Server;
let junkUrl: string;
let operator: RegisteredUser;
let companyAdmin: RegisteredUser;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const scheduleKeys = async () =>
  (await rows<{ key: string }>(sql`select key from pgboss.schedule where name = 'ingest' order by key`)).map(
    (r) => r.key,
  );
const sourceCount = async () => (await ctx.database.db.select({ name: sources.name }).from(sources)).length;
const municipalityId = async (name: string) => {
  const [row] = await ctx.database.db
    .select({ id: municipalities.id })
    .from(municipalities)
    .where(eq(municipalities.name, name));
  return row?.id ?? null;
};

beforeAll(async () => {
  portal = await startEscribePortal();
  portal.hold = false;
  other = await startEscribePortal();
  other.hold = false;
  // Not an eSCRIBE portal: an HTML page for the calendar call, and an oversized answer under /big.
  junk = createServer((req, res) => {
    req.resume();
    if (req.url?.startsWith('/big/')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"d":[');
      for (let i = 0; i < 5000; i++) res.write(`${i ? ',' : ''}{"ID":"${i}","StartDate":"${'x'.repeat(1000)}"}`);
      return void res.end(']}');
    }
    res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Checking your browser</body></html>');
  });
  await new Promise<void>((resolve) => junk.listen(0, '127.0.0.1', () => resolve()));
  junkUrl = `http://127.0.0.1:${(junk.address() as AddressInfo).port}`;
  ctx = await createTestContext({
    INGEST_ENABLED: 'true',
    INGEST_MIN_INTERVAL_MS: '0',
    ESCRIBE_PORTALS: `trca=${portal.url}`,
    // Every other source on a closed loopback port: nothing here reads the internet.
    TMMIS_BASE_URL: 'http://127.0.0.1:9/council',
    ERO_BASE_URL: 'http://127.0.0.1:9',
    ORR_BASE_URL: 'http://127.0.0.1:9',
    MAYORAL_DECISIONS_URL: 'http://127.0.0.1:9/mayoral',
    TORONTO_OPEN_DATA_URL: 'http://127.0.0.1:9/ckan',
  });
  operator = await registerUser(ctx.app);
  expect(await setPlatformOperator(ctx.database.db, operator.email, true)).toBe(true);
  companyAdmin = await registerUser(ctx.app);
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  portal?.close();
  other?.close();
  await new Promise((resolve) => junk?.close(resolve));
});

describe('seeding from the environment', () => {
  it('the defaults: nine eSCRIBE portals, TMMIS, the registries and the mayoral decisions, each with its kind and municipality', async () => {
    const seeds = envSources(pipelineFromEnv({}));
    expect(DEFAULT_ESCRIBE_PORTALS.split(',').map((p) => p.split('=')[0])).toEqual([
      'trca',
      'mississauga',
      'ottawa',
      'hamilton',
      'brampton',
      'london',
      'vaughan',
      'markham',
      'kitchener',
    ]);
    expect(DEFAULT_ESCRIBE_PORTALS).toContain('london=https://pub-london.escribemeetings.com');
    const byName = Object.fromEntries(seeds.map((s) => [s.name, s]));
    expect(byName['escribe:trca']).toMatchObject({
      kind: 'conservation',
      municipalityName: 'Toronto and Region Conservation Authority',
    });
    expect(byName['escribe:hamilton']).toMatchObject({ kind: 'council', municipalityName: 'Hamilton' });
    expect(byName['escribe:kitchener']).toMatchObject({ kind: 'council', municipalityName: 'Kitchener' });
    expect(byName['tmmis:toronto']).toMatchObject({ kind: 'council', municipalityName: 'Toronto' });
    expect(byName['ero']).toMatchObject({ kind: 'provincial', municipalityName: null });
    expect(byName['orr']).toMatchObject({ kind: 'provincial', municipalityName: null });
    expect(byName['mayoral:toronto']).toMatchObject({ kind: 'mayoral', municipalityName: 'Toronto' });
    // Toronto Open Data's application registries: a source of Toronto's development applications.
    expect(byName['ckan:toronto']).toEqual({
      name: 'ckan:toronto',
      connector: 'ckan',
      kind: 'applications',
      baseUrl: 'https://ckan0.cf.opendata.inter.prod-toronto.ca',
      timeZone: 'America/Toronto',
      municipalityName: 'Toronto',
    });
    expect(
      envSources(pipelineFromEnv({ TORONTO_OPEN_DATA_URL: 'http://127.0.0.1:9/ckan' })).find(
        (s) => s.name === 'ckan:toronto',
      )?.baseUrl,
    ).toBe('http://127.0.0.1:9/ckan');
    expect(byName['canlii:onlt']).toBeUndefined(); // no key
    expect(envSources(pipelineFromEnv({ CANLII_API_KEY: 'k' })).find((s) => s.name === 'canlii:onlt')).toMatchObject({
      kind: 'tribunal',
      municipalityName: null,
    });
  });

  it('the start seeded this environment: origin env, municipalities mapped by name', async () => {
    const list = await listSources(ctx.database.db);
    expect(list.map((s) => s.name)).toEqual([
      'ckan:toronto',
      'ero',
      'escribe:trca',
      'mayoral:toronto',
      'orr',
      'tmmis:toronto',
    ]);
    expect(list.find((s) => s.name === 'ckan:toronto')).toMatchObject({
      origin: 'env',
      connector: 'ckan',
      kind: 'applications',
      municipalityId: await municipalityId('Toronto'),
    });
    const trca = list.find((s) => s.name === 'escribe:trca')!;
    expect(trca).toMatchObject({ origin: 'env', connector: 'escribe', kind: 'conservation', baseUrl: portal.url });
    expect(trca.municipalityId).toBe(await municipalityId('Toronto and Region Conservation Authority'));
    expect(list.find((s) => s.name === 'tmmis:toronto')!.municipalityId).toBe(await municipalityId('Toronto'));
    expect(list.find((s) => s.name === 'ero')!.municipalityId).toBeNull();
  });

  it('a later start follows the variables, keeps operators rows and pauses, and maps a municipality that arrived since', async () => {
    const db = ctx.database.db;
    const cfg = (env: Record<string, string>) =>
      pipelineFromEnv({
        TMMIS_BASE_URL: 'http://127.0.0.1:9/council',
        ERO_BASE_URL: 'http://127.0.0.1:9',
        ORR_BASE_URL: 'http://127.0.0.1:9',
        MAYORAL_DECISIONS_URL: 'http://127.0.0.1:9/mayoral',
        TORONTO_OPEN_DATA_URL: 'http://127.0.0.1:9/ckan',
        ...env,
      });
    await db.insert(sources).values({
      name: 'escribe:seedtest-op',
      connector: 'escribe',
      kind: 'council',
      baseUrl: 'http://127.0.0.1:9/operator',
      origin: 'operator',
    });
    // A municipality the registry does not hold yet: the env row is seeded without it.
    const [before] = await db
      .select({ id: municipalities.id })
      .from(municipalities)
      .where(eq(municipalities.name, 'Seedtestville'));
    expect(before).toBeUndefined();
    await seedSources(
      db,
      envSources(
        cfg({
          ESCRIBE_PORTALS: `trca=${portal.url},seedtestville=http://127.0.0.1:9/a,seedtest-op=http://127.0.0.1:9/env`,
        }),
      ),
    );
    await db.update(sources).set({ paused: true }).where(eq(sources.name, 'escribe:seedtestville'));
    let list = await listSources(db);
    expect(list.find((s) => s.name === 'escribe:seedtestville')).toMatchObject({ origin: 'env', municipalityId: null });
    // The operator's row of the same name is left as it was.
    expect(list.find((s) => s.name === 'escribe:seedtest-op')).toMatchObject({
      origin: 'operator',
      baseUrl: 'http://127.0.0.1:9/operator',
    });

    const [added] = await db.insert(municipalities).values({ name: 'Seedtestville' }).returning();
    await seedSources(
      db,
      envSources(cfg({ ESCRIBE_PORTALS: `trca=${portal.url},seedtestville=http://127.0.0.1:9/b` })),
    );
    list = await listSources(db);
    expect(list.find((s) => s.name === 'escribe:seedtestville')).toMatchObject({
      baseUrl: 'http://127.0.0.1:9/b',
      municipalityId: added!.id,
      municipalityName: 'Seedtestville',
      paused: true,
    });
    expect(list.find((s) => s.name === 'escribe:seedtest-op')).toMatchObject({ origin: 'operator' });

    // The variable no longer names it: the env row goes; the operator's row stays.
    await seedSources(db, envSources(cfg({ ESCRIBE_PORTALS: `trca=${portal.url}` })));
    list = await listSources(db);
    expect(list.some((s) => s.name === 'escribe:seedtestville')).toBe(false);
    expect(list.some((s) => s.name === 'escribe:seedtest-op')).toBe(true);
    await db.delete(sources).where(eq(sources.name, 'escribe:seedtest-op'));
    await db.delete(municipalities).where(eq(municipalities.id, added!.id));
  });
});

describe('runs and the schedule follow the table', () => {
  it('every source that is not paused has its schedule (keys without ":")', async () => {
    expect(await scheduleKeys()).toEqual([
      'ckan.toronto',
      'ero',
      'escribe.trca',
      'mayoral.toronto',
      'orr',
      'tmmis.toronto',
    ]);
    expect(scheduleKey('escribe:trca')).toBe('escribe.trca');
  });

  it('a paused or removed source is skipped by the ingest job; a resumed one is read again', async () => {
    const db = ctx.database.db;
    await db.update(sources).set({ paused: true }).where(eq(sources.name, 'escribe:trca'));
    const calls = portal.calendarCalls;
    expect(await ctx.app.pipeline.runScheduled('escribe:trca')).toBeNull();
    expect(await ctx.app.pipeline.runScheduled('escribe:nowhere')).toBeNull();
    expect(portal.calendarCalls).toBe(calls);
    await db.update(sources).set({ paused: false }).where(eq(sources.name, 'escribe:trca'));
    const result = await ctx.app.pipeline.runScheduled('escribe:trca');
    expect(result?.records).toBeGreaterThan(0);
    expect(portal.calendarCalls).toBe(calls + 1);
    await expect(ctx.app.pipeline.run('escribe:nowhere')).rejects.toThrow('unknown source escribe:nowhere');
  });
});

describe('the operators admin API', () => {
  const routes = (name: string) =>
    [
      ['GET', '/api/admin/sources'],
      ['POST', '/api/admin/sources/escribe/probe'],
      ['POST', '/api/admin/sources/escribe'],
      ['POST', `/api/admin/sources/${encodeURIComponent(name)}/pause`],
      ['POST', `/api/admin/sources/${encodeURIComponent(name)}/resume`],
      ['POST', `/api/admin/sources/${encodeURIComponent(name)}/run`],
      ['DELETE', `/api/admin/sources/${encodeURIComponent(name)}`],
    ] as const;

  it('a company admin gets 403 on every route, and nothing is read or written', async () => {
    const oakville = (await municipalityId('Oakville'))!;
    const count = await sourceCount();
    const calls = other.calendarCalls;
    for (const [method, url] of routes('escribe:trca')) {
      const res = await apiCall(ctx.app, method, url, companyAdmin.token, {
        municipality_id: oakville,
        base_url: other.url,
        name: 'sneaky',
      });
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 403,
        body: { detail: 'Only platform operators can do this.' },
      });
    }
    expect(await sourceCount()).toBe(count);
    expect(other.calendarCalls).toBe(calls);
    expect((await listSources(ctx.database.db)).find((s) => s.name === 'escribe:trca')!.paused).toBe(false);
    // Signed out: 401.
    expect((await apiCall(ctx.app, 'GET', '/api/admin/sources', undefined)).statusCode).toBe(401);
  });

  it('lists every source with its row and its status', async () => {
    const res = await apiCall(ctx.app, 'GET', '/api/admin/sources', operator.token);
    expect(res.statusCode).toBe(200);
    const trca = res.json().find((s: { source: string }) => s.source === 'escribe:trca');
    expect(trca).toMatchObject({
      connector: 'escribe',
      kind: 'conservation',
      base_url: portal.url,
      municipality_name: 'Toronto and Region Conservation Authority',
      time_zone: 'America/Toronto',
      paused: false,
      origin: 'env',
      last_error: null,
    });
    expect(trca.last_success_at).toEqual(expect.any(String));
  });

  it('refuses bad input with 400, duplicates with 409, an unreadable portal with 422, and writes nothing', async () => {
    const oakville = (await municipalityId('Oakville'))!;
    const count = await sourceCount();
    const keys = await scheduleKeys();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ municipality_id: oakville, base_url: 'ftp://pub-x.escribemeetings.com' }, 400, 'must start with http'],
      [{ municipality_id: oakville, base_url: 'not a url' }, 400, 'not a valid URL'],
      [{ municipality_id: oakville, base_url: 'https://user:pw@pub-x.escribemeetings.com' }, 400, 'credentials'],
      [{ municipality_id: oakville, base_url: `${other.url}?a=1`, name: 'x' }, 400, 'query'],
      [{ municipality_id: oakville, base_url: other.url }, 400, 'Give the source a name'],
      [{ municipality_id: oakville, base_url: other.url, name: 'Bad Name!' }, 400, 'source name'],
      [{ municipality_id: oakville, base_url: other.url, name: 'x', time_zone: 'Mars/Base' }, 400, 'not a time zone'],
      [{ municipality_id: 999_999, base_url: other.url, name: 'x' }, 400, 'no municipality'],
      [{ municipality_id: oakville, base_url: other.url, name: 'trca' }, 409, 'escribe:trca exists already'],
      [
        { municipality_id: oakville, base_url: `${portal.url}/`, name: 'again' },
        409,
        'already watched as escribe:trca',
      ],
      [{ municipality_id: oakville, base_url: junkUrl, name: 'junk' }, 422, 'not an eSCRIBE calendar'],
      [{ municipality_id: oakville, base_url: `${junkUrl}/big`, name: 'big' }, 422, 'larger than 4 MB'],
      [
        { municipality_id: oakville, base_url: 'http://127.0.0.1:9/closed', name: 'closed' },
        422,
        'could not be reached',
      ],
    ];
    for (const path of ['/api/admin/sources/escribe/probe', '/api/admin/sources/escribe'])
      for (const [body, status, detail] of cases) {
        const res = await apiCall(ctx.app, 'POST', path, operator.token, body);
        expect({ body, status: res.statusCode }).toEqual({ body, status });
        expect(res.json().detail).toContain(detail);
      }
    // Missing fields: the schema's 400.
    expect((await apiCall(ctx.app, 'POST', '/api/admin/sources/escribe', operator.token, {})).statusCode).toBe(400);
    expect(await sourceCount()).toBe(count);
    expect(await scheduleKeys()).toEqual(keys);
  }, 60_000);

  it('checks a portal (nothing saved), adds it, runs it into its municipality, pauses, resumes and removes it', async () => {
    const oakville = (await municipalityId('Oakville'))!;
    const body = { municipality_id: oakville, base_url: `${other.url}/`, name: 'oakville-test' };
    const probe = await apiCall(ctx.app, 'POST', '/api/admin/sources/escribe/probe', operator.token, body);
    expect(probe.statusCode).toBe(200);
    expect(probe.json()).toEqual({
      source: 'escribe:oakville-test',
      base_url: other.url,
      municipality_id: oakville,
      municipality_name: 'Oakville',
      meetings: 5,
    });
    expect((await listSources(ctx.database.db)).some((s) => s.name === 'escribe:oakville-test')).toBe(false);

    const added = await apiCall(ctx.app, 'POST', '/api/admin/sources/escribe', operator.token, body);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      source: 'escribe:oakville-test',
      connector: 'escribe',
      kind: 'council',
      base_url: other.url,
      municipality_name: 'Oakville',
      origin: 'operator',
      paused: false,
      last_run_at: null,
      meetings: 5,
    });
    // This instance scheduled it at once.
    expect(await scheduleKeys()).toContain('escribe.oakville-test');
    const again = await apiCall(ctx.app, 'POST', '/api/admin/sources/escribe', operator.token, body);
    expect(again.statusCode).toBe(409);

    // Run now: the meetings are stored under the portal's municipality.
    const run = await apiCall(
      ctx.app,
      'POST',
      `/api/admin/sources/${encodeURIComponent('escribe:oakville-test')}/run`,
      operator.token,
    );
    expect(run.json()).toMatchObject({ ok: true, records: 5 });
    const stored = await ctx.database.db
      .select({ municipalityId: meetings.municipalityId })
      .from(meetings)
      .where(eq(meetings.source, 'escribe:oakville-test'));
    expect(stored.length).toBe(5);
    expect(new Set(stored.map((m) => m.municipalityId))).toEqual(new Set([oakville]));

    const url = (action: string) => `/api/admin/sources/${encodeURIComponent('escribe:oakville-test')}/${action}`;
    const paused = await apiCall(ctx.app, 'POST', url('pause'), operator.token);
    expect(paused.json()).toMatchObject({ paused: true, last_run_at: expect.any(String) });
    expect(await scheduleKeys()).not.toContain('escribe.oakville-test');
    const refused = await apiCall(ctx.app, 'POST', url('run'), operator.token);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 409,
      body: { detail: 'This source is paused: resume it to run it' },
    });
    expect((await apiCall(ctx.app, 'POST', url('resume'), operator.token)).json()).toMatchObject({ paused: false });
    expect(await scheduleKeys()).toContain('escribe.oakville-test');

    const removed = await apiCall(
      ctx.app,
      'DELETE',
      `/api/admin/sources/${encodeURIComponent('escribe:oakville-test')}`,
      operator.token,
    );
    expect(removed.statusCode).toBe(204);
    expect(await scheduleKeys()).not.toContain('escribe.oakville-test');
    expect((await listSources(ctx.database.db)).some((s) => s.name === 'escribe:oakville-test')).toBe(false);
    for (const action of ['pause', 'resume', 'run'])
      expect((await apiCall(ctx.app, 'POST', url(action), operator.token)).statusCode).toBe(404);
  }, 60_000);

  it('a source from the environment cannot be removed (it would come back on start): 409, pause it instead', async () => {
    const res = await apiCall(
      ctx.app,
      'DELETE',
      `/api/admin/sources/${encodeURIComponent('escribe:trca')}`,
      operator.token,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toContain('comes from the environment');
    expect((await listSources(ctx.database.db)).some((s) => s.name === 'escribe:trca')).toBe(true);
  });

  it('a name is taken from a pub-<name>.escribemeetings.com address', async () => {
    const { escribeSourceName, portalAddress } = await import('../../src/pipeline/source-input.js');
    expect(escribeSourceName(portalAddress('https://pub-guelph.escribemeetings.com/'), undefined)).toBe(
      'escribe:guelph',
    );
    expect(escribeSourceName(portalAddress('https://pub-guelph.escribemeetings.com'), 'escribe:guelph-2')).toBe(
      'escribe:guelph-2',
    );
  });
});
