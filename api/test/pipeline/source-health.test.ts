import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { meetings, municipalities, properties, sourceStatus, sources } from '../../src/db/schema/index.js';
import type { OutboxRecord } from '../../src/notifications/mailer.js';
import { setPlatformOperator } from '../../src/operators/platform-operators.js';
import { challengeIn } from '../../src/pipeline/connectors/challenge.js';
import { createPoliteFetch, SourceChallengeError, withRequestTally } from '../../src/pipeline/connectors/http.js';
import { degradedMessage } from '../../src/pipeline/degraded-sources.js';
import { classifyFailure, healthReason, shortText } from '../../src/pipeline/source-health.js';
import { sourceLabel } from '../../src/pipeline/source-labels.js';
import { apiCall, createTestContext, registerUser, type TestContext } from '../helpers/helpers.js';

/*
 * Source health: every run records it, a source that fails three runs in a row or answers like a bot wall is
 * degraded, the platform operators get one mail when it degrades and one when it recovers, and the users whose
 * properties depend on it see it (GET /api/sources/health). The live portals are out of reach in tests: loopback
 * HTTP servers speak eSCRIBE's protocol (the calendar's POST) and answer as a portal behind a bot wall does:
 * 403 to every request, or Cloudflare's "Just a moment..." page with a 200 where JSON was expected.
 */

const CLOUDFLARE_PAGE = `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta name="robots" content="noindex,nofollow">
</head><body><div class="main-wrapper" role="main"><div class="main-content"><noscript>Enable JavaScript and cookies to continue</noscript></div></div>
<script>(function(){window._cf_chl_opt={cvId: '3',cZone: "secure.toronto.ca",cType: 'managed'};var a=document.createElement('script');a.src='/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1?ray=8';document.getElementsByTagName('head')[0].appendChild(a);}());</script></body></html>`;

const AKAMAI_PAGE = `<HTML><HEAD>
<TITLE>Access Denied</TITLE>
</HEAD><BODY>
<H1>Access Denied</H1>
You don't have permission to access "http&#58;&#47;&#47;secure&#46;toronto&#46;ca&#47;council&#47;api&#47;" on this server.<P>
Reference&#32;&#35;18&#46;2f3c1402&#46;1732900000&#46;5a1b2c3
</BODY>
</HTML>`;

