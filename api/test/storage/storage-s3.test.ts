import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { startS3Server, type S3Server } from '../../../scripts/s3-server.mjs';
import { storageFromEnv, type StorageConfig } from '../../src/config/storage.js';
import { committees, municipalities, propertyDocuments } from '../../src/db/schema/index.js';
import { sweepOrphanFiles } from '../../src/files/company-storage.js';
import { createS3Store } from '../../src/storage/s3.js';
import type { ObjectStore } from '../../src/storage/types.js';
import {
  apiCall,
  bearer,
  createTestContext,
  registerUser,
  STRONG_PASSWORD,
  type TestContext,
} from '../helpers/helpers.js';
import { multipart, postMultipart } from '../helpers/upload-helpers.js';

/*
 * The API's file routes on the S3 driver: property documents (upload, extraction, download, deletion), the company's
 * terms of reference, company deletion, the orphan sweep and presigned downloads. The bucket is served by a local
 * S3-protocol server (scripts/s3-server.mjs: s3rver in a child process), a fake standing in for AWS S3 / MinIO,
 * which a test cannot reach, that speaks the real protocol; the test reads the bucket back through its own client.
 */

const BUCKET = 'routes';
const PREFIX = 'tenant-files';
let work: string;
let s3: S3Server;
let ctx: TestContext;
let bucket: ObjectStore;
let env: Record<string, string>;
let torontoId: number;
let torontoCommittees: number[];

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'pw-storage-s3-'));
  s3 = await startS3Server({ port: 0, directory: path.join(work, 's3'), buckets: [BUCKET] });
  process.env.AWS_ACCESS_KEY_ID = s3.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = s3.secretAccessKey;
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  env = { STORAGE_URL: `s3://${BUCKET}/${PREFIX}`, ...s3.env };
  ctx = await createTestContext(env);
  // The test's own view of the bucket, under the same prefix.
  bucket = createS3Store(storageFromEnv(env, work) as Extract<StorageConfig, { driver: 's3' }>);
  const db = ctx.database.db;
  const [toronto] = await db.select().from(municipalities).where(eq(municipalities.name, 'Toronto'));
  torontoId = toronto!.id;
  torontoCommittees = (await db.select().from(committees).where(eq(committees.municipalityId, torontoId))).map(
    (c) => c.id,
  );
});
afterAll(async () => {
  await ctx?.close();
  await bucket?.close();
  await s3?.close();
  await rm(work, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  apiCall(ctx.app, method, url, token, payload);

async function keys(prefix: string): Promise<string[]> {
  const out: string[] = [];
  for await (const item of bucket.list(prefix)) out.push(item.key);
  return out.sort();
}

const post = (url: string, token: string, payload: Buffer) => postMultipart(ctx.app, url, token, payload);

const TXT = Buffer.from(
  'Staff report on 100 Queen Street West: a twelve storey mixed use building with retail at grade. '.repeat(4),
);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function companyWithProperty() {
  const admin = await registerUser(ctx.app, { company_name: `S3 Co ${randomUUID()}`, enroll_in_trial: true });
  const res = await call('POST', '/api/properties/', admin.token, {
    nickname: 'City Hall',
    address: '100 Queen Street West, Toronto, Ontario M5H 2N2, Canada',
    latitude: 43.6534,
    longitude: -79.3841,
    municipality_id: torontoId,
    current_land_use: 'commercial',
    future_land_use: 'mixed_use',
    selectedCommittees: torontoCommittees,
  });
  expect(res.statusCode).toBe(201);
  const companyId: string = admin.user.company_id;
  return { admin, companyId, property: res.json() as { id: string } };
}

async function extracted(token: string, propertyId: string) {
  for (let i = 0; i < 100; i += 1) {
    const docs = (await call('GET', `/api/properties/${propertyId}/documents`, token)).json();
    if (docs.every((d: { extraction_status: string }) => d.extraction_status !== 'pending')) return docs;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('extraction did not finish');
}

describe('file routes on the S3 driver', () => {
  it('stores uploads in the bucket, extracts their text from there, and streams them back', async () => {
    const { admin, companyId, property } = await companyWithProperty();
    const up = await post(
      `/api/properties/${property.id}/documents/upload`,
      admin.token,
      multipart([
        { filename: 'report.txt', content: TXT },
        { filename: 'plan.pdf', content: PDF },
      ]),
    );
    expect(up.statusCode).toBe(201);
    const stored = await keys(`properties/${companyId}/${property.id}/`);
    expect(stored).toHaveLength(2);
    expect(stored.every((k) => /\/[0-9a-f-]{36}\.(pdf|txt)$/.test(k))).toBe(true);
    // Nothing on the local disk: the files are in the bucket only.
    await expect(
      import('node:fs/promises').then((fs) => fs.readdir(path.join(ctx.dataDir, 'files'))),
    ).rejects.toMatchObject({ code: 'ENOENT' });

    const docs = await extracted(admin.token, property.id);
    const txt = docs.find((d: { filename: string }) => d.filename === 'report.txt');
    expect(txt.extraction_status).toBe('done');
    const content = await call('GET', `/api/documents/property-${txt.id}/content`, admin.token);
    expect(content.statusCode).toBe(200);
    expect(content.json().pages[0].text).toContain('twelve storey mixed use');

    const download = await call('GET', `/api/documents/property-${txt.id}/download`, admin.token);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(TXT)).toBe(true);
    expect(download.headers['content-length']).toBe(String(TXT.length));
    expect(download.headers['content-disposition']).toContain('filename="report.txt"');

    // Another company sees neither the document nor its file.
    const other = await registerUser(ctx.app, { company_name: `Other ${randomUUID()}` });
    expect((await call('GET', `/api/documents/property-${txt.id}/download`, other.token)).statusCode).toBe(404);

    // A stored object gone from the bucket answers 404, not 500.
    await bucket.delete(
      `properties/${companyId}/${property.id}/${stored
        .find((k) => k.endsWith('.pdf'))!
        .split('/')
        .pop()}`,
    );
    const pdf = docs.find((d: { filename: string }) => d.filename === 'plan.pdf');
    const missing = await call('GET', `/api/documents/property-${pdf.id}/download`, admin.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('The original file of this document is not stored');

    expect((await call('DELETE', `/api/properties/${property.id}`, admin.token)).statusCode).toBe(200);
    expect(await keys(`properties/${companyId}/${property.id}/`)).toEqual([]);
  });

  it('keeps no object and no row for an upload over 50 MB or refused by its content', async () => {
    const { admin, companyId, property } = await companyWithProperty();
    const big = Buffer.alloc(50 * 1024 * 1024 + 1, 0x20);
    PDF.copy(big);
    const tooLarge = await post(
      `/api/properties/${property.id}/documents/upload`,
      admin.token,
      multipart([
        { filename: 'ok.txt', content: TXT },
        { filename: 'big.pdf', content: big },
      ]),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().detail).toBe('The file is too large (maximum 50 MB).');
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(4000, 1)]);
    const sniffed = await post(
      `/api/properties/${property.id}/documents/upload`,
      admin.token,
      multipart([
        { filename: 'fine.txt', content: TXT },
        { filename: 'setup.pdf', content: exe },
      ]),
    );
    expect(sniffed.statusCode).toBe(400);
    expect(sniffed.json().detail).toBe("The file's content is not a valid PDF document.");
    const terms = await post(
      '/api/companies/terms-of-reference',
      admin.token,
      multipart([{ filename: 'big.pdf', content: big }]),
    );
    expect(terms.statusCode).toBe(413);

    expect(await keys(`properties/${companyId}/`)).toEqual([]);
    expect(await keys(`companies/${companyId}/`)).toEqual([]);
    expect(
      await ctx.database.db.select().from(propertyDocuments).where(eq(propertyDocuments.propertyId, property.id)),
    ).toEqual([]);
  });

  it("replaces the company's terms of reference in the bucket and removes every file with the company", async () => {
    const { admin, companyId, property } = await companyWithProperty();
    const first = await post(
      '/api/companies/terms-of-reference',
      admin.token,
      multipart([{ filename: 'terms.pdf', content: PDF }]),
    );
    expect(first.statusCode).toBe(200);
    const [firstKey] = await keys(`companies/${companyId}/terms-of-reference/`);
    expect(firstKey).toMatch(/\.pdf$/);
    const second = await post(
      '/api/companies/terms-of-reference',
      admin.token,
      multipart([{ filename: 'terms.txt', content: TXT }]),
    );
    expect(second.statusCode).toBe(200);
    const after = await keys(`companies/${companyId}/terms-of-reference/`);
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(firstKey);
    expect(
      (
        await post(
          `/api/properties/${property.id}/documents/upload`,
          admin.token,
          multipart([{ filename: 'a.txt', content: TXT }]),
        )
      ).statusCode,
    ).toBe(201);
    expect(await keys(`properties/${companyId}/`)).toHaveLength(1);

    const del = await call('DELETE', '/api/companies/me', admin.token, { password: STRONG_PASSWORD });
    expect(del.statusCode).toBe(204);
    expect(await keys(`companies/${companyId}/`)).toEqual([]);
    expect(await keys(`properties/${companyId}/`)).toEqual([]);
  });

  it('sweeps files whose company or property no longer exists, and leaves the others', async () => {
    const { admin, companyId, property } = await companyWithProperty();
    expect(
      (
        await post(
          `/api/properties/${property.id}/documents/upload`,
          admin.token,
          multipart([{ filename: 'a.txt', content: TXT }]),
        )
      ).statusCode,
    ).toBe(201);
    const ghostCompany = randomUUID();
    const ghostProperty = randomUUID();
    const put = (key: string) => bucket.put(key, Readable.from([Buffer.from('orphan')]), { maxBytes: 100 });
    await put(`companies/${ghostCompany}/terms-of-reference/x.pdf`);
    await put(`properties/${ghostCompany}/${randomUUID()}/y.pdf`);
    await put(`properties/${companyId}/${ghostProperty}/z.pdf`);
    const removed = await sweepOrphanFiles(ctx.app);
    expect(removed.sort()).toEqual(
      [`companies/${ghostCompany}`, `properties/${ghostCompany}`, `properties/${companyId}/${ghostProperty}`].sort(),
    );
    expect(await keys(`companies/${ghostCompany}/`)).toEqual([]);
    expect(await keys(`properties/${companyId}/`)).toHaveLength(1);
  });

  it('with STORAGE_PRESIGN answers 302 to a short-lived URL, after the same access checks', async () => {
    const presigning = await ctx.buildAnother({ ...env, STORAGE_PRESIGN: 'true' });
    const { admin, property } = await companyWithProperty();
    const up = await post(
      `/api/properties/${property.id}/documents/upload`,
      admin.token,
      multipart([{ filename: 'Site plan é.txt', content: TXT }]),
    );
    expect(up.statusCode).toBe(201);
    const id = up.json().documents[0].id;
    const res = await presigning.inject({
      method: 'GET',
      url: `/api/documents/property-${id}/download`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(302);
    const location = res.headers.location as string;
    expect(location.startsWith(`${s3.endpoint}/${BUCKET}/${PREFIX}/properties/`)).toBe(true);
    expect(location).toContain('X-Amz-Expires=300');
    // The web app's fetch follows the redirect: the bucket's origin is allowed by the page's CSP (connect-src).
    expect(res.headers['content-security-policy']).toContain(`connect-src 'self' ${new URL(location).origin};`);
    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(TXT)).toBe(true);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Site plan e.txt"; filename*=UTF-8''${encodeURIComponent('Site plan é.txt')}`,
    );
    // Unauthorised callers get no URL.
    const other = await registerUser(ctx.app, { company_name: `Other ${randomUUID()}` });
    const denied = await presigning.inject({
      method: 'GET',
      url: `/api/documents/property-${id}/download`,
      headers: bearer(other.token),
    });
    expect(denied.statusCode).toBe(404);
    expect(denied.headers.location).toBeUndefined();
    expect((await presigning.inject({ method: 'GET', url: `/api/documents/property-${id}/download` })).statusCode).toBe(
      401,
    );
  });
});
