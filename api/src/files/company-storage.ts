import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { asSystem } from '../db/tenant-context.js';
import { UUID_RE } from '../lib/crypto.js';
import { existingCompanyIds, existingPropertyIds } from './repository.js';

/*
 * Every file a company owns lives under a folder named by its id: DATA_DIR/files/companies/<company> (terms of
 * reference) and DATA_DIR/files/properties/<company>/<property> (property documents). Deleting a company removes
 * both once its rows are gone. Files are removed after the database commit (a file cannot be put back if the
 * transaction rolled back), so a crash or a disk error in between leaves folders whose company no longer exists:
 * the orphan sweep finds those by their names and removes them (at start-up and once a day), and the same sweep
 * removes the folder of a property deleted while its removal failed.
 */

export const companyFilesDir = (dataDir: string, companyId: string) =>
  path.join(dataDir, 'files', 'companies', companyId);
/** Where a company's property documents are kept: one folder per property inside. */
export const companyPropertiesDir = (dataDir: string, companyId: string) =>
  path.join(dataDir, 'files', 'properties', companyId);

/** Removes every stored file of the company (both folders, whatever is inside). Throws the first failure. */
export async function removeCompanyFiles(dataDir: string, companyId: string): Promise<void> {
  if (!UUID_RE.test(companyId)) throw new Error(`not a company id: ${companyId}`);
  const results = await Promise.allSettled(
    [companyFilesDir(dataDir, companyId), companyPropertiesDir(dataDir, companyId)].map((dir) =>
      rm(dir, { recursive: true, force: true }),
    ),
  );
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

async function folders(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { withFileTypes: true }))
      .filter((e) => e.isDirectory() && UUID_RE.test(e.name))
      .map((e) => e.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Removes the folders of companies and properties that no longer exist. Returns the folders removed (relative to
 * DATA_DIR/files). Runs in a system context: it reads which companies and properties exist across tenants.
 */
export async function sweepOrphanFiles(app: FastifyInstance): Promise<string[]> {
  const root = path.join(app.config.dataDir, 'files');
  const companyDirs = await folders(path.join(root, 'companies'));
  const propertyCompanyDirs = await folders(path.join(root, 'properties'));
  const ids = [...new Set([...companyDirs, ...propertyCompanyDirs])];
  if (ids.length === 0) return [];
  const removed: string[] = [];
  await asSystem('orphan files sweep: which companies and properties still exist', async () => {
    const live = await existingCompanyIds(app.db, ids);
    for (const id of companyDirs.filter((c) => !live.has(c))) {
      await rm(path.join(root, 'companies', id), { recursive: true, force: true });
      removed.push(`companies/${id}`);
    }
    for (const companyId of propertyCompanyDirs) {
      if (!live.has(companyId)) {
        await rm(path.join(root, 'properties', companyId), { recursive: true, force: true });
        removed.push(`properties/${companyId}`);
        continue;
      }
      const propertyIds = await folders(path.join(root, 'properties', companyId));
      if (propertyIds.length === 0) continue;
      const present = await existingPropertyIds(app.db, propertyIds);
      for (const id of propertyIds.filter((p) => !present.has(p))) {
        await rm(path.join(root, 'properties', companyId, id), { recursive: true, force: true });
        removed.push(`properties/${companyId}/${id}`);
      }
    }
  });
  return removed;
}
