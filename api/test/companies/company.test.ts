import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import {
  billingSubscriptions,
  companies,
  companyTermsOfReference,
  invitations,
  municipalities,
  problemReports,
  properties,
  sessions,
  users,
} from '../../src/db/schema/index.js';
import {
  apiCall,
  bearer,
  companyWithAnalyst,
  createTestContext,
  type HttpMethod,
  login,
  newestMail,
  STRONG_PASSWORD,
  type TestContext,
  tokenFromLink,
  uniqueEmail,
} from '../helpers/helpers.js';
import { sweepOrphanFiles } from '../../src/files/company-storage.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const call = (method: HttpMethod, url: string, token?: string, payload?: unknown) =>
  apiCall(ctx.app, method, url, token, payload);

async function invite(adminToken: string, email = uniqueEmail('member')) {
  const res = await call('POST', '/api/companies/users', adminToken, { email, first_name: 'Ana', last_name: 'Lyst' });
  return { res, email };
}

const company = () => companyWithAnalyst(ctx, { enroll_in_trial: true, company_name: 'Maple Holdings' });

const BOUNDARY = '----parcelwatch-test-boundary';
function multipart(filename: string, content: Buffer, field = 'file') {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}
const upload = (token: string, payload: Buffer) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/companies/terms-of-reference',
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload,
  });
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const uploadPropertyDocument = (token: string, propertyId: string, payload: Buffer) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/properties/${propertyId}/documents/upload`,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload,
  });

/** Every file and folder under `root`, as paths relative to it with / separators. */
async function walk(root: string): Promise<Array<{ relative: string; file: boolean }>> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  return entries.map((e) => ({
    relative: path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'),
    file: e.isFile(),
  }));
}

async function storedFiles(companyId: string) {
  const dir = path.join(ctx.dataDir, 'files', 'companies', companyId, 'terms-of-reference');
  return existsSync(dir) ? readdir(dir) : [];
}

describe('company profile and settings', () => {
  it('GET /me describes the company for any member', async () => {
    const { admin, analyst, companyId } = await company();
    const res = await call('GET', '/api/companies/me', analyst.token);
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(companies).where(eq(companies.id, companyId));
    expect(res.json()).toEqual({
      id: companyId,
      name: 'Maple Holdings',
      contact_email: admin.email,
      max_users: 5,
      user_count: 2,
      trial_started_at: row!.trialStartedAt!.toISOString(),
      trial_ends_at: row!.trialEndsAt!.toISOString(),
      is_trial_active: true,
      days_remaining: 30,
      terms_of_reference: null,
      monitored_municipalities: [],
      current_user_role: 'analyst',
    });
    expect((await call('GET', '/api/companies/me', admin.token)).json().current_user_role).toBe('admin');
  });

  it('PUT /settings changes the contact email (any member) and validates it', async () => {
    const { analyst } = await company();
    const res = await call('PUT', '/api/companies/settings', analyst.token, {
      contact_email: ' Office@Maple.example ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().contact_email).toBe('office@maple.example');
    for (const contact_email of ['nope', '', 'a@b']) {
      const bad = await call('PUT', '/api/companies/settings', analyst.token, { contact_email });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ detail: 'Please enter a valid email address' });
    }
    expect((await call('PUT', '/api/companies/settings', analyst.token, {})).json()).toEqual({
      detail: 'Contact email is required',
    });
  });

  it('PUT /profile changes only the caller, both names required', async () => {
    const { admin, analyst } = await company();
    const res = await call('PUT', '/api/companies/profile', analyst.token, {
      first_name: ' Grace ',
      last_name: 'Hopper',
    });
    expect(res.statusCode).toBe(200);
    const me = (await call('GET', '/api/custom-auth/me', analyst.token)).json();
    expect(res.json()).toEqual(me);
    expect(me).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', role: 'analyst' });
    expect((await call('GET', '/api/custom-auth/me', admin.token)).json().first_name).toBe('Ada');
    expect(
      (await call('PUT', '/api/companies/profile', analyst.token, { first_name: ' ', last_name: 'X' })).json(),
    ).toEqual({ detail: 'First name is required' });
    expect((await call('PUT', '/api/companies/profile', analyst.token, { first_name: 'X' })).json()).toEqual({
      detail: 'Last name is required',
    });
  });
});

describe('terms of reference upload', () => {
  it('stores a PDF under the company folder with a server-made name, replaces it on a new upload', async () => {
    const { admin, analyst, companyId } = await company();
    const res = await upload(admin.token, multipart('../../etc/Terms v1.pdf', PDF));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ filename: 'Terms v1.pdf', file_size: PDF.length, uploaded_at: expect.any(String) });
    const files = await storedFiles(companyId);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(
      await readFile(path.join(ctx.dataDir, 'files', 'companies', companyId, 'terms-of-reference', files[0]!)),
    ).toEqual(PDF);
    expect((await call('GET', '/api/companies/me', analyst.token)).json().terms_of_reference).toEqual(body);

    const docx = Buffer.concat([
      Buffer.from('PK\x03\x04', 'latin1'),
      Buffer.alloc(26),
      Buffer.from('[Content_Types].xml'),
      Buffer.alloc(100),
    ]);
    expect((await upload(admin.token, multipart('terms.docx', docx))).statusCode).toBe(200);
    expect(
      (
        await upload(
          admin.token,
          multipart(
            'terms.doc',
            Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600)]),
          ),
        )
      ).statusCode,
    ).toBe(200);
    const txt = await upload(admin.token, multipart('notes.TXT', Buffer.from('Terms of reference\nScope: Toronto\n')));
    expect(txt.statusCode).toBe(200);
    expect(await storedFiles(companyId)).toEqual([expect.stringMatching(/\.txt$/)]);
    const [row] = await ctx.database.db
      .select()
      .from(companyTermsOfReference)
      .where(eq(companyTermsOfReference.companyId, companyId));
    expect(row).toMatchObject({ filename: 'notes.TXT', contentType: 'text/plain; charset=utf-8' });
  });

  it('refuses analysts, wrong types and disguised executables, and keeps nothing', async () => {
    const { admin, analyst, companyId } = await company();
    const analystTry = await upload(analyst.token, multipart('t.pdf', PDF));
    expect(analystTry.statusCode).toBe(403);
    expect(analystTry.json()).toEqual({ detail: 'Only company admins can do this.' });

    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(20000, 0x41)]);
    for (const name of ['setup.pdf', 'setup.txt', 'setup.docx', 'setup.doc']) {
      const res = await upload(admin.token, multipart(name, exe));
      expect([name, res.statusCode]).toEqual([name, 400]);
    }
    expect((await upload(admin.token, multipart('setup.pdf', exe))).json()).toEqual({
      detail: "The file's content is not a valid PDF document.",
    });
    expect((await upload(admin.token, multipart('setup.exe', PDF))).json()).toEqual({
      detail: 'Only PDF, DOC, DOCX and TXT files are allowed.',
    });
    expect((await upload(admin.token, multipart('t.pdf', PDF, 'document'))).json()).toEqual({
      detail: 'The document must be sent in the field "file".',
    });
    const json = await call('POST', '/api/companies/terms-of-reference', admin.token, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(await storedFiles(companyId)).toEqual([]);
    expect((await call('GET', '/api/companies/me', admin.token)).json().terms_of_reference).toBeNull();
  });

  it('answers 413 to 50 MB + 1 byte without keeping anything, and 400 to a truncated upload', async () => {
    const { admin, companyId } = await company();
    // 50 MB + 1 byte of PDF, generated chunk by chunk: neither side ever holds the whole file, so the peak of
    // external memory during the request shows whether the server buffers it.
    const size = 50 * 1024 * 1024 + 1;
    async function* body() {
      yield multipart('big.pdf', Buffer.alloc(0)).subarray(0, -`\r\n--${BOUNDARY}--\r\n`.length);
      yield PDF;
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let left = size - PDF.length;
      while (left > 0) {
        yield left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= chunk.length;
      }
      yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    }
    const baseline = process.memoryUsage().arrayBuffers;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().arrayBuffers)), 2);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/companies/terms-of-reference',
      headers: { ...bearer(admin.token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: Readable.from(body()),
    });
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'The file is too large (maximum 50 MB).' });
    expect(peak - baseline).toBeLessThan(16 * 1024 * 1024);
    expect(await storedFiles(companyId)).toEqual([]);

    const big = Buffer.alloc(50 * 1024 * 1024, 0x20);
    PDF.copy(big);
    const exact = await upload(admin.token, multipart('exact.pdf', big));
    expect(exact.statusCode).toBe(200);
    expect(exact.json().file_size).toBe(50 * 1024 * 1024);

    const whole = multipart('cut.pdf', Buffer.concat([PDF, Buffer.alloc(100_000, 0x20)]));
    const truncated = await upload(admin.token, whole.subarray(0, 60_000));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json()).toEqual({ detail: 'The upload was incomplete or malformed. Please try again.' });
    const garbage = await upload(admin.token, Buffer.from('this is not multipart at all'));
    expect(garbage.statusCode).toBe(400);
    expect(await storedFiles(companyId)).toHaveLength(1);
    // The app is still healthy.
    expect((await call('GET', '/api/companies/me', admin.token)).statusCode).toBe(200);
  });
});

describe('team management', () => {
  it('lists the team and enforces max_users with a clear detail', async () => {
    const { admin, companyId } = await company();
    const list = (await call('GET', '/api/companies/users', admin.token)).json();
    expect(list).toHaveLength(2);
    expect(list[0]).toEqual({
      id: admin.user.id,
      email: admin.email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      role: 'admin',
      last_login: expect.any(String),
    });
    for (let i = 0; i < 3; i++) expect((await invite(admin.token)).res.statusCode).toBe(201);
    const sixth = await invite(admin.token);
    expect(sixth.res.statusCode).toBe(400);
    expect(sixth.res.json()).toEqual({ detail: 'Your company has reached its limit of 5 users.' });
    await ctx.database.db.update(companies).set({ maxUsers: 6 }).where(eq(companies.id, companyId));
    expect((await invite(admin.token)).res.statusCode).toBe(201);
  });

  it('changes roles, refuses invited users and protects the last admin', async () => {
    const { admin, analyst } = await company();
    const { res } = await invite(admin.token);
    const invitedId = res.json().id;

    const demoteSelf = await call('PATCH', `/api/companies/users/${admin.user.id}/role`, admin.token, {
      role: 'analyst',
    });
    expect(demoteSelf.statusCode).toBe(400);
    expect(demoteSelf.json()).toEqual({ detail: 'A company must keep at least one admin.' });
    const invited = await call('PATCH', `/api/companies/users/${invitedId}/role`, admin.token, { role: 'admin' });
    expect(invited.statusCode).toBe(400);
    expect(invited.json()).toEqual({ detail: 'This user has not accepted the invitation yet.' });
    expect(
      (await call('PATCH', `/api/companies/users/${analyst.id}/role`, admin.token, { role: 'invited' })).statusCode,
    ).toBe(400);

    const promoted = await call('PATCH', `/api/companies/users/${analyst.id}/role`, admin.token, { role: 'admin' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ id: analyst.id, role: 'admin' });
    // The promotion takes effect on the next call, with the same token.
    expect((await call('GET', '/api/companies/export', analyst.token)).statusCode).toBe(200);
    // Now two admins: the first may step down; then the other is the last one.
    expect(
      (await call('PATCH', `/api/companies/users/${admin.user.id}/role`, analyst.token, { role: 'analyst' })).json()
        .role,
    ).toBe('analyst');
    expect(
      (await call('PATCH', `/api/companies/users/${analyst.id}/role`, analyst.token, { role: 'analyst' })).json(),
    ).toEqual({
      detail: 'A company must keep at least one admin.',
    });
    expect(
      (await call('PATCH', `/api/companies/users/${analyst.id}/role`, admin.token, { role: 'admin' })).statusCode,
    ).toBe(403);
  });

  it('removes users: sessions end at once, invitations go, the last admin stays', async () => {
    const { admin, analyst } = await company();
    const removed = await call('DELETE', `/api/companies/users/${analyst.id}`, admin.token);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', '/api/companies/me', analyst.token)).statusCode).toBe(401);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, analyst.id))).toEqual([]);

    const { res, email } = await invite(admin.token);
    const invitedId = res.json().id;
    expect((await call('DELETE', `/api/companies/users/${invitedId}`, admin.token)).statusCode).toBe(204);
    expect(await ctx.database.db.select().from(invitations).where(eq(invitations.userId, invitedId))).toEqual([]);
    const mail = await newestMail(ctx.config.outboxDir, email);
    const late = await ctx.app.inject({
      method: 'POST',
      url: '/api/custom-auth/accept-invite',
      payload: { token: tokenFromLink(mail!.link), password: STRONG_PASSWORD },
    });
    expect(late.statusCode).toBe(400);

    const last = await call('DELETE', `/api/companies/users/${admin.user.id}`, admin.token);
    expect(last.statusCode).toBe(400);
    expect(last.json()).toEqual({ detail: 'A company must keep at least one admin.' });
    expect((await call('GET', '/api/companies/users', admin.token)).json().map((u: { id: string }) => u.id)).toEqual([
      admin.user.id,
    ]);
  });

  it("answers 404 for unknown ids and another company's users, without touching them", async () => {
    const a = await company();
    const b = await company();
    for (const id of [b.analyst.id, b.admin.user.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const patch = await call('PATCH', `/api/companies/users/${id}/role`, a.admin.token, { role: 'admin' });
      expect([id, patch.statusCode, patch.json()]).toEqual([id, 404, { detail: 'User not found' }]);
      const del = await call('DELETE', `/api/companies/users/${id}`, a.admin.token);
      expect([id, del.statusCode]).toEqual([id, 404]);
    }
    expect((await call('GET', '/api/companies/me', b.analyst.token)).json().current_user_role).toBe('analyst');
    const team = (await call('GET', '/api/companies/users', a.admin.token)).json();
    expect(team.map((u: { id: string }) => u.id).sort()).toEqual([a.admin.user.id, a.analyst.id].sort());
  });
});

describe('monitored municipalities', () => {
  it('replaces the list (admins), names unknown ids, and is shown in /me', async () => {
    const { admin, analyst } = await company();
    const rows = await ctx.database.db.select().from(municipalities).limit(3);
    const ids = rows.map((r) => r.id);
    const res = await call('PUT', '/api/companies/municipalities', admin.token, {
      municipality_ids: [ids[0], ids[1], ids[0]],
    });
    expect(res.statusCode).toBe(200);
    const expected = rows
      .slice(0, 2)
      .map((r) => ({ id: r.id, name: r.name, parent_name: r.parentName }))
      .sort((x, y) => x.name.localeCompare(y.name));
    expect(
      res
        .json()
        .monitored_municipalities.map((m: { id: number }) => m.id)
        .sort(),
    ).toEqual(expected.map((m) => m.id).sort());
    expect((await call('GET', '/api/companies/municipalities', analyst.token)).json()).toEqual(res.json());
    expect((await call('GET', '/api/companies/me', analyst.token)).json().monitored_municipalities).toEqual(
      res.json().monitored_municipalities,
    );

    const unknown = await call('PUT', '/api/companies/municipalities', admin.token, {
      municipality_ids: [ids[2], 999999, 888888],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ detail: 'Unknown municipality ids: 999999, 888888' });
    expect((await call('GET', '/api/companies/municipalities', admin.token)).json()).toEqual(res.json());
    expect(
      (await call('PUT', '/api/companies/municipalities', analyst.token, { municipality_ids: [] })).statusCode,
    ).toBe(403);
    expect((await call('PUT', '/api/companies/municipalities', admin.token, { municipality_ids: [] })).json()).toEqual({
      monitored_municipalities: [],
    });
    expect(
      (await call('PUT', '/api/companies/municipalities', admin.token, { municipality_ids: ['x'] })).statusCode,
    ).toBe(400);
  });
});

describe('export and delete account', () => {
  it('exports the company data as a JSON download without secrets', async () => {
    const { admin, companyId } = await company();
    await ctx.database.db.insert(properties).values({ companyId, name: 'Export Lot' });
    await call('POST', '/api/reports', admin.token, { subject: 'Hello', description: 'World' });
    const res = await call('GET', '/api/companies/export', admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="parcelwatch-export-${new Date().toISOString().slice(0, 10)}.json"`,
    );
    const data = res.json();
    expect(data.company).toMatchObject({ id: companyId, name: 'Maple Holdings' });
    expect(data.users).toHaveLength(2);
    expect(data.properties).toEqual([expect.objectContaining({ name: 'Export Lot' })]);
    expect(data.reports).toEqual([expect.objectContaining({ subject: 'Hello' })]);
    expect(data.subscriptions).toEqual([]);
    expect(data.invoices).toEqual([]);
    expect(res.body).not.toMatch(/argon2|password_hash|totp_secret|passwordHash/);
  });

  it('deletes the company and everything of it with the right password', async () => {
    const { admin, analyst, companyId } = await company();
    const other = await company();
    await upload(admin.token, multipart('t.pdf', PDF));
    const [prop] = await ctx.database.db.insert(properties).values({ companyId, name: 'Doomed' }).returning();
    const [keptProp] = await ctx.database.db
      .insert(properties)
      .values({ companyId: other.companyId, name: 'Kept' })
      .returning();
    // Property documents through the real upload route, for the company deleted and for the other one.
    for (const [token, id] of [
      [admin.token, prop!.id],
      [other.admin.token, keptProp!.id],
    ] as const) {
      expect((await uploadPropertyDocument(token, id, multipart('survey.pdf', PDF))).statusCode).toBe(201);
    }
    await ctx.database.db
      .insert(billingSubscriptions)
      .values({ companyId, propertyId: prop!.id, provider: 'local', status: 'active' });
    await call('POST', '/api/reports', analyst.token, { subject: 'Bye', description: 'Bye' });

    const wrong = await call('DELETE', '/api/companies/me', admin.token, { password: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: 'Incorrect password' });
    expect((await call('DELETE', '/api/companies/me', analyst.token, { password: STRONG_PASSWORD })).statusCode).toBe(
      403,
    );

    const res = await call('DELETE', '/api/companies/me', admin.token, { password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(204);
    const db = ctx.database.db;
    expect(await db.select().from(companies).where(eq(companies.id, companyId))).toEqual([]);
    expect(await db.select().from(users).where(eq(users.companyId, companyId))).toEqual([]);
    expect(await db.select().from(properties).where(eq(properties.companyId, companyId))).toEqual([]);
    expect(await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.companyId, companyId))).toEqual(
      [],
    );
    expect(await db.select().from(problemReports).where(eq(problemReports.companyId, companyId))).toEqual([]);
    expect(existsSync(path.join(ctx.dataDir, 'files', 'companies', companyId))).toBe(false);
    // Nothing under the data folder names the company or its property, by path or (outside the database files
    // and the local mail outbox, which stands in for mail already sent) by content.
    const everything = await walk(ctx.dataDir);
    for (const entry of everything) {
      expect(entry.relative).not.toContain(companyId);
      expect(entry.relative).not.toContain(prop!.id);
      if (entry.file && !/^(pglite|outbox)\//.test(entry.relative)) {
        const content = await readFile(path.join(ctx.dataDir, entry.relative), 'latin1');
        expect([entry.relative, content.includes(companyId) || content.includes(prop!.id)]).toEqual([
          entry.relative,
          false,
        ]);
      }
    }
    // The other company's document is still there.
    expect(
      everything.some((e) => e.file && e.relative.startsWith(`files/properties/${other.companyId}/${keptProp!.id}/`)),
    ).toBe(true);
    expect((await call('GET', '/api/companies/me', admin.token)).statusCode).toBe(401);
    expect((await call('GET', '/api/companies/me', analyst.token)).statusCode).toBe(401);
    expect((await login(ctx.app, admin.email, STRONG_PASSWORD)).statusCode).toBe(401);
    // The other company is untouched.
    expect((await call('GET', '/api/companies/me', other.admin.token)).statusCode).toBe(200);
  });
});

