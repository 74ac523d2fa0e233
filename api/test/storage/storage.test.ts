import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { startS3Server, type S3Server } from '../../../scripts/s3-server.mjs';
import { storageFromEnv } from '../../src/config/storage.js';
import { createLocalStore } from '../../src/storage/local.js';
import { createS3Store } from '../../src/storage/s3.js';
import { withLocalCopy } from '../../src/storage/temp-file.js';
import { ObjectTooLargeError, type ObjectStore } from '../../src/storage/types.js';

/*
 * One contract, two drivers: every behaviour the API relies on is checked on the local folder and on the S3
 * driver. The S3 side talks to a local S3-protocol server (scripts/s3-server.mjs, s3rver in a child process): a
 * fake standing in for AWS S3 / MinIO / Ceph, which a test cannot reach, that speaks the real protocol (signed
 * requests, multipart uploads, paged listings, batch deletes, presigned URLs).
 */

const MiB = 1024 * 1024;
const bytes = (n: number, seed = 1) => {
  const out = Buffer.alloc(n);
  for (let i = 0; i < n; i += 1) out[i] = (i * 31 + seed) & 0xff;
  return out;
};
/** A stream of `total` bytes in 1 MiB chunks, made as it is read (never held whole). */
function generated(total: number, failAfter?: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) return this.destroy(new Error('client went away'));
      if (sent >= total) return this.push(null);
      const n = Math.min(MiB, total - sent);
      this.push(bytes(n, sent));
      sent += n;
    },
  });
}
async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
async function keysOf(store: ObjectStore, prefix = ''): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of store.list(prefix)) keys.push(item.key);
  return keys.sort();
}

let work: string;
let s3: S3Server;
const stores: ObjectStore[] = [];

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'pw-storage-test-'));
  s3 = await startS3Server({ port: 0, directory: path.join(work, 's3'), buckets: ['contract'] });
  // The SDK reads credentials from the environment, as it does in production.
  process.env.AWS_ACCESS_KEY_ID = s3.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = s3.secretAccessKey;
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
});
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  await s3?.close();
  await rm(work, { recursive: true, force: true });
});

type Driver = 'local' | 's3';
/** A fresh, empty store per test: its own folder, or its own prefix in the bucket. */
function freshStore(driver: Driver): ObjectStore {
  const id = randomBytes(4).toString('hex');
  const store =
    driver === 'local'
      ? createLocalStore(path.join(work, `local-${id}`))
      : createS3Store(
          storageFromEnv({ STORAGE_URL: `s3://contract/run-${id}`, ...s3.env }, work) as Parameters<
            typeof createS3Store
          >[0],
          // Two keys a page: the listings below cross several pages.
          { listPageSize: 2 },
        );
  stores.push(store);
  return store;
}

