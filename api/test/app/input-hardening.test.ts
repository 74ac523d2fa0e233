/**
 * Input the API must refuse or neutralize, over the real app and database (PGlite, or PostgreSQL with row-level
 * security when TEST_DATABASE_URL is set): integers beyond int32, database constraint violations, e-mail
 * addresses a mail library would read differently, HTML in server-written pages, and non-http(s) links.
 */
import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import {
  documents,
  meetings,
  municipalities,
  projectInsights,
  properties,
  proposalAttachments,
  proposals,
  users,
} from '../../src/db/schema/index.js';
import { constraintAnswer, databaseError } from '../../src/lib/constraint-errors.js';
import { isValidEmail } from '../../src/lib/email-address.js';
import { escapeHtml, html } from '../../src/lib/html.js';
import { isHttpUrl, withSafeUrls } from '../../src/lib/http-url.js';
import { recipient } from '../../src/notifications/mailer.js';
import errorsPlugin from '../../src/plugins/app/errors.js';
import { ingestMeetings } from '../../src/pipeline/store.js';
import { ingestProposals } from '../../src/pipeline/store-registries.js';
import {
  apiCall,
  createTestContext,
  newestMail,
  registerUser,
  STRONG_PASSWORD,
  type RegisteredUser,
  type TestContext,
} from '../helpers/helpers.js';

let ctx: TestContext;
let owner: RegisteredUser;
let torontoId: number;
let propertyId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await registerUser(ctx.app, { company_name: 'Input Co' });
  const [toronto] = await ctx.database.db.select().from(municipalities).where(eq(municipalities.name, 'Toronto'));
  torontoId = toronto!.id;
  const [property] = await ctx.database.db
    .insert(properties)
    .values({ companyId: owner.user.company_id, name: 'Input Tower', municipalityId: torontoId })
    .returning();
  propertyId = property!.id;
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const INT32_OVER = 2 ** 31;

describe('integers beyond int32', () => {
  it.each([
    ['POST', '/api/notifications/follows', () => ({ alert_id: INT32_OVER })],
    ['POST', '/api/notifications/follows', () => ({ alert_id: 1, agenda_item_id: 2 ** 53 })],
    [
      'POST',
      '/api/properties/',
      () => ({ address: '1 Front St W, Toronto', municipality_id: INT32_OVER, nickname: 'Big' }),
    ],
    [
      'POST',
      '/api/properties/',
      () => ({
        address: '1 Front St W, Toronto',
        municipality_id: torontoId,
        nickname: 'Big',
        selectedCommittees: [INT32_OVER],
      }),
    ],
    ['POST', '/api/committees/property/:property/committees', () => ({ committee_ids: [1, INT32_OVER] })],
    ['PUT', '/api/companies/municipalities', () => ({ municipality_ids: [torontoId, 4294967296] })],
  ] as const)('%s %s answers 400 with a sentence', async (method, route, body) => {
    const res = await apiCall(ctx.app, method, route.replace(':property', propertyId), owner.token, body());
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/must be <= 2147483647/);
  });

  it.each([
    '/api/alerts/2147483648',
    '/api/meetings/9007199254740993',
    '/api/legal-decisions/99999999999999999999/attachments',
  ])('GET %s answers 404, not 500', async (url) => {
    const res = await apiCall(ctx.app, 'GET', url, owner.token);
    expect(res.statusCode).toBe(404);
  });
});