describe('role matrix', () => {
  const routes = (id: string): Array<[HttpMethod, string, 'member' | 'admin', unknown?]> => [
    ['GET', '/api/companies/me', 'member'],
    ['PUT', '/api/companies/settings', 'member', { contact_email: 'x@example.com' }],
    ['PUT', '/api/companies/profile', 'member', { first_name: 'A', last_name: 'B' }],
    ['GET', '/api/companies/users', 'member'],
    ['GET', '/api/companies/municipalities', 'member'],
    ['POST', '/api/companies/terms-of-reference', 'admin'],
    ['POST', '/api/companies/users', 'admin', { email: uniqueEmail(), first_name: 'A', last_name: 'B' }],
    ['PATCH', `/api/companies/users/${id}/role`, 'admin', { role: 'admin' }],
    ['DELETE', `/api/companies/users/${id}`, 'admin'],
    ['PUT', '/api/companies/municipalities', 'admin', { municipality_ids: [] }],
    ['GET', '/api/companies/export', 'admin'],
    ['DELETE', '/api/companies/me', 'admin', { password: 'x' }],
  ];

  it('401 unauthenticated, 403 analyst on admin routes, member routes served', async () => {
    const { admin, analyst } = await company();
    for (const [method, url, , payload] of routes(admin.user.id)) {
      const res = await call(method, url, undefined, payload);
      expect([method, url, res.statusCode]).toEqual([method, url, 401]);
    }
    for (const [method, url, who, payload] of routes(admin.user.id)) {
      const res = await call(method, url, analyst.token, payload);
      if (who === 'admin')
        expect([method, url, res.statusCode, res.json()]).toEqual([
          method,
          url,
          403,
          { detail: 'Only company admins can do this.' },
        ]);
      else expect([method, url, res.statusCode]).toEqual([method, url, 200]);
    }
  });
});

