import path from 'node:path';
import { loadConfig } from '../../src/config/index.js';
import { describeStorage, storageFromEnv } from '../../src/config/storage.js';

/* STORAGE_URL and the S3_* variables: defaults, accepted forms and the start-up error of each bad value. */

const DATA = path.resolve('/srv/parcelwatch');

describe('storage configuration', () => {
  it('defaults to the local folder DATA_DIR/files', () => {
    expect(storageFromEnv({}, DATA)).toEqual({ driver: 'local', root: path.join(DATA, 'files') });
    expect(loadConfig({ DATA_DIR: DATA }).storage).toEqual({ driver: 'local', root: path.join(DATA, 'files') });
    expect(storageFromEnv({ STORAGE_URL: '  ' }, DATA)).toEqual({ driver: 'local', root: path.join(DATA, 'files') });
    expect(storageFromEnv({ STORAGE_URL: 'file:///mnt/shared/files' }, DATA)).toEqual({
      driver: 'local',
      root: path.resolve('/mnt/shared/files'),
    });
  });

  it('reads a bucket, its prefix and the S3 connection', () => {
    expect(
      storageFromEnv(
        {
          STORAGE_URL: 's3://parcelwatch-files/prod/api/',
          S3_ENDPOINT: 'http://127.0.0.1:9000/',
          S3_REGION: 'ca-central-1',
          S3_FORCE_PATH_STYLE: 'true',
          STORAGE_PRESIGN: 'true',
        },
        DATA,
      ),
    ).toEqual({
      driver: 's3',
      bucket: 'parcelwatch-files',
      prefix: 'prod/api/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'ca-central-1',
      forcePathStyle: true,
      presign: true,
      presignTtlSeconds: 300,
    });
    const plain = storageFromEnv({ STORAGE_URL: 's3://bucket' }, DATA);
    expect(plain).toMatchObject({ bucket: 'bucket', prefix: '', endpoint: null, region: 'us-east-1' });
    expect(plain).toMatchObject({ forcePathStyle: false, presign: false });
    expect(storageFromEnv({ STORAGE_URL: 's3://bucket/a//b', AWS_REGION: 'eu-west-3' }, DATA)).toMatchObject({
      prefix: 'a/b/',
      region: 'eu-west-3',
    });
    expect(describeStorage(plain)).toBe('s3://bucket/ (us-east-1)');
  });

  it.each([
    [
      { STORAGE_URL: 'ftp://bucket' },
      'Invalid environment variable STORAGE_URL: "ftp://bucket" must be s3://bucket/prefix',
    ],
    [
      { STORAGE_URL: 's3://Bad_Bucket/x' },
      'Invalid environment variable STORAGE_URL: "Bad_Bucket" is not a valid bucket name',
    ],
    [{ STORAGE_URL: 's3://ab' }, 'is not a valid bucket name'],
    [{ STORAGE_URL: 's3://bucket/../x' }, 'may not contain "." or ".." segments'],
    [{ STORAGE_URL: 's3://bucket/a?b' }, 'may not contain ?, #, backslashes or control characters'],
    [{ STORAGE_URL: 'file://host/x' }, 'a file: URL names a local folder'],
    [{ STORAGE_URL: 's3://bucket', S3_ENDPOINT: 'minio:9000' }, 'Invalid environment variable S3_ENDPOINT'],
    [{ STORAGE_URL: 's3://bucket', S3_ENDPOINT: 'ftp://minio:9000' }, 'must start with http:// or https://'],
    [{ STORAGE_URL: 's3://bucket', S3_ENDPOINT: 'http://u:p@minio:9000' }, 'must be a plain http(s) origin'],
    [{ STORAGE_URL: 's3://bucket', S3_REGION: 'us east' }, 'Invalid environment variable S3_REGION'],
    [{ STORAGE_URL: 's3://bucket', S3_FORCE_PATH_STYLE: 'maybe' }, 'Invalid environment variable S3_FORCE_PATH_STYLE'],
    [{ STORAGE_PRESIGN: 'true' }, 'Invalid environment variable STORAGE_PRESIGN: needs STORAGE_URL=s3://bucket/prefix'],
    [{ STORAGE_URL: 's3://bucket', STORAGE_PRESIGN_TTL_SECONDS: '5' }, 'STORAGE_PRESIGN_TTL_SECONDS: "5" is not'],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: DATA, ...env })).toThrow(message);
  });
});