describe.each<Driver>(['local', 's3'])('object store contract: %s driver', (driver) => {
  it('puts a stream and gets the same bytes back, with its size', async () => {
    const store = freshStore(driver);
    const data = bytes(300_000);
    const put = await store.put('properties/a/b/one.pdf', Readable.from([data]), {
      maxBytes: MiB,
      contentType: 'application/pdf',
    });
    expect(put.size).toBe(data.length);
    expect(await store.exists('properties/a/b/one.pdf')).toBe(true);
    expect(await store.stat('properties/a/b/one.pdf')).toMatchObject({ size: data.length });
    const got = await store.get('properties/a/b/one.pdf');
    expect(got?.size).toBe(data.length);
    expect((await readAll(got!.body)).equals(data)).toBe(true);
    if (driver === 's3') expect(got?.contentType).toBe('application/pdf');
  });

  it('streams a 12 MiB body (a multipart upload on S3) without changing a byte', async () => {
    const store = freshStore(driver);
    const total = 12 * MiB + 12345;
    expect((await store.put('big.bin', generated(total), { maxBytes: 50 * MiB })).size).toBe(total);
    const got = await store.get('big.bin');
    const back = await readAll(got!.body);
    expect(back.length).toBe(total);
    expect(back.equals(await readAll(generated(total)))).toBe(true);
  });

  it('refuses a body over maxBytes and keeps nothing, even after whole parts were sent', async () => {
    const store = freshStore(driver);
    const error = await store.put('too/big.bin', generated(11 * MiB), { maxBytes: 10 * MiB }).catch((e) => e);
    expect(error).toBeInstanceOf(ObjectTooLargeError);
    expect(await store.exists('too/big.bin')).toBe(false);
    expect(await keysOf(store)).toEqual([]);
    // One byte over is over; exactly the limit is fine.
    await expect(store.put('edge/over', Readable.from([bytes(1001)]), { maxBytes: 1000 })).rejects.toBeInstanceOf(
      ObjectTooLargeError,
    );
    expect((await store.put('edge/exact', Readable.from([bytes(1000)]), { maxBytes: 1000 })).size).toBe(1000);
    expect(await keysOf(store)).toEqual(['edge/exact']);
  });

  it("rethrows a transform's refusal (the upload sniffer) and keeps nothing", async () => {
    const store = freshStore(driver);
    const refusal = new Error('not a PDF');
    const sniffer = new Transform({
      transform(_chunk, _enc, done) {
        done(refusal);
      },
    });
    await expect(
      store.put('refused.pdf', Readable.from([Buffer.from('MZ...')]), { maxBytes: MiB, through: [sniffer] }),
    ).rejects.toBe(refusal);
    expect(await store.exists('refused.pdf')).toBe(false);
  });

  it('keeps nothing when the body fails part-way (an interrupted upload)', async () => {
    const store = freshStore(driver);
    const error = await store.put('cut.bin', generated(20 * MiB, 7 * MiB), { maxBytes: 50 * MiB }).catch((e) => e);
    expect((error as Error).message).toBe('client went away');
    expect(await store.exists('cut.bin')).toBe(false);
    expect(await keysOf(store)).toEqual([]);
  });

  it('answers null for a missing object and deletes quietly what is not there', async () => {
    const store = freshStore(driver);
    expect(await store.get('nope/none.txt')).toBeNull();
    expect(await store.stat('nope/none.txt')).toBeNull();
    expect(await store.exists('nope/none.txt')).toBe(false);
    await expect(store.delete('nope/none.txt')).resolves.toBeUndefined();
    expect(await store.deletePrefix('nope/')).toBe(0);
  });

  it('lists every object under a prefix, across pages, with its size', async () => {
    const store = freshStore(driver);
    const keys = ['p/c1/x1/a.txt', 'p/c1/x1/b.txt', 'p/c1/x2/c.txt', 'p/c2/x3/d.txt', 'p/c2/e.txt', 'q/f.txt'];
    for (const [i, key] of keys.entries()) await store.put(key, Readable.from([bytes(10 + i)]), { maxBytes: 100 });
    const listed: Array<{ key: string; size: number }> = [];
    for await (const item of store.list('p/')) listed.push(item);
    const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : 1);
    expect(listed.sort(byKey)).toEqual(
      keys
        .slice(0, 5)
        .map((key, i) => ({ key, size: 10 + i }))
        .sort(byKey),
    );
    expect(await keysOf(store)).toEqual([...keys].sort());
    expect(await keysOf(store, 'p/c1/x1/')).toEqual(['p/c1/x1/a.txt', 'p/c1/x1/b.txt']);
    expect(await keysOf(store, 'missing/')).toEqual([]);
  });

  it('deletes one object, or everything under a prefix and nothing beside it', async () => {
    const store = freshStore(driver);
    for (const key of ['co/a1/1.txt', 'co/a1/2.txt', 'co/a1/sub/3.txt', 'co/a10/4.txt', 'co/b/5.txt'])
      await store.put(key, Readable.from([Buffer.from(key)]), { maxBytes: 100 });
    await store.delete('co/b/5.txt');
    expect(await store.exists('co/b/5.txt')).toBe(false);
    expect(await store.deletePrefix('co/a1/')).toBe(3);
    // 'co/a10/' starts with the same characters as 'co/a1' but is another folder.
    expect(await keysOf(store)).toEqual(['co/a10/4.txt']);
    await expect(store.deletePrefix('')).rejects.toThrow(/needs a prefix/);
  });

  it('refuses keys that could leave the store: absolute, dot segments, backslashes, control characters', async () => {
    const store = freshStore(driver);
    for (const key of ['/etc/passwd', '../outside.txt', 'a/../../b', 'a//b', 'a/./b', 'a\\b', 'a\nb', '']) {
      await expect(store.put(key, Readable.from([Buffer.from('x')]), { maxBytes: 10 })).rejects.toThrow(
        /not a storage key/,
      );
      await expect(store.get(key)).rejects.toThrow(/not a storage key/);
      await expect(store.delete(key)).rejects.toThrow(/not a storage key/);
    }
    await expect(store.deletePrefix('../')).rejects.toThrow(/not a storage prefix/);
    await expect(store.deletePrefix('no-slash')).rejects.toThrow(/not a storage prefix/);
    await expect(keysOf(store, '../')).rejects.toThrow(/not a storage prefix/);
    expect(await readdir(work)).not.toContain('outside.txt');
  });

  it('gives a local copy of an object for extraction, bounded, removed afterwards', async () => {
    const store = freshStore(driver);
    await store.put('docs/report.txt', Readable.from([Buffer.from('Staff report text')]), { maxBytes: 100 });
    let seen = '';
    const copy = await withLocalCopy(store, 'docs/report.txt', 100, async (file) => {
      seen = file;
      return (await readAll((await import('node:fs')).createReadStream(file))).toString();
    });
    expect(copy?.value).toBe('Staff report text');
    if (driver === 's3') {
      expect(seen.startsWith(tmpdir())).toBe(true);
      await expect(readdir(path.dirname(seen))).rejects.toMatchObject({ code: 'ENOENT' });
      await expect(withLocalCopy(store, 'docs/report.txt', 5, async () => 'read')).rejects.toBeInstanceOf(
        ObjectTooLargeError,
      );
    }
    expect(await withLocalCopy(store, 'docs/missing.txt', 100, async () => 'read')).toBeNull();
  });

  it('presigns a short-lived URL on S3 (with the given Content-Disposition); none for the local folder', async () => {
    const store = freshStore(driver);
    await store.put('signed/a.txt', Readable.from([Buffer.from('signed body')]), { maxBytes: 100 });
    const url = await store.presignGet('signed/a.txt', {
      expiresInSeconds: 300,
      contentDisposition: 'attachment; filename="a.txt"',
      contentType: 'text/plain',
    });
    if (driver === 'local') {
      expect(url).toBeNull();
      return;
    }
    expect(url).toMatch(/X-Amz-Expires=300/);
    const res = await fetch(url!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="a.txt"');
    expect(await res.text()).toBe('signed body');
    // The signature covers the key: the same query on another key is refused.
    const forged = url!.replace('signed/a.txt', 'signed/b.txt');
    expect((await fetch(forged)).status).toBe(403);
  });
});

