import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startS3Server, type S3Server } from '../../../scripts/s3-server.mjs';
import { storageFromEnv, type StorageConfig } from '../../src/config/storage.js';
import { createS3Store } from '../../src/storage/s3.js';
import type { ObjectStore } from '../../src/storage/types.js';

/*
 * `npm run storage:migrate`: a local data folder copied into a bucket, run as the real script (scripts/
 * storage-migrate.mjs -> cli-storage-migrate.ts). The bucket is served by a local S3-protocol server
 * (scripts/s3-server.mjs, s3rver in a child process), a fake standing in for AWS S3 / MinIO, which a test cannot
 * reach, that speaks the real protocol.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
let work: string;
let dataDir: string;
let s3: S3Server;
let bucket: ObjectStore;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'pw-storage-migrate-'));
  s3 = await startS3Server({ port: 0, directory: path.join(work, 's3'), buckets: ['migrated'] });
  dataDir = path.join(work, 'data');
  const files = path.join(dataDir, 'files');
  const put = async (key: string, content: string) => {
    await mkdir(path.dirname(path.join(files, key)), { recursive: true });
    await writeFile(path.join(files, key), content);
  };
  await put('companies/11111111-1111-4111-8111-111111111111/terms-of-reference/a.pdf', '%PDF-1.7 terms');
  await put('properties/11111111-1111-4111-8111-111111111111/22222222-2222-4222-8222-222222222222/b.txt', 'notes');
  await put('0123456789abcdef0123456789abcdef', 'fetched staff report');
  process.env.AWS_ACCESS_KEY_ID = s3.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = s3.secretAccessKey;
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  bucket = createS3Store(
    storageFromEnv({ STORAGE_URL: 's3://migrated/prod', ...s3.env }, dataDir) as Extract<
      StorageConfig,
      { driver: 's3' }
    >,
  );
});
afterAll(async () => {
  await bucket?.close();
  await s3?.close();
  await rm(work, { recursive: true, force: true });
});

function migrate(env: Record<string, string>, args: string[] = []) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'storage-migrate.mjs'), ...args], {
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

async function keys(): Promise<string[]> {
  const out: string[] = [];
  for await (const item of bucket.list('')) out.push(`${item.key}:${item.size}`);
  return out.sort();
}

describe('npm run storage:migrate', () => {
  const env = () => ({ STORAGE_URL: 's3://migrated/prod', ...s3.env });

  it('copies every file with its key, then skips them all when run again', async () => {
    const first = await migrate(env());
    expect(first.out).toContain('3 copied (39 bytes), 0 already there, 0 failed');
    expect(first.code).toBe(0);
    expect(await keys()).toEqual([
      '0123456789abcdef0123456789abcdef:20',
      'companies/11111111-1111-4111-8111-111111111111/terms-of-reference/a.pdf:14',
      'properties/11111111-1111-4111-8111-111111111111/22222222-2222-4222-8222-222222222222/b.txt:5',
    ]);
    const again = await migrate(env());
    expect(again.out).toContain('0 copied (0 bytes), 3 already there, 0 failed');
    expect(again.code).toBe(0);
    // A file whose size differs from the object is copied again.
    await writeFile(path.join(dataDir, 'files', '0123456789abcdef0123456789abcdef'), 'a longer fetched staff report');
    const changed = await migrate(env());
    expect(changed.out).toContain('1 copied (29 bytes), 2 already there, 0 failed');
  }, 120_000);

  it('exits non-zero when files cannot be copied, or when no bucket is configured', async () => {
    const missingBucket = await migrate({ ...env(), STORAGE_URL: 's3://no-such-bucket/x' });
    expect(missingBucket.code).toBe(1);
    expect(missingBucket.out).toContain('0 copied (0 bytes), 0 already there, 3 failed');
    expect(missingBucket.out).toMatch(/FAILED 0123456789abcdef0123456789abcdef: /);
    const local = await migrate({});
    expect(local.code).toBe(1);
    expect(local.out).toContain('STORAGE_URL names no bucket');
    const badUrl = await migrate({ STORAGE_URL: 'ftp://x' });
    expect(badUrl.code).toBe(1);
    expect(badUrl.out).toContain('Invalid environment variable STORAGE_URL');
  }, 120_000);
});