describe('database constraint violations reaching the error handler', () => {
  /** A real query on the test database whose failure a route would let through to the error handler. */
  async function failing(query: ReturnType<typeof sql>) {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/boom', async () => {
      await ctx.database.db.execute(query);
      return { ok: true };
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    return res;
  }

  it('a unique violation answers 409 naming what is taken, without SQL', async () => {
    const res = await failing(
      sql`insert into users (company_id, email, first_name, last_name, role) values (${owner.user.company_id}, ${owner.email}, 'A', 'B', 'analyst')`,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'An account with this email already exists' });
  });

  it('a foreign key violation answers 400; not null and check violations 400; out of range and bad text 400', async () => {
    const fk = await failing(
      sql`insert into properties (company_id, name) values ('00000000-0000-4000-8000-000000000000', 'x')`,
    );
    expect(fk.statusCode).toBe(400);
    expect(fk.json()).toEqual({ detail: 'Something this request refers to does not exist' });
    const notNull = await failing(
      sql`insert into properties (company_id, name) values (${owner.user.company_id}, null)`,
    );
    expect(notNull.statusCode).toBe(400);
    expect(notNull.json().detail).toBe('A required value is missing');
    const check = await failing(sql`update users set role = 'owner' where id = ${owner.user.id}`);
    expect(check.statusCode).toBe(400);
    expect(check.json()).toEqual({ detail: 'A value is not allowed' });
    const range = await failing(sql`select * from alerts where id = ${'2147483648'}::integer`);
    expect(range.statusCode).toBe(400);
    expect(range.json()).toEqual({ detail: 'A number is out of range' });
    const text = await failing(sql`select * from alerts where id = ${'1e20'}::integer`);
    expect(text.statusCode).toBe(400);
    for (const res of [fk, notNull, check, range, text])
      expect(res.body).not.toMatch(/insert|select|violates|relation|constraint/i);
  });

  it('reads the code from a pg or PGlite error, bare or wrapped as a cause', () => {
    const bare = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      code: '23505',
      constraint: 'users_email_unique',
    });
    expect(constraintAnswer(bare)).toEqual({ status: 409, detail: 'An account with this email already exists' });
    const wrapped = Object.assign(new Error('Failed query: insert ...'), { cause: bare });
    expect(constraintAnswer(wrapped)?.status).toBe(409);
    expect(databaseError(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBeUndefined();
    expect(databaseError(Object.assign(new Error('x'), { code: 'EPIPE' }))).toBeUndefined();
    expect(constraintAnswer(Object.assign(new Error('x'), { code: '40001' }))).toBeUndefined();
    const stillUsed = Object.assign(
      new Error('update or delete on table "a" violates foreign key constraint "b" on table "c"'),
      { code: '23503' },
    );
    expect(constraintAnswer(stillUsed)?.status).toBe(409);
  });
});

describe("inviting another company's user", () => {
  it('answers the same clear 400 on every database, and nothing is written', async () => {
    const other = await registerUser(ctx.app, { company_name: 'Other Co' });
    const before = await ctx.database.db.select().from(users).where(eq(users.companyId, owner.user.company_id));
    const res = await apiCall(ctx.app, 'POST', '/api/companies/users', owner.token, {
      email: other.email.toUpperCase(),
      first_name: 'Tak',
      last_name: 'En',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'A user with this email already exists' });
    const after = await ctx.database.db.select().from(users).where(eq(users.companyId, owner.user.company_id));
    expect(after).toHaveLength(before.length);
  });
});

describe('the unsubscribe page escapes what it shows', () => {
  it('an e-mail address with markup and quotes comes out as text', async () => {
    const user = await registerUser(ctx.app, { company_name: 'Escape Co' });
    // Stored before the strict grammar (or by another path): the page must be safe whatever the row holds.
    const hostile = `"><script>alert('x')</script><img src=x onerror=alert(1)>@example.com`;
    await ctx.database.db.update(users).set({ email: hostile }).where(eq(users.id, user.user.id));
    const token = ctx.app.notifications.unsubscribeTokens.sign(user.user.id);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).not.toContain('<script>');
    expect(res.body).not.toContain('<img');
    expect(res.body).toContain(
      '&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;@example.com',
    );
  });

  it('the html tag escapes every value and keeps nested html as is', () => {
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p title="${`"'`}">${inner}${['<', html`<br>`]}</p>`.value).toBe(
      '<p title="&quot;&#39;"><b>&lt;i&gt;</b>&lt;<br></p>',
    );
    expect(escapeHtml(null)).toBe('');
  });
});

