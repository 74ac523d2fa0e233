import type { StorageConfig } from '../config/storage.js';
import { createLocalStore } from './local.js';
import { createS3Store } from './s3.js';
import type { ObjectStore } from './types.js';

export { ObjectTooLargeError, checkKey, type ObjectStore, type StoredObject } from './types.js';
export { withLocalCopy } from './temp-file.js';

/** The store the configuration names (config/storage.ts): the local folder or an S3 bucket. */
export function createObjectStore(config: StorageConfig): ObjectStore {
  return config.driver === 's3' ? createS3Store(config) : createLocalStore(config.root);
}
