import path from 'node:path';
import { type Env, fail, read, readBool } from './env.js';

/*
 * Where stored files live (storage/): STORAGE_URL unset means the local folder DATA_DIR/files (one process, or
 * several on one machine); `s3://bucket/prefix` means an S3-compatible bucket (AWS S3, MinIO, Ceph RGW, R2) that
 * several API instances share. The S3 connection: S3_ENDPOINT (unset = AWS), S3_REGION (us-east-1),
 * S3_FORCE_PATH_STYLE (false; true for most non-AWS servers), credentials from the standard AWS variables
 * (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN, AWS_PROFILE...), read by the SDK itself.
 * STORAGE_PRESIGN (false): with S3, downloads answer 302 to a presigned URL valid STORAGE_PRESIGN_TTL_SECONDS
 * (300) instead of streaming through the API.
 */

export interface LocalStorageConfig {
  driver: 'local';
  /** The folder that holds every stored file (DATA_DIR/files unless STORAGE_URL=file:///...). */
  root: string;
}

export interface S3StorageConfig {
  driver: 's3';
  bucket: string;
  /** Prefix of every key, '' or ending in '/'. */
  prefix: string;
  /** null: the AWS endpoint of the region. */
  endpoint: string | null;
  region: string;
  forcePathStyle: boolean;
  presign: boolean;
  presignTtlSeconds: number;
}

export type StorageConfig = LocalStorageConfig | S3StorageConfig;

/** A bucket name as S3 accepts it: 3-63 lower-case letters, digits, dots and hyphens. */
const BUCKET_RE = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

export function storageFromEnv(env: Env, dataDir: string): StorageConfig {
  const raw = read(env, 'STORAGE_URL');
  const presign = readBool(env, 'STORAGE_PRESIGN', false);
  const ttlRaw = read(env, 'STORAGE_PRESIGN_TTL_SECONDS');
  let presignTtlSeconds = 300;
  if (ttlRaw !== undefined) {
    if (!/^\d+$/.test(ttlRaw) || Number(ttlRaw) < 10 || Number(ttlRaw) > 3600)
      fail('STORAGE_PRESIGN_TTL_SECONDS', `"${ttlRaw}" is not a number of seconds between 10 and 3600`);
    presignTtlSeconds = Number(ttlRaw);
  }
  if (raw === undefined || raw.startsWith('file:')) {
    if (presign) fail('STORAGE_PRESIGN', 'needs STORAGE_URL=s3://bucket/prefix (a local folder has no presigned URLs)');
    if (raw === undefined) return { driver: 'local', root: path.join(dataDir, 'files') };
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      fail('STORAGE_URL', `"${raw}" is not a valid URL (use s3://bucket/prefix or file:///absolute/folder)`);
    }
    if (url.host) fail('STORAGE_URL', 'a file: URL names a local folder: file:///absolute/folder (no host)');
    return { driver: 'local', root: path.resolve(decodeURIComponent(url.pathname)) };
  }
  if (!raw.startsWith('s3://'))
    fail('STORAGE_URL', `"${raw}" must be s3://bucket/prefix (or unset for the local folder DATA_DIR/files)`);
  const rest = raw.slice('s3://'.length);
  const slash = rest.indexOf('/');
  const bucket = slash === -1 ? rest : rest.slice(0, slash);
  if (!BUCKET_RE.test(bucket) || bucket.includes('..'))
    fail('STORAGE_URL', `"${bucket}" is not a valid bucket name (3-63 lower-case letters, digits, dots, hyphens)`);
  const prefixRaw = slash === -1 ? '' : rest.slice(slash + 1);
  if (/[?#\\]/.test(prefixRaw) || /[\x00-\x1f\x7f]/.test(prefixRaw))
    fail('STORAGE_URL', 'the prefix after the bucket may not contain ?, #, backslashes or control characters');
  const segments = prefixRaw.split('/').filter(Boolean);
  if (segments.some((s) => s === '.' || s === '..'))
    fail('STORAGE_URL', 'the prefix after the bucket may not contain "." or ".." segments');
  const prefix = segments.length ? `${segments.join('/')}/` : '';

  let endpoint: string | null = null;
  const rawEndpoint = read(env, 'S3_ENDPOINT');
  if (rawEndpoint !== undefined) {
    let url: URL;
    try {
      url = new URL(rawEndpoint);
    } catch {
      fail('S3_ENDPOINT', `"${rawEndpoint}" is not a URL such as http://127.0.0.1:9000`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      fail('S3_ENDPOINT', 'must start with http:// or https://');
    if (url.search || url.hash || url.username)
      fail('S3_ENDPOINT', 'must be a plain http(s) origin, optionally with a path');
    endpoint = rawEndpoint.replace(/\/+$/, '');
  }
  const region = read(env, 'S3_REGION') ?? read(env, 'AWS_REGION') ?? 'us-east-1';
  if (!/^[a-z0-9-]{1,64}$/i.test(region)) fail('S3_REGION', `"${region}" is not a region name such as us-east-1`);
  const forcePathStyle = readBool(env, 'S3_FORCE_PATH_STYLE', false);
  return { driver: 's3', bucket, prefix, endpoint, region, forcePathStyle, presign, presignTtlSeconds };
}

/** One line for the start-up log: where files go (no secrets: credentials are never part of it). */
export function describeStorage(config: StorageConfig): string {
  if (config.driver === 'local') return `local folder ${config.root}`;
  return `s3://${config.bucket}/${config.prefix}${config.endpoint ? ` at ${config.endpoint}` : ''} (${config.region})`;
}