describe('orphan files', () => {
  it('the sweep removes the folders of companies and properties that no longer exist, and only those', async () => {
    const { admin, companyId } = await company();
    const [live] = await ctx.database.db.insert(properties).values({ companyId, name: 'Live' }).returning();
    expect((await uploadPropertyDocument(admin.token, live!.id, multipart('live.pdf', PDF))).statusCode).toBe(201);
    // What a crash between the deletion's commit and the file removal leaves behind.
    const goneCompany = randomUUID();
    const goneProperty = randomUUID();
    const leftovers = [
      path.join(ctx.dataDir, 'files', 'companies', goneCompany, 'terms-of-reference', 'x.pdf'),
      path.join(ctx.dataDir, 'files', 'properties', goneCompany, randomUUID(), 'y.pdf'),
      path.join(ctx.dataDir, 'files', 'properties', companyId, goneProperty, 'z.pdf'),
    ];
    for (const file of leftovers) {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, PDF);
    }
    const removed = await sweepOrphanFiles(ctx.app);
    expect(removed.sort()).toEqual(
      [`companies/${goneCompany}`, `properties/${companyId}/${goneProperty}`, `properties/${goneCompany}`].sort(),
    );
    for (const file of leftovers) expect(existsSync(file)).toBe(false);
    expect(await readdir(path.join(ctx.dataDir, 'files', 'properties', companyId, live!.id))).toHaveLength(1);
    expect(await sweepOrphanFiles(ctx.app)).toEqual([]);
  });
});
