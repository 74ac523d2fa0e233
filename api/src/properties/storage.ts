import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PropertyDocument } from '../db/schema/index.js';

/** Where a property's documents are kept: DATA_DIR/files/properties/<company>/<property>. */
export const propertyFilesDir = (dataDir: string, companyId: string, propertyId: string) =>
  path.join(dataDir, 'files', 'properties', companyId, propertyId);

export const documentPath = (dataDir: string, doc: Pick<PropertyDocument, 'companyId' | 'propertyId' | 'storageKey'>) =>
  path.join(propertyFilesDir(dataDir, doc.companyId, doc.propertyId), doc.storageKey);

export async function removePropertyFiles(app: FastifyInstance, companyId: string, propertyId: string) {
  await rm(propertyFilesDir(app.config.dataDir, companyId, propertyId), { recursive: true, force: true }).catch(
    () => undefined,
  );
}
