import type { PoliteFetch } from '../pipeline/connectors/http.js';
import { fetchJson, RegistryReadError } from './bounded-json.js';
import { recordOf, type FieldMapping } from './mapping.js';
import type { RegistryRecord } from './record.js';

/*
 * Any ArcGIS REST feature layer of applications (a FeatureServer or MapServer layer, `.../FeatureServer/0`):
 *   <layer>?f=json            -> { fields: [{ name, type }], maxRecordCount, objectIdField, advancedQueryCapabilities }
 *   <layer>/query?where=..&outFields=..&returnGeometry=true&outSR=4326&orderByFields=<oid>&resultOffset=k
 *       &resultRecordCount=n&f=json
 *                             -> { features: [{ attributes, geometry: { x, y } | { rings } }], exceededTransferLimit }
 * An error is `{ error: { code, message } }`, often with HTTP 200. The source's field mapping (sources.settings)
 * names the columns; when it names a modified-date column that the layer has, a later read asks only for rows
 * changed since the newest date stored (`where <field> > TIMESTAMP '...'`). Bounded in pages, bytes and time.
 */
export interface ArcgisLimits {
  pageSize: number;
  maxPages: number;
  maxBytes: number;
  timeoutMs: number;
}

export const ARCGIS_LIMITS: ArcgisLimits = {
  pageSize: 1000,
  maxPages: 500,
  maxBytes: 32 * 1024 * 1024,
  timeoutMs: 15 * 60_000,
};

interface ArcgisError {
  error?: { code?: number; message?: string };
}
interface ArcgisLayer extends ArcgisError {
  fields?: Array<{ name: string; type?: string }>;
  maxRecordCount?: number;
  objectIdField?: string;
}
interface Geometry {
  x?: number;
  y?: number;
  rings?: number[][][];
}
interface ArcgisQuery extends ArcgisError {
  features?: Array<{ attributes?: Record<string, unknown>; geometry?: Geometry }>;
  exceededTransferLimit?: boolean;
}

const check = <T extends ArcgisError>(answer: T, what: string): T => {
  if (!answer || typeof answer !== 'object') throw new RegistryReadError(`${what}: not an ArcGIS answer`);
  if (answer.error) throw new RegistryReadError(`${what}: ${answer.error.message ?? `error ${answer.error.code}`}`);
  return answer;
};

/** A feature's point: a point's x/y, or the mean of a polygon's outer ring. */
function pointOf(geometry: Geometry | undefined) {
  if (!geometry) return {};
  if (typeof geometry.x === 'number' && typeof geometry.y === 'number') return { __lat: geometry.y, __lng: geometry.x };
  const ring = geometry.rings?.[0];
  if (Array.isArray(ring) && ring.length > 0) {
    let x = 0;
    let y = 0;
    for (const [px, py] of ring) {
      x += Number(px);
      y += Number(py);
    }
    return { __lat: y / ring.length, __lng: x / ring.length };
  }
  return {};
}

const stamp = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

export async function* readArcgisLayer(options: {
  fetch: PoliteFetch;
  layerUrl: string;
  mapping: FieldMapping;
  /** The newest modification date already stored: only rows changed after it are asked for. */
  since: Date | null;
  limits?: ArcgisLimits;
  counts?: { rows: number; unreadable: number };
}): AsyncGenerator<RegistryRecord[]> {
  const limits = options.limits ?? ARCGIS_LIMITS;
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const base = options.layerUrl.replace(/\/+$/, '');
  const layer = check(await fetchJson<ArcgisLayer>(options.fetch, `${base}?f=json`, limits.maxBytes, signal), 'layer');
  const names = new Set((layer.fields ?? []).map((f) => f.name));
  const oid =
    layer.objectIdField ?? (layer.fields ?? []).find((f) => f.type === 'esriFieldTypeOID')?.name ?? 'OBJECTID';
  const pageSize = Math.max(1, Math.min(limits.pageSize, layer.maxRecordCount ?? limits.pageSize));
  const modified = options.mapping.modified && names.has(options.mapping.modified) ? options.mapping.modified : null;
  const where = modified && options.since ? `${modified} > TIMESTAMP '${stamp(options.since)}'` : '1=1';
  // Point columns come from the geometry unless the mapping names columns of the layer.
  const mapping: FieldMapping = {
    ...options.mapping,
    latitude: options.mapping.latitude && names.has(options.mapping.latitude) ? options.mapping.latitude : '__lat',
    longitude: options.mapping.longitude && names.has(options.mapping.longitude) ? options.mapping.longitude : '__lng',
  };
  let offset = 0;
  for (let page = 0; ; page++) {
    if (page >= limits.maxPages)
      throw new RegistryReadError(`the layer has more than ${limits.maxPages} pages of ${pageSize}`);
    const url = new URL(`${base}/query`);
    url.searchParams.set('where', where);
    url.searchParams.set('outFields', '*');
    url.searchParams.set('returnGeometry', 'true');
    url.searchParams.set('outSR', '4326');
    url.searchParams.set('orderByFields', oid);
    url.searchParams.set('resultOffset', String(offset));
    url.searchParams.set('resultRecordCount', String(pageSize));
    url.searchParams.set('f', 'json');
    const answer = check(await fetchJson<ArcgisQuery>(options.fetch, url.toString(), limits.maxBytes, signal), 'query');
    const features = Array.isArray(answer.features) ? answer.features.slice(0, pageSize) : [];
    const records: RegistryRecord[] = [];
    for (const feature of features) {
      const attributes = feature?.attributes && typeof feature.attributes === 'object' ? feature.attributes : null;
      const record = attributes ? recordOf({ ...attributes, ...pointOf(feature.geometry) }, mapping) : null;
      if (options.counts) options.counts.rows += 1;
      if (record) records.push(record);
      else if (options.counts) options.counts.unreadable += 1;
    }
    if (records.length) yield records;
    offset += features.length;
    if (features.length === 0 || !answer.exceededTransferLimit) return;
  }
}
