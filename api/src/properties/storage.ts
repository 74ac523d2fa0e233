import type { PropertyDocument } from '../db/schema/index.js';
import { propertyFilesPrefix } from '../files/keys.js';
import type { Logger } from '../lib/logger.js';
import type { ObjectStore } from '../storage/index.js';

/** Where a property's documents are kept in the store: properties/<company>/<property>/ (files/keys.ts). */
export { propertyFilesPrefix };

/** A property document's key in the store (its row keeps the file name only). */
export const documentKey = (doc: Pick<PropertyDocument, 'companyId' | 'propertyId' | 'storageKey'>) =>
  `${propertyFilesPrefix(doc.companyId, doc.propertyId)}${doc.storageKey}`;

/** Removes every stored document of a deleted property; a failure is logged (the orphan sweep retries). */
export async function removePropertyFiles(
  deps: { storage: ObjectStore; log: Logger },
  companyId: string,
  propertyId: string,
) {
  await deps.storage.deletePrefix(propertyFilesPrefix(companyId, propertyId)).catch((err: unknown) => {
    deps.log.error(
      { err, property: propertyId },
      'property files not removed; the orphan files sweep will remove them',
    );
  });
}
