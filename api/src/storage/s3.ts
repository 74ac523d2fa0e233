import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3StorageConfig } from '../config/storage.js';
import { StorageUnavailableError } from '../lib/dependency-errors.js';
import { SizeLimit } from './size-limit.js';
import { checkKey, type ObjectStore, type StoredObject } from './types.js';

/*
 * The S3 driver: AWS S3, MinIO, Ceph RGW, R2 (any server of the S3 protocol). Keys are the store's keys under the
 * configured prefix. Uploads stream as a multipart upload of 5 MiB parts, at most two parts in flight (about 10 MiB
 * of memory per upload whatever the file's size); a body that fails aborts the upload, so no object appears.
 * Credentials come from the SDK's standard chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, an
 * instance role). Checksums only when an operation requires them: the SDK's default CRC32 trailers and
 * aws-chunked bodies are refused by many non-AWS servers.
 */

const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

const isNotFound = (error: unknown) => {
  const err = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return err?.name === 'NotFound' || err?.name === 'NoSuchKey' || err?.$metadata?.httpStatusCode === 404;
};

export interface S3StoreOptions {
  /** Keys per listing page (1000, S3's most); small values exercise continuation in tests. */
  listPageSize?: number;
}

/**
 * What a failed storage call throws: the service's own answer when it gave one below 500 (a bucket that does not
 * exist, access denied: a setup to fix, told as the service tells it), else StorageUnavailableError (unreachable, timed
 * out, or failing: the request answers 503 with a sentence and is worth retrying).
 */
function storageFailure(error: unknown): unknown {
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return status !== undefined && status < 500 ? error : new StorageUnavailableError(error);
}

export function createS3Store(config: S3StorageConfig, { listPageSize = 1000 }: S3StoreOptions = {}): ObjectStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A storage that accepts connections and then answers nothing fails the request instead of holding it: 5 s to
    // connect, 30 s of silence on an open socket (a slow large transfer keeps its socket busy, so is not cut).
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const { bucket, prefix } = config;
  const full = (key: string, kind: 'key' | 'prefix' = 'key') => prefix + checkKey(key, kind);

  async function head(key: string): Promise<StoredObject | null> {
    const Key = full(key); // a refused key is the caller's error, not the storage's
    try {
      const out = await client.send(new HeadObjectCommand({ Bucket: bucket, Key }));
      return { size: out.ContentLength ?? 0, contentType: out.ContentType ?? null };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw storageFailure(error);
    }
  }

  async function* list(keyPrefix: string): AsyncGenerator<{ key: string; size: number }> {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: bucket,
          Prefix: full(keyPrefix, 'prefix'),
          ContinuationToken: token,
          MaxKeys: listPageSize,
        }),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key?.startsWith(prefix)) yield { key: item.Key.slice(prefix.length), size: item.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  return {
    driver: 's3',
    description: `s3://${bucket}/${prefix}${config.endpoint ? ` at ${config.endpoint}` : ''}`,

    async put(key, body: Readable, { maxBytes, contentType, through = [] }) {
      const limit = new SizeLimit(maxBytes);
      const pass = new PassThrough({ highWaterMark: 64 * 1024 });
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: full(key), Body: pass, ...(contentType ? { ContentType: contentType } : {}) },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      // The body's own error wins: a refused upload reports why (too large, wrong content), not the abort's echo.
      let sourceError: unknown;
      const feeding = pipeline([body, ...through, limit, pass]).catch((error: unknown) => {
        sourceError = error;
        void upload.abort().catch(() => undefined);
      });
      try {
        await upload.done();
      } catch (error) {
        // The body's failure, if it came first; else the storage's (then the body stops being read: ended here).
        const bodyError = sourceError;
        pass.destroy(error as Error);
        await feeding;
        throw bodyError ?? storageFailure(error);
      }
      await feeding;
      if (sourceError) {
        // The upload completed from a body that then failed (cannot happen with a PassThrough, kept as a guard).
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: full(key) })).catch(() => undefined);
        throw sourceError;
      }
      return { size: limit.bytes, contentType: contentType ?? null };
    },

    async get(key) {
      const Key = full(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
        return {
          size: out.ContentLength ?? 0,
          contentType: out.ContentType ?? null,
          body: out.Body as Readable,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw storageFailure(error);
      }
    },

    stat: head,

    async exists(key) {
      return (await head(key)) !== null;
    },

    async delete(key) {
      const Key = full(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key })).catch((error: unknown) => {
        throw storageFailure(error);
      });
    },

    async deletePrefix(keyPrefix) {
      if (keyPrefix === '') throw new Error('deletePrefix needs a prefix (refusing to empty the store)');
      checkKey(keyPrefix, 'prefix');
      let count = 0;
      let batch: string[] = [];
      const flush = async () => {
        if (!batch.length) return;
        const out = await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        if (out.Errors?.length) {
          const first = out.Errors[0]!;
          throw new Error(`could not delete ${first.Key}: ${first.Code} ${first.Message ?? ''}`.trim());
        }
        count += batch.length;
        batch = [];
      };
      // Listed first, deleted after: deleting while paging would move the listing under its own feet.
      const keys: string[] = [];
      for await (const item of list(keyPrefix)) keys.push(prefix + item.key);
      for (const key of keys) {
        batch.push(key);
        if (batch.length === 1000) await flush();
      }
      await flush();
      return count;
    },

    list,

    async presignGet(key, { expiresInSeconds, contentDisposition, contentType }) {
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: bucket,
          Key: full(key),
          ...(contentDisposition ? { ResponseContentDisposition: contentDisposition } : {}),
          ...(contentType ? { ResponseContentType: contentType } : {}),
        }),
        { expiresIn: expiresInSeconds },
      );
    },

    async close() {
      client.destroy();
    },
  };
}
