import fp from 'fastify-plugin';
import { createObjectStore, type ObjectStore } from '../../storage/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every stored file goes through it: the local folder DATA_DIR/files or an S3 bucket (STORAGE_URL). */
    storage: ObjectStore;
  }
}

export interface StoragePluginOptions {
  /** An already-built store (tests); the caller then owns closing it. */
  storage?: ObjectStore;
}

/** Builds the object store the configuration names and releases it with the app. */
export default fp<StoragePluginOptions>(
  async (app, opts) => {
    const store = opts.storage ?? createObjectStore(app.config.storage);
    app.decorate('storage', store);
    app.log.info({ storage: store.description }, 'file storage');
    if (!opts.storage) app.addHook('onClose', async () => store.close());
  },
  { name: 'storage' },
);
