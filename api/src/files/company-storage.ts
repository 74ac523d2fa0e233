import type { Db } from '../db/client.js';
import { asSystem } from '../db/tenant-context.js';
import { UUID_RE } from '../lib/crypto.js';
import type { ObjectStore } from '../storage/index.js';
import { COMPANIES_PREFIX, companyFilesPrefix, companyPropertiesPrefix, PROPERTIES_PREFIX } from './keys.js';
import { existingCompanyIds, existingPropertyIds } from './repository.js';

/*
 * Every file a company owns lives under a prefix named by its id: companies/<company>/ (terms of reference) and
 * properties/<company>/<property>/ (property documents), in the object store (the local folder DATA_DIR/files or a
 * bucket). Deleting a company removes both once its rows are gone. Files are removed after the database commit (a
 * file cannot be put back if the transaction rolled back), so a crash or a storage error in between leaves
 * prefixes whose company no longer exists: the orphan sweep finds those by their names and removes them (at
 * start-up and once a day), and the same sweep removes the files of a property deleted while its removal failed.
 */

/** Removes every stored file of the company (both prefixes, whatever is inside). Throws the first failure. */
export async function removeCompanyFiles(store: ObjectStore, companyId: string): Promise<void> {
  const results = await Promise.allSettled(
    [companyFilesPrefix(companyId), companyPropertiesPrefix(companyId)].map((prefix) => store.deletePrefix(prefix)),
  );
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * The folders under `prefix` named by ids, each with the ids of the folders one level down: one listing of the
 * objects (S3 servers differ in how they group by delimiter; a plain listing reads the same everywhere).
 */
async function idTree(store: ObjectStore, prefix: string): Promise<Map<string, Set<string>>> {
  const tree = new Map<string, Set<string>>();
  for await (const { key } of store.list(prefix)) {
    const [first, second, ...rest] = key.slice(prefix.length).split('/');
    if (!first || !UUID_RE.test(first) || second === undefined) continue;
    const below = tree.get(first) ?? new Set<string>();
    if (rest.length && UUID_RE.test(second)) below.add(second);
    tree.set(first, below);
  }
  return tree;
}

/**
 * Removes the files of companies and properties that no longer exist. Returns the prefixes removed (without their
 * trailing '/'). Runs in a system context: it reads which companies and properties exist across tenants.
 */
export async function sweepOrphanFiles(app: { db: Db; storage: ObjectStore }): Promise<string[]> {
  const store = app.storage;
  const companyDirs = [...(await idTree(store, COMPANIES_PREFIX)).keys()];
  const propertyTree = await idTree(store, PROPERTIES_PREFIX);
  const propertyCompanyDirs = [...propertyTree.keys()];
  const all = [...new Set([...companyDirs, ...propertyCompanyDirs])];
  if (all.length === 0) return [];
  const removed: string[] = [];
  await asSystem('orphan files sweep: which companies and properties still exist', async () => {
    const live = await existingCompanyIds(app.db, all);
    for (const id of companyDirs.filter((c) => !live.has(c))) {
      await store.deletePrefix(`${COMPANIES_PREFIX}${id}/`);
      removed.push(`companies/${id}`);
    }
    for (const companyId of propertyCompanyDirs) {
      if (!live.has(companyId)) {
        await store.deletePrefix(`${PROPERTIES_PREFIX}${companyId}/`);
        removed.push(`properties/${companyId}`);
        continue;
      }
      const propertyIds = [...propertyTree.get(companyId)!];
      if (propertyIds.length === 0) continue;
      const present = await existingPropertyIds(app.db, propertyIds);
      for (const id of propertyIds.filter((p) => !present.has(p))) {
        await store.deletePrefix(`${PROPERTIES_PREFIX}${companyId}/${id}/`);
        removed.push(`properties/${companyId}/${id}`);
      }
    }
  });
  return removed;
}
