import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/rows.js';
import { withBoundedHeapGrowth } from '../lib/heap-growth.js';
import type { PoliteFetch } from '../pipeline/connectors/http.js';
import { ARCGIS_LIMITS, readArcgisLayer, type ArcgisLimits } from './arcgis.js';
import { RegistryReadError } from './bounded-json.js';
import { CKAN_LIMITS, readCkanDataset, type CkanLimits } from './ckan.js';
import { ckanDatasets, mappingOf } from './settings.js';
import { emptyStoreResult, storedHashes, storeRecords, type StoreResult } from './store.js';

/* One read of an application registry (a source row of connector 'ckan' or 'arcgis') into the applications. */

export interface RegistrySourceRow {
  name: string;
  connector: string;
  baseUrl: string;
  municipalityId: number | null;
  settings: Record<string, unknown>;
}

export interface RegistryReadResult extends StoreResult {
  /** Rows the registry answered without an id. */
  unreadable: number;
}

export function readRegistrySource(
  db: Db,
  row: RegistrySourceRow,
  fetch: PoliteFetch,
  limits: { ckan?: CkanLimits; arcgis?: ArcgisLimits } = {},
): Promise<RegistryReadResult> {
  // Page after page of JSON that is dead a page later: the heap's growth is bounded while it lasts (lib/heap-growth.ts).
  return withBoundedHeapGrowth(() => read(db, row, fetch, limits));
}

async function read(
  db: Db,
  row: RegistrySourceRow,
  fetch: PoliteFetch,
  limits: { ckan?: CkanLimits; arcgis?: ArcgisLimits },
): Promise<RegistryReadResult> {
  if (row.municipalityId === null) throw new RegistryReadError(`${row.name} has no municipality`);
  const result: RegistryReadResult = { ...emptyStoreResult(), unreadable: 0 };
  const counts = { rows: 0, unreadable: 0 };
  const known = await storedHashes(db, row.name);
  if (row.connector === 'ckan') {
    for (const { dataset, mapping } of ckanDatasets(row.settings)) {
      const link = new URL(
        `dataset/${encodeURIComponent(dataset)}`,
        row.baseUrl.endsWith('/') ? row.baseUrl : `${row.baseUrl}/`,
      ).toString();
      for await (const page of readCkanDataset({
        fetch,
        baseUrl: row.baseUrl,
        dataset,
        mapping,
        limits: limits.ckan ?? CKAN_LIMITS,
        counts,
        linkOf: () => link,
      }))
        await storeRecords(db, row.name, row.municipalityId, page, result, known);
    }
  } else if (row.connector === 'arcgis') {
    const [newest] = await queryRows(
      db,
      sql`select max(modified_at) as since from application_records where source = ${row.name}`,
    );
    const since = newest?.since ? new Date(newest.since as string) : null;
    const mapping = mappingOf(row.settings.mapping);
    for await (const page of readArcgisLayer({
      fetch,
      layerUrl: row.baseUrl,
      mapping,
      since,
      limits: limits.arcgis ?? ARCGIS_LIMITS,
      counts,
    }))
      await storeRecords(db, row.name, row.municipalityId, page, result, known);
  } else throw new RegistryReadError(`${row.name}: ${row.connector} is not an application registry`);
  result.unreadable = counts.unreadable;
  return result;
}