describe('e-mail addresses: one strict grammar', () => {
  const invalid = [
    'x<y@evil.example>z.example',
    'Name <y@evil.example>',
    'a@b',
    '"a b"@x.com',
    '"a"@x.com',
    'a@-x.com',
    'a@x-.com',
    'a@x..com',
    '.a@x.com',
    'a.@x.com',
    'a..b@x.com',
    'a b@x.com',
    'a@x.com (comment)',
    'a(comment)@x.com',
    'a@[127.0.0.1]',
    'a@127.0.0.1',
    'a@x.c0m',
    'a@x.c',
    'a\\b@x.com',
    'a,b@x.com',
    'a;b@x.com',
    'a@b@x.com',
    'a@x.com\n',
    'a@x.com\r\nBcc: victim@x.com',
    'pаypal@example.com', // Cyrillic а in the local part
    'a@exаmple.com', // Cyrillic а in the domain
    'a@ｅxample.com', // full-width e
    `${'a'.repeat(65)}@x.com`,
    `a@${'b'.repeat(64)}.com`,
    `a@${Array.from({ length: 60 }, () => 'abcd').join('.')}.com`, // over 254
    '',
    '@x.com',
    'a@',
  ];
  it.each(invalid)('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  const valid = [
    'user-1-abc123@example.com',
    'ada.lovelace@maple.example',
    "o'brien+tag@mail.co.uk",
    'x_y=z!#$%&*/?^`{|}~@a-b.ca',
    'a@xn--80ak6aa92e.com',
    `${'a'.repeat(64)}@x.com`,
    'A@Example.COM',
  ];
  it.each(valid)('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it('sign-up refuses the address a mailer would read as y@evil.example; so do invitation and the company contact', async () => {
    const signUp = await apiCall(ctx.app, 'POST', '/api/custom-auth/register', undefined, {
      email: 'x<y@evil.example>z.example',
      password: STRONG_PASSWORD,
      first_name: 'X',
      last_name: 'Y',
      company_name: 'Evil',
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json()).toEqual({ detail: 'Please enter a valid email address' });
    const invite = await apiCall(ctx.app, 'POST', '/api/companies/users', owner.token, {
      email: '"a b"@x.com',
      first_name: 'A',
      last_name: 'B',
    });
    expect(invite.json()).toEqual({ detail: 'Please enter a valid email address' });
    const contact = await apiCall(ctx.app, 'PUT', '/api/companies/settings', owner.token, {
      contact_email: 'a@-x.com',
    });
    expect(contact.json()).toEqual({ detail: 'Please enter a valid email address' });
  });

  it('the mailer refuses an address that fails the grammar, and sends a valid one to exactly that mailbox', async () => {
    const stored = 'x<y@evil.example>z.example';
    await expect(
      ctx.app.mailer.send({ kind: 'test', to: stored, subject: 's', text: 't', html: '<p>t</p>' }),
    ).rejects.toThrow(/not a plain e-mail address/);
    expect(await newestMail(ctx.config.outboxDir, 'y@evil.example')).toBeNull();
    expect(() => recipient('Name <y@evil.example>')).toThrow();
    expect(recipient('ada@example.com')).toEqual({ name: '', address: 'ada@example.com' });

    // A reset for a row holding such an address (stored before the grammar) sends nothing anywhere.
    const user = await registerUser(ctx.app, { company_name: 'Lax Co' });
    await ctx.database.db.update(users).set({ email: stored }).where(eq(users.id, user.user.id));
    const reset = await apiCall(ctx.app, 'POST', '/api/custom-auth/request-password-reset', undefined, {
      email: stored,
    });
    expect(reset.statusCode).toBe(200);
    expect(await newestMail(ctx.config.outboxDir, 'y@evil.example')).toBeNull();
  });
});

