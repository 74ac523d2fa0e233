import { createServer, type Server } from 'node:http';
import { listenInRange } from './ckan-site.js';

/*
 * A loopback ArcGIS REST feature layer for tests, speaking the query protocol of ArcGIS Server / ArcGIS Online:
 * `<layer>?f=json` describes the layer (fields with esri types, objectIdField, maxRecordCount); `<layer>/query`
 * answers `features` ({ attributes, geometry: { x, y } } in WGS84 when outSR=4326) ordered by orderByFields, paged
 * by resultOffset/resultRecordCount, with `exceededTransferLimit: true` while rows remain; `where` is '1=1' or
 * `<date field> > TIMESTAMP 'YYYY-MM-DD HH:MM:SS'`; anything else is the error answer ArcGIS gives with HTTP 200:
 * `{ error: { code: 400, message: 'Unable to complete operation.', details: [...] } }`. Dates are epoch milliseconds.
 * A RECONSTRUCTION (no capture of a municipality's layer is in the project): the field names are a municipality's
 * typical ones, which is what the per-source mapping is for.
 */
export interface ArcgisFeature {
  attributes: Record<string, unknown>;
  geometry: { x: number; y: number } | null;
}

export interface ArcgisSite {
  url: string;
  layerUrl: string;
  features: ArcgisFeature[];
  queries: URLSearchParams[];
  maxRecordCount: number;
  /** Every query answers ArcGIS's error (with HTTP 200). */
  failQueries: boolean;
  close(): Promise<void>;
}

export const LAYER_FIELDS = [
  { name: 'OBJECTID', type: 'esriFieldTypeOID' },
  { name: 'FILE_NUMBER', type: 'esriFieldTypeString' },
  { name: 'APP_TYPE', type: 'esriFieldTypeString' },
  { name: 'STATUS', type: 'esriFieldTypeString' },
  { name: 'ADDRESS', type: 'esriFieldTypeString' },
  { name: 'DESCRIPTION', type: 'esriFieldTypeString' },
  { name: 'RECEIVED', type: 'esriFieldTypeDate' },
  { name: 'EDITED', type: 'esriFieldTypeDate' },
];

export async function startArcgisSite(features: ArcgisFeature[]): Promise<ArcgisSite> {
  const site = { features, queries: [] as URLSearchParams[], maxRecordCount: 2, failQueries: false };
  const path = '/arcgis/rest/services/Planning/DevelopmentApplications/FeatureServer/0';
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    const error = () =>
      send({ error: { code: 400, message: 'Unable to complete operation.', details: ['Invalid query'] } });
    if (url.pathname === path) {
      if (url.searchParams.get('f') !== 'json') return error();
      return send({
        name: 'Development Applications',
        type: 'Feature Layer',
        geometryType: 'esriGeometryPoint',
        objectIdField: 'OBJECTID',
        maxRecordCount: site.maxRecordCount,
        advancedQueryCapabilities: { supportsPagination: true },
        fields: LAYER_FIELDS,
      });
    }
    if (url.pathname === `${path}/query`) {
      site.queries.push(url.searchParams);
      const q = url.searchParams;
      if (site.failQueries || q.get('f') !== 'json' || q.get('outFields') !== '*') return error();
      const where = q.get('where') ?? '';
      let rows = [...site.features];
      const since = /^(\w+) > TIMESTAMP '(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})'$/.exec(where);
      if (since) {
        const at = Date.parse(`${since[2]!.replace(' ', 'T')}Z`);
        rows = rows.filter((f) => Number(f.attributes[since[1]!]) > at);
      } else if (where !== '1=1') return error();
      const order = q.get('orderByFields') ?? 'OBJECTID';
      rows.sort((a, b) => Number(a.attributes[order]) - Number(b.attributes[order]));
      const offset = Number(q.get('resultOffset') ?? 0);
      const count = Math.min(Number(q.get('resultRecordCount') ?? site.maxRecordCount), site.maxRecordCount);
      const page = rows.slice(offset, offset + count);
      return send({
        objectIdFieldName: 'OBJECTID',
        geometryType: 'esriGeometryPoint',
        spatialReference: { wkid: 4326, latestWkid: 4326 },
        fields: LAYER_FIELDS,
        features: page.map((f) => (f.geometry ? f : { attributes: f.attributes })),
        ...(offset + count < rows.length ? { exceededTransferLimit: true } : {}),
      });
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not found');
  });
  const port = await listenInRange(server);
  const url = `http://127.0.0.1:${port}`;
  return Object.assign(site, {
    url,
    layerUrl: `${url}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
