import type { Readable, Transform } from 'node:stream';

/*
 * The object store every stored file goes through: uploaded property documents, company files, fetched municipal
 * documents. Keys are relative, '/'-separated paths chosen by the server (random names, never a user's), the same
 * layout on every driver: `companies/<company>/...`, `properties/<company>/<property>/<file>`, `<hex>` (fetched
 * documents). Two drivers: a local folder (local.ts) and an S3-compatible bucket (s3.ts).
 */

export interface StoredObject {
  size: number;
  /** As recorded at put (S3), or null (the local folder keeps no types: the database row has the type). */
  contentType: string | null;
}

export interface ObjectBody extends StoredObject {
  body: Readable;
}

export interface PutOptions {
  /** More bytes than this fail the put with ObjectTooLargeError, and nothing is kept. */
  maxBytes: number;
  contentType?: string;
  /** Transforms the bytes pass through before they are stored (an upload's content sniffer). */
  through?: Transform[];
}

export interface PresignOptions {
  expiresInSeconds: number;
  /** Content-Disposition and Content-Type the storage answers with (ResponseContentDisposition/-Type). */
  contentDisposition?: string;
  contentType?: string;
}

export interface ObjectStore {
  readonly driver: 'local' | 's3';
  /** A description for logs (folder or bucket and prefix; never credentials). */
  readonly description: string;
  /**
   * Streams `body` to `key` (never buffering the whole of it). All or nothing: when the body fails (its own error,
   * a transform's refusal, more than maxBytes) nothing is left under `key` and the body's error is thrown as is.
   */
  put(key: string, body: Readable, options: PutOptions): Promise<StoredObject>;
  /** The object as a stream, or null when there is none. */
  get(key: string): Promise<ObjectBody | null>;
  stat(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; no error when it is not there. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (which must end in '/'); returns how many. */
  deletePrefix(prefix: string): Promise<number>;
  /** Every object under `prefix` ('' = all), in key order for S3 (any order for the local folder). */
  list(prefix: string): AsyncIterable<{ key: string; size: number }>;
  /** A short-lived URL that reads the object without the API, or null when the driver has none (local). */
  presignGet(key: string, options: PresignOptions): Promise<string | null>;
  /** Local driver only: the file's path, so extraction reads a stored file in place instead of copying it. */
  localPath?(key: string): string;
  /** Releases connections. */
  close(): Promise<void>;
}

export class ObjectTooLargeError extends Error {
  readonly code = 'STORAGE_OBJECT_TOO_LARGE';
  constructor(readonly maxBytes: number) {
    super(`object larger than ${maxBytes} bytes`);
  }
}

/** A key as the server makes them: relative, '/'-separated, no '.', '..' or empty segments, no control characters. */
export function checkKey(key: string, kind: 'key' | 'prefix' = 'key'): string {
  const body = kind === 'prefix' ? key.replace(/\/$/, '') : key;
  if (
    typeof key !== 'string' ||
    (kind === 'prefix' && key !== '' && !key.endsWith('/')) ||
    (kind === 'key' && key === '') ||
    key.length > 900 ||
    /[\\\x00-\x1f\x7f]/.test(key) ||
    key.startsWith('/') ||
    (body !== '' && body.split('/').some((segment) => segment === '' || segment === '.' || segment === '..'))
  ) {
    throw new Error(`not a storage ${kind}: ${JSON.stringify(key)}`);
  }
  return key;
}