describe('links: http(s) only', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'http://',
    'https:// x',
    '//evil.example/x',
  ])('an insight refuses %j in insight_data.source_document_url and in document_url', async (url) => {
    const inData = await apiCall(ctx.app, 'POST', '/api/project-insights/', owner.token, {
      property_id: propertyId,
      category_slug: 'competitors',
      title: 'Hostile link',
      insight_data: { source_document_url: url },
    });
    expect(inData.statusCode).toBe(400);
    expect(inData.json().detail).toMatch(/http:\/\/ or https:\/\//);
    const inField = await apiCall(ctx.app, 'POST', '/api/project-insights/', owner.token, {
      property_id: propertyId,
      category_slug: 'competitors',
      title: 'Hostile link',
      document_url: url,
    });
    expect(inField.statusCode).toBe(400);
  });

  it('any key ending in url inside insight_data is checked; https is kept', async () => {
    const nested = await apiCall(ctx.app, 'POST', '/api/project-insights/', owner.token, {
      property_id: propertyId,
      category_slug: 'competitors',
      title: 'x',
      insight_data: { pdf_url: 'javascript:1' },
    });
    expect(nested.statusCode).toBe(400);
    const ok = await apiCall(ctx.app, 'POST', '/api/project-insights/', owner.token, {
      property_id: propertyId,
      category_slug: 'precedents',
      title: 'Good link',
      source_id: 'good',
      insight_data: { source_document_url: 'https://www.olt.gov.on.ca/decision.pdf', note: 'kept' },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().insight_data).toEqual({
      source_document_url: 'https://www.olt.gov.on.ca/decision.pdf',
      note: 'kept',
    });
  });

  it('a link stored before (or by the analysis) that is not http(s) is served as null', async () => {
    const [row] = await ctx.database.db
      .insert(projectInsights)
      .values({
        companyId: owner.user.company_id,
        propertyId,
        categorySlug: 'city_growth',
        title: 'Legacy',
        sourceId: 'legacy',
        documentUrl: 'javascript:alert(1)',
        insightData: {
          source_document_url: 'javascript:alert(1)',
          nested: { url: 'data:text/html,x' },
          links: [{ url: 'javascript:1' }, { url: 'https://ok.example/a' }],
        },
      })
      .returning();
    const res = await apiCall(ctx.app, 'GET', `/api/project-insights/${propertyId}?category=city_growth`, owner.token);
    const body = res.json().items.find((i: { id: number }) => i.id === row!.id);
    expect(body.document_url).toBeNull();
    expect(body.insight_data).toEqual({
      source_document_url: null,
      nested: { url: null },
      links: [{ url: 'https://ok.example/a' }],
    });
  });

  it('links from a source are filtered before they are stored', async () => {
    await ingestMeetings(ctx.database.db, [
      {
        source: 'test:links',
        sourceId: 'm1',
        municipality: 'Toronto',
        committee: 'City Council',
        title: 'City Council',
        startsAt: new Date('2026-12-01T15:00:00Z'),
        agendaUrl: 'javascript:alert(1)',
        items: [
          {
            sourceId: 'i1',
            title: 'Item',
            documentLinks: [
              { title: 'bad', url: 'javascript:alert(1)' },
              { title: 'good', url: 'https://example.test/a.pdf' },
            ],
          },
        ],
        documents: [
          { sourceId: 'bad', title: 'Bad', url: 'javascript:alert(1)', content: 'x' },
          { sourceId: 'good', title: 'Good', url: 'https://example.test/b.pdf', content: 'y' },
        ],
      },
    ]);
    const docs = await ctx.database.db.select().from(documents).where(eq(documents.source, 'test:links'));
    expect(docs.map((d) => d.url).sort()).toEqual(['https://example.test/b.pdf']);
    const [meeting] = await ctx.database.db.select().from(meetings).where(eq(meetings.source, 'test:links'));
    expect(meeting!.agendaUrl).toBeNull();

    await ingestProposals(ctx.database.db, [
      {
        site: 'ERO',
        sourceId: 'links-1',
        title: 'Proposal',
        url: 'javascript:alert(1)',
        attachments: [
          { filename: 'bad.pdf', url: 'javascript:alert(1)' },
          { filename: 'good.pdf', url: 'https://ero.ontario.ca/a.pdf' },
        ],
      },
    ]);
    const [proposal] = await ctx.database.db.select().from(proposals).where(eq(proposals.sourceId, 'links-1'));
    expect(proposal!.url).toBeNull();
    const files = await ctx.database.db
      .select()
      .from(proposalAttachments)
      .where(eq(proposalAttachments.proposalId, proposal!.id));
    expect(files.map((f) => f.url)).toEqual(['https://ero.ontario.ca/a.pdf']);
  });

  it('migration 0026 clears links stored before: non-http(s) links become null, such attachments go', async () => {
    const db = ctx.database.db;
    const [meeting] = await db.select().from(meetings).where(eq(meetings.source, 'test:links'));
    await db
      .update(meetings)
      .set({ agendaUrl: 'javascript:alert(1)', sourceUrl: 'https://example.test/m' })
      .where(eq(meetings.id, meeting!.id));
    const [proposal] = await db.select().from(proposals).where(eq(proposals.sourceId, 'links-1'));
    await db
      .insert(proposalAttachments)
      .values({ proposalId: proposal!.id, filename: 'old.pdf', url: 'data:text/html,x' });
    const [insight] = await db
      .insert(projectInsights)
      .values({
        companyId: owner.user.company_id,
        propertyId,
        categorySlug: 'big_policies',
        title: 'Old',
        sourceId: 'old',
        proposalUrl: 'vbscript:x',
        insightData: { source_document_url: 'javascript:1', keep: 1 },
      })
      .returning();
    const migration = await readFile(new URL('../../drizzle/0026_http_links_only.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint'))
      if (statement.trim()) await db.execute(sql.raw(statement));
    const [after] = await db.select().from(meetings).where(eq(meetings.id, meeting!.id));
    expect([after!.agendaUrl, after!.sourceUrl]).toEqual([null, 'https://example.test/m']);
    const files = await db.select().from(proposalAttachments).where(eq(proposalAttachments.proposalId, proposal!.id));
    expect(files.map((f) => f.url)).toEqual(['https://ero.ontario.ca/a.pdf']);
    const [cleaned] = await db.select().from(projectInsights).where(eq(projectInsights.id, insight!.id));
    expect(cleaned!.proposalUrl).toBeNull();
    expect(cleaned!.insightData).toEqual({ source_document_url: null, keep: 1 });
  });

  it('isHttpUrl and withSafeUrls', () => {
    expect(isHttpUrl('https://a.example/x?y=1#z')).toBe(true);
    expect(isHttpUrl('HTTP://A.EXAMPLE')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      'http://',
      'ftp://a.example',
      'https://a.example/' + 'x'.repeat(2000),
      42,
      null,
    ])
      expect(isHttpUrl(bad)).toBe(false);
    const date = new Date();
    expect(withSafeUrls({ at: date, pdfUrl: 'data:x', title: 'javascript:is text here' })).toEqual({
      at: date,
      pdfUrl: null,
      title: 'javascript:is text here',
    });
  });
});