describe('S3 driver when the storage fails', () => {
  const storeAt = (env: Record<string, string>) => {
    const store = createS3Store(storageFromEnv({ ...s3.env, ...env }, work) as Parameters<typeof createS3Store>[0]);
    stores.push(store);
    return store;
  };

  it('rejects a put to an unreachable server instead of hanging, and stops reading the body', async () => {
    const store = storeAt({ STORAGE_URL: 's3://contract/x', S3_ENDPOINT: 'http://127.0.0.1:1' });
    const body = generated(12 * MiB);
    // Unreachable storage is a StorageUnavailableError (answered 503 with a sentence), caused by the refused connection.
    const failure = await store.put('a.bin', body, { maxBytes: 50 * MiB }).then(
      () => null,
      (error: unknown) => error as Error & { cause?: unknown },
    );
    expect(failure).toMatchObject({ name: 'StorageUnavailableError' });
    expect(String((failure?.cause as Error | undefined)?.message ?? failure?.cause)).toMatch(/ECONNREFUSED|connect/);
    expect(body.destroyed).toBe(true);
    await expect(store.get('a.bin')).rejects.toThrow();
  });

  it("answers the service's error for a bucket that does not exist", async () => {
    const store = storeAt({ STORAGE_URL: 's3://no-such-bucket/x' });
    await expect(store.put('a.txt', Readable.from([Buffer.from('x')]), { maxBytes: 10 })).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
    await expect(store.put('big.bin', generated(12 * MiB), { maxBytes: 50 * MiB })).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
  });
});
