import type { PoliteFetch } from '../pipeline/connectors/http.js';
import { fetchJson, RegistryReadError } from './bounded-json.js';
import { recordOf, type FieldMapping } from './mapping.js';
import type { RegistryRecord } from './record.js';

/*
 * A CKAN portal's dataset (Toronto Open Data), through CKAN's action API:
 *   /api/3/action/package_show?id=<dataset>           -> { success, result: { resources: [{ id, datastore_active, last_modified }] } }
 *   /api/3/action/datastore_search?resource_id=<id>&limit=<n>&offset=<k>&sort=_id
 *                                                      -> { success, result: { records, total, fields } }
 * The tabular resource is the first with `datastore_active: true`. Pages run until `total` is reached or a page
 * comes back short, bounded in pages, bytes per answer and time (CkanLimits).
 */
export interface CkanLimits {
  pageSize: number;
  maxPages: number;
  maxBytes: number;
  /** The whole read, in ms. */
  timeoutMs: number;
}

export const CKAN_LIMITS: CkanLimits = {
  pageSize: 5000,
  maxPages: 200,
  maxBytes: 64 * 1024 * 1024,
  timeoutMs: 15 * 60_000,
};

interface CkanAnswer<T> {
  success: boolean;
  result: T;
  error?: { message?: string };
}
interface CkanPackage {
  resources?: Array<{ id: string; datastore_active?: boolean; last_modified?: string | null; name?: string }>;
}
interface CkanSearch {
  records?: Array<Record<string, unknown>>;
  total?: number;
}

export interface CkanDatasetRead {
  resourceId: string;
  /** The resource's own modification time, as package_show tells it. */
  lastModified: string | null;
}

const api = (baseUrl: string, action: string, params: Record<string, string | number>) => {
  const url = new URL(`api/3/action/${action}`, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
  return url.toString();
};

function resultOf<T>(answer: CkanAnswer<T>, what: string): T {
  if (!answer || answer.success !== true || typeof answer.result !== 'object' || answer.result === null)
    throw new RegistryReadError(`${what} failed${answer?.error?.message ? `: ${answer.error.message}` : ''}`);
  return answer.result;
}

/** The dataset's tabular resource (package_show). */
export async function ckanResource(
  fetch: PoliteFetch,
  baseUrl: string,
  dataset: string,
  limits: CkanLimits = CKAN_LIMITS,
  signal?: AbortSignal,
): Promise<CkanDatasetRead> {
  const pkg = resultOf(
    await fetchJson<CkanAnswer<CkanPackage>>(
      fetch,
      api(baseUrl, 'package_show', { id: dataset }),
      limits.maxBytes,
      signal,
    ),
    `package_show ${dataset}`,
  );
  const resource = (pkg.resources ?? []).find((r) => r && r.datastore_active === true && typeof r.id === 'string');
  if (!resource) throw new RegistryReadError(`${dataset} has no datastore resource`);
  return { resourceId: resource.id, lastModified: resource.last_modified ?? null };
}

/**
 * Every record of a dataset, page by page (datastore_search), as RegistryRecords by `mapping`; rows without an id
 * are counted in `unreadable`.
 */
export async function* readCkanDataset(options: {
  fetch: PoliteFetch;
  baseUrl: string;
  dataset: string;
  mapping: FieldMapping;
  limits?: CkanLimits;
  linkOf?: (id: string) => string | null;
  counts?: { rows: number; unreadable: number };
}): AsyncGenerator<RegistryRecord[]> {
  const limits = options.limits ?? CKAN_LIMITS;
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const { resourceId } = await ckanResource(options.fetch, options.baseUrl, options.dataset, limits, signal);
  let offset = 0;
  for (let page = 0; ; page++) {
    if (page >= limits.maxPages)
      throw new RegistryReadError(`${options.dataset} has more than ${limits.maxPages} pages of ${limits.pageSize}`);
    const search = resultOf(
      await fetchJson<CkanAnswer<CkanSearch>>(
        options.fetch,
        api(options.baseUrl, 'datastore_search', {
          resource_id: resourceId,
          limit: limits.pageSize,
          offset,
          sort: '_id',
        }),
        limits.maxBytes,
        signal,
      ),
      `datastore_search ${options.dataset}`,
    );
    const rows = Array.isArray(search.records) ? search.records.slice(0, limits.pageSize) : [];
    const records: RegistryRecord[] = [];
    for (const row of rows) {
      const record = row && typeof row === 'object' ? recordOf(row, options.mapping, options.linkOf) : null;
      if (options.counts) options.counts.rows += 1;
      if (record) records.push(record);
      else if (options.counts) options.counts.unreadable += 1;
    }
    if (records.length) yield records;
    offset += rows.length;
    const total = typeof search.total === 'number' ? search.total : null;
    if (rows.length < limits.pageSize || (total !== null && offset >= total)) return;
  }
}