describe('telling a bot wall from data', () => {
  it('recognises challenge and block pages, not ordinary pages', () => {
    expect(challengeIn(CLOUDFLARE_PAGE)).toBe('Cloudflare');
    expect(challengeIn(AKAMAI_PAGE)).toBe('Access denied');
    expect(challengeIn('<html><head><title>Please complete the CAPTCHA</title></head></html>')).toBe('captcha');
    expect(challengeIn('<html><head><title>Request unsuccessful. Incapsula incident ID: 1</title></head>')).toBe(
      'Imperva',
    );
    // An agenda about access, with a comment form's captcha widget, is an ordinary page.
    expect(
      challengeIn(
        '<html><head><title>Planning and Housing Committee - Agenda</title></head><body><h2>Access denied to a laneway: appeal</h2><div class="g-recaptcha" data-sitekey="x"></div></body></html>',
      ),
    ).toBeNull();
  });

  it('the polite fetch says a bot-check page in a type, and counts every answer of the run', async () => {
    let answer = 'challenge';
    const server = createServer((_req, res) => {
      if (answer === 'challenge')
        res.writeHead(403, { 'content-type': 'text/html; charset=UTF-8' }).end(CLOUDFLARE_PAGE);
      else if (answer === 'page')
        res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Agenda</title>' + 'x'.repeat(40_000));
      else res.writeHead(403, { 'content-type': 'text/plain' }).end('Forbidden');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/meetings?api_key=SECRET-KEY`;
    const politeFetch = createPoliteFetch({ userAgent: 'ParcelwatchTest/1.0', minIntervalMs: 0, backoffMs: 1 });
    try {
      const tally = { statuses: [] as Array<number | null>, challenges: 0 };
      const challenged = await withRequestTally(tally, () => politeFetch(url)).catch((e: unknown) => e);
      expect(challenged).toBeInstanceOf(SourceChallengeError);
      expect((challenged as SourceChallengeError).challenge).toBe('Cloudflare');
      answer = 'refused';
      await expect(withRequestTally(tally, () => politeFetch(url))).rejects.toMatchObject({ status: 403 });
      expect(tally).toEqual({ statuses: [403, 403], challenges: 1 });
      // An ordinary HTML page is read whole after the look at its first bytes.
      answer = 'page';
      const page = await (await politeFetch(url)).text();
      expect(page).toHaveLength('<title>Agenda</title>'.length + 40_000);
      // A reason in words never carries the query of a URL (the CanLII key travels in one).
      expect(shortText(`${url} answered 500`)).not.toContain('SECRET-KEY');
    } finally {
      server.close();
    }
  });

  it('classifies a run and says why in words', () => {
    const refused = classifyFailure(new Error('x answered 403'), { statuses: [403, 403, 403], challenges: 0 });
    expect(refused.kind).toBe('refused-403');
    expect(healthReason(refused, 1, 1)).toBe('The portal refused our requests (403) on the last run');
    expect(healthReason(refused, 3, 3)).toBe('The portal refused our requests (403) on the last 3 runs');
    const mixed = classifyFailure(new Error('x'), { statuses: [429, 403], challenges: 0 });
    expect(healthReason(mixed, 2, 2)).toBe('The portal refused our requests (403 and 429) on the last 2 runs');
    // Some requests answered: not a bot wall, an ordinary failure.
    const partly = classifyFailure(new Error('escribe:x: GetCalendarMeetings answered without a "d" list'), {
      statuses: [200, 403],
      challenges: 0,
    });
    expect(partly.kind).toBe('error');
    expect(healthReason(partly, 3, 3)).toBe(
      'The last 3 runs failed: escribe:x: GetCalendarMeetings answered without a "d" list',
    );
    const challenge = classifyFailure(new Error('x'), { statuses: [200], challenges: 1 });
    expect(healthReason(challenge, 1, 1)).toBe('The portal answered with a bot-check page instead of data');
  });

  it('labels sources and writes the banner', () => {
    expect(sourceLabel('tmmis:toronto', { connector: 'tmmis', kind: 'council', municipalityName: 'Toronto' })).toBe(
      'Toronto council agendas',
    );
    expect(
      sourceLabel('escribe:trca', {
        connector: 'escribe',
        kind: 'conservation',
        municipalityName: 'Toronto and Region Conservation Authority',
      }),
    ).toBe('TRCA agendas');
    expect(sourceLabel('canlii:onlt')).toBe('Ontario Land Tribunal decisions');
    expect(sourceLabel('ero')).toBe('Environmental Registry proposals');
    // The day in Toronto: 03:00 UTC on Nov 27 is still Nov 26 there.
    expect(
      degradedMessage('Toronto council agendas', new Date('2026-11-27T03:00:00Z'), new Date('2026-11-29T12:00:00Z')),
    ).toBe('Toronto council agendas have not been read since Nov 26. Alerts from them may be missing.');
    expect(degradedMessage('TRCA agendas', null)).toBe(
      'TRCA agendas have never been read. Alerts from them may be missing.',
    );
  });
});

type Mode = 'ok' | '403' | 'challenge' | '500';

describe('source health through real runs (loopback eSCRIBE portals)', () => {
  let ctx: TestContext;
  const servers: Server[] = [];
  const mode: Record<string, Mode> = { toronto: 'ok', trca: 'ok', hamilton: 'ok' };
  const requests: Record<string, number> = { toronto: 0, trca: 0, hamilton: 0 };
  let operators: string[];
  let bystander: string;
  let acme: { token: string; torontoProperty: string; ottawaProperty: string };
  let other: { token: string; ottawaProperty: string };
  let empty: { token: string };

  const portal = (name: string) =>
    createServer((req, res) => {
      requests[name]! += 1;
      req.resume();
      req.on('end', () => {
        const m = mode[name];
        if (m === '403') return void res.writeHead(403, { 'content-type': 'text/plain' }).end('Forbidden');
        if (m === '500') return void res.writeHead(500, { 'content-type': 'text/plain' }).end('Server Error');
        if (m === 'challenge')
          return void res.writeHead(200, { 'content-type': 'text/html; charset=UTF-8' }).end(CLOUDFLARE_PAGE);
        if (req.method === 'POST' && req.url === '/MeetingsCalendarView.aspx/GetCalendarMeetings')
          return void res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end('{"d":[]}');
        res.writeHead(404).end();
      });
    });

  const listen = async (name: string) => {
    const server = portal(name);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `${name}=http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  const municipalityId = async (name: string) => {
    const [row] = await ctx.database.db.select().from(municipalities).where(eq(municipalities.name, name));
    return row!.id;
  };

  const insertProperty = async (companyId: string, name: string, municipality: string) => {
    const [row] = await ctx.database.db
      .insert(properties)
      .values({ companyId, name, address: `${name} address`, municipalityId: await municipalityId(municipality) })
      .returning();
    return row!.id;
  };

  const status = async (source: string) => {
    const [row] = await ctx.database.db.select().from(sourceStatus).where(eq(sourceStatus.source, source));
    return row!;
  };

  /** The outbox's mails of one kind, by recipient. */
  const mails = async (kind: string) => {
    const names = await readdir(ctx.config.outboxDir).catch(() => [] as string[]);
    const records: OutboxRecord[] = [];
    for (const name of names.filter((n) => n.endsWith('.json')))
      records.push(JSON.parse(await readFile(path.join(ctx.config.outboxDir, name), 'utf8')) as OutboxRecord);
    return records.filter((r) => r.kind === kind);
  };

  const run = (source: string) => ctx.app.pipeline.run(source);
  const health = async (token: string) => {
    const res = await apiCall(ctx.app, 'GET', '/api/sources/health', token);
    expect(res.statusCode).toBe(200);
    return res.json() as {
      degraded: Array<{
        source: string;
        label: string;
        reason: string;
        message: string;
        property_ids: string[];
        last_success_at: string | null;
        degraded_since: string;
      }>;
    };
  };

  beforeAll(async () => {
    const portals = [await listen('toronto'), await listen('trca'), await listen('hamilton')];
    ctx = await createTestContext({
      ESCRIBE_PORTALS: portals.join(','),
      INGEST_MIN_INTERVAL_MS: '0',
      INGEST_USER_AGENT: 'ParcelwatchTest/1.0',
    });
    // The sources table (filled from the environment at start, and by operators): what each source concerns.
    await ctx.database.db
      .insert(sources)
      .values([
        {
          name: 'escribe:toronto',
          connector: 'escribe',
          kind: 'council',
          baseUrl: 'http://127.0.0.1/',
          municipalityId: await municipalityId('Toronto'),
        },
        {
          name: 'escribe:trca',
          connector: 'escribe',
          kind: 'conservation',
          baseUrl: 'http://127.0.0.1/',
          municipalityId: await municipalityId('Toronto and Region Conservation Authority'),
        },
        {
          name: 'escribe:hamilton',
          connector: 'escribe',
          kind: 'council',
          baseUrl: 'http://127.0.0.1/',
          municipalityId: await municipalityId('Hamilton'),
        },
        { name: 'ero', connector: 'ero', kind: 'provincial', baseUrl: 'http://127.0.0.1/', municipalityId: null },
      ])
      // The start seeded rows of these names from ESCRIBE_PORTALS and the defaults (their addresses are the loopback
      // portals': kept); what each concerns is this test's.
      .onConflictDoUpdate({
        target: sources.name,
        set: {
          connector: sql`excluded.connector`,
          kind: sql`excluded.kind`,
          municipalityId: sql`excluded.municipality_id`,
        },
      });
    const op1 = await registerUser(ctx.app, { company_name: 'Platform' });
    const op2 = await registerUser(ctx.app, { company_name: 'Platform Two' });
    for (const op of [op1, op2]) await setPlatformOperator(ctx.database.db, op.email, true);
    operators = [op1.email, op2.email];
    const a = await registerUser(ctx.app, { company_name: 'Acme' });
    acme = {
      token: a.token,
      torontoProperty: await insertProperty(a.user.company_id, 'King West lot', 'Toronto'),
      ottawaProperty: await insertProperty(a.user.company_id, 'Bank Street lot', 'Ottawa'),
    };
    bystander = a.email;
    const b = await registerUser(ctx.app, { company_name: 'Other Co' });
    other = { token: b.token, ottawaProperty: await insertProperty(b.user.company_id, 'Rideau lot', 'Ottawa') };
    const c = await registerUser(ctx.app, { company_name: 'No Properties Yet' });
    empty = { token: c.token };
  });

  afterAll(async () => {
    await ctx?.close();
    for (const server of servers) server.close();
  });

  it('a source that refuses every request (403) three runs in a row is degraded once, with one mail to each operator', async () => {
    await run('escribe:toronto');
    const healthy = await status('escribe:toronto');
    expect(healthy).toMatchObject({ consecutiveFailures: 0, degradedAt: null, degradedReason: null });
    expect(healthy.lastSuccessAt).toBeInstanceOf(Date);

    mode.toronto = '403';
    await expect(run('escribe:toronto')).rejects.toMatchObject({ status: 403 });
    const first = await status('escribe:toronto');
    // A bot wall degrades at once.
    expect(first.consecutiveFailures).toBe(1);
    expect(first.degradedAt).toBeInstanceOf(Date);
    expect(first.degradedReason).toBe('The portal refused our requests (403) on the last run');
    await expect(run('escribe:toronto')).rejects.toMatchObject({ status: 403 });
    await expect(run('escribe:toronto')).rejects.toMatchObject({ status: 403 });
    const third = await status('escribe:toronto');
    expect(third.consecutiveFailures).toBe(3);
    expect(third.degradedReason).toBe('The portal refused our requests (403) on the last 3 runs');
    expect(third.degradedAt!.getTime()).toBe(first.degradedAt!.getTime());

    await ctx.app.jobs.drain();
    const sent = await mails('source-degraded');
    expect(sent.map((m) => m.to).sort()).toEqual([...operators].sort());
    expect(sent.some((m) => m.to === bystander)).toBe(false);
    const mail = sent[0]!;
    expect(mail.subject).toBe('Source degraded: Toronto council agendas');
    expect(mail.text).toContain('Toronto council agendas (source escribe:toronto) is degraded since');
    expect(mail.text).toContain('Reason: The portal refused our requests (403) on the last run.');
    expect(mail.text).toContain('Its last successful read was on');
    expect(mail.link).toBe('http://localhost:3000/operator/sources');
  });

  it("shows the users whose properties depend on it the banner, and never another company's properties", async () => {
    const mine = await health(acme.token);
    expect(mine.degraded).toHaveLength(1);
    const [entry] = mine.degraded;
    const { lastSuccessAt } = await status('escribe:toronto');
    expect(entry).toMatchObject({
      source: 'escribe:toronto',
      label: 'Toronto council agendas',
      reason: 'The portal refused our requests (403) on the last 3 runs',
      property_ids: [acme.torontoProperty],
      last_success_at: lastSuccessAt!.toISOString(),
      message: `Toronto council agendas have not been read since ${lastSuccessAt!.toLocaleDateString('en-CA', {
        timeZone: 'America/Toronto',
        month: 'short',
        day: 'numeric',
      })}. Alerts from them may be missing.`,
    });
    // Ottawa's company: Toronto's council does not concern it.
    expect((await health(other.token)).degraded).toEqual([]);
    expect((await apiCall(ctx.app, 'GET', '/api/sources/health')).statusCode).toBe(401);
  });

  it('a bot-check page where data was expected degrades at once; a body reaches its members', async () => {
    mode.trca = 'challenge';
    await expect(run('escribe:trca')).rejects.toBeInstanceOf(SourceChallengeError);
    const row = await status('escribe:trca');
    expect(row.consecutiveFailures).toBe(1);
    expect(row.degradedReason).toBe('The portal answered with a bot-check page instead of data');
    const mine = await health(acme.token);
    const trca = mine.degraded.find((d) => d.source === 'escribe:trca')!;
    // Toronto is a member of the TRCA: its property is concerned, the Ottawa one is not.
    expect(trca).toMatchObject({
      label: 'TRCA agendas',
      property_ids: [acme.torontoProperty],
      message: 'TRCA agendas have never been read. Alerts from them may be missing.',
    });
    expect((await health(other.token)).degraded).toEqual([]);
    await ctx.app.jobs.drain();
    expect((await mails('source-degraded')).filter((m) => m.subject === 'Source degraded: TRCA agendas')).toHaveLength(
      2,
    );
  });

  it('a source never run whose meetings are stored (demo data, an import) says since when its data is there', async () => {
    const stored = new Date('2026-11-20T15:00:00Z');
    await ctx.database.db.insert(meetings).values({
      source: 'escribe:trca',
      sourceId: 'trca-imported-1',
      municipalityId: (
        await ctx.database.db
          .select()
          .from(municipalities)
          .where(eq(municipalities.name, 'Toronto and Region Conservation Authority'))
      )[0]!.id,
      title: 'Board of Directors',
      startsAt: stored,
      createdAt: stored,
    });
    const trca = (await health(acme.token)).degraded.find((d) => d.source === 'escribe:trca')!;
    expect(trca).toMatchObject({
      last_success_at: stored.toISOString(),
      message: 'TRCA agendas have not been read since Nov 20. Alerts from them may be missing.',
    });
  });

  it('ordinary failures degrade on the third run in a row, decided once even when two runs race', async () => {
    mode.hamilton = '500';
    await expect(run('escribe:hamilton')).rejects.toMatchObject({ status: 500 });
    await expect(run('escribe:hamilton')).rejects.toMatchObject({ status: 500 });
    const second = await status('escribe:hamilton');
    expect(second).toMatchObject({ consecutiveFailures: 2, degradedAt: null, degradedReason: null });
    // Two workers run the source at once: both fail, exactly one of them degrades it.
    await Promise.allSettled([run('escribe:hamilton'), run('escribe:hamilton')]);
    const row = await status('escribe:hamilton');
    expect(row.consecutiveFailures).toBe(4);
    expect(row.degradedReason).toBe('The last 4 runs failed: the portal answered 500 (server error)');
    await ctx.app.jobs.drain();
    const hamilton = (await mails('source-degraded')).filter(
      (m) => m.subject === 'Source degraded: Hamilton council agendas',
    );
    expect(hamilton.map((m) => m.to).sort()).toEqual([...operators].sort());
    expect(hamilton[0]!.text).toContain('Reason: The last 3 runs failed: the portal answered 500 (server error).');
  });

  it('province-wide sources concern every company with a property, and nobody without one', async () => {
    await ctx.database.db.insert(sourceStatus).values({
      source: 'ero',
      degradedAt: new Date(),
      degradedReason: 'The last 3 runs failed: x',
      consecutiveFailures: 3,
    });
    const ero = (await health(other.token)).degraded.find((d) => d.source === 'ero')!;
    expect(ero).toMatchObject({ label: 'Environmental Registry proposals', property_ids: [other.ottawaProperty] });
    expect((await health(acme.token)).degraded.find((d) => d.source === 'ero')!.property_ids.sort()).toEqual(
      [acme.torontoProperty, acme.ottawaProperty].sort(),
    );
    expect((await health(empty.token)).degraded).toEqual([]);
    await ctx.database.db.delete(sourceStatus).where(eq(sourceStatus.source, 'ero'));
  });

  it('a successful run clears the degraded state, with one recovery mail to each operator', async () => {
    mode.toronto = 'ok';
    await run('escribe:toronto');
    await run('escribe:toronto');
    const row = await status('escribe:toronto');
    expect(row).toMatchObject({ consecutiveFailures: 0, degradedAt: null, degradedReason: null, failureKind: null });
    await ctx.app.jobs.drain();
    const recovered = await mails('source-recovered');
    expect(recovered.map((m) => m.to).sort()).toEqual([...operators].sort());
    expect(recovered[0]!.subject).toBe('Source recovered: Toronto council agendas');
    expect(recovered[0]!.text).toContain('It had been degraded since');
    expect(recovered[0]!.text).toContain('The portal refused our requests (403) on the last 3 runs.');
    // Still one degraded mail per operator for Toronto: nothing more was sent while it stayed degraded.
    expect(
      (await mails('source-degraded')).filter((m) => m.subject === 'Source degraded: Toronto council agendas'),
    ).toHaveLength(2);
    // The banner is gone for Toronto; TRCA and Hamilton are still degraded.
    const left = (await health(acme.token)).degraded.map((d) => d.source);
    expect(left).toEqual(['escribe:trca']);
    const rows = await ctx.database.db
      .select({ source: sourceStatus.source })
      .from(sourceStatus)
      .where(inArray(sourceStatus.source, ['escribe:trca', 'escribe:hamilton']));
    expect(rows).toHaveLength(2);
    expect(requests.toronto).toBeGreaterThanOrEqual(6);
  });
});
