import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { readCsv } from '../../src/addresses/csv.js';

/*
 * A loopback CKAN portal for tests, speaking CKAN's action API as Toronto's portal does: package_show lists a
 * dataset's resources (the tabular one `datastore_active: true`), datastore_search pages its records
 * (`limit`, `offset`, `sort=_id`) as `{ success, result: { records, total, fields } }`, and an unknown dataset or
 * resource is `{ success: false, error }` with 404. The Committee of Adjustment dataset is the REAL capture
 * test/fixtures/toronto-open-data/coa-applications-sample.csv, served as the API serves it: a missing value (written
 * `NA` by the client that saved the file) is null, `_id` a number. Every request is counted, and `datasets` may be
 * changed between reads (a registry's daily refresh).
 */
export interface CkanSite {
  url: string;
  datasets: Map<string, Array<Record<string, unknown>>>;
  requests: string[];
  /** Answers every datastore_search with this many bytes of padding (a hostile portal). */
  padBytes: number;
  close(): Promise<void>;
}

export const COA_CAPTURE = fileURLToPath(
  new URL('../fixtures/toronto-open-data/coa-applications-sample.csv', import.meta.url),
);

/** The capture's rows as the CKAN API answers them. */
export async function coaCaptureRows(): Promise<Array<Record<string, unknown>>> {
  const rows: Array<Record<string, unknown>> = [];
  let header: string[] | null = null;
  for await (const fields of readCsv(COA_CAPTURE)) {
    if (!fields) continue;
    if (!header) {
      header = fields;
      continue;
    }
    const row: Record<string, unknown> = {};
    header.forEach((name, i) => {
      const value = fields[i] ?? '';
      row[name] = value === 'NA' ? null : name === '_id' ? Number(value) : value;
    });
    rows.push(row);
  }
  return rows;
}

export async function startCkanSite(datasets: Record<string, Array<Record<string, unknown>>>): Promise<CkanSite> {
  const site: Omit<CkanSite, 'url' | 'close'> = {
    datasets: new Map(Object.entries(datasets)),
    requests: [],
    padBytes: 0,
  };
  const resourceOf = (dataset: string) => `res-${dataset}`;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    site.requests.push(url.pathname + url.search);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/api/3/action/package_show') {
      const id = url.searchParams.get('id') ?? '';
      if (!site.datasets.has(id))
        return send(404, { success: false, error: { message: 'Not found', __type: 'Not Found Error' } });
      return send(200, {
        success: true,
        result: {
          name: id,
          resources: [
            { id: `${id}-csv`, name: `${id}.csv`, format: 'CSV', datastore_active: false },
            {
              id: resourceOf(id),
              name: id,
              format: 'CSV',
              datastore_active: true,
              last_modified: '2024-11-20T05:00:00',
            },
          ],
        },
      });
    }
    if (url.pathname === '/api/3/action/datastore_search') {
      const resource = url.searchParams.get('resource_id') ?? '';
      const dataset = [...site.datasets.keys()].find((d) => resourceOf(d) === resource);
      if (!dataset) return send(404, { success: false, error: { message: 'Not found: Resource was not found.' } });
      const all = [...site.datasets.get(dataset)!].sort((a, b) => Number(a._id) - Number(b._id));
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 100), 32000);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const records = all.slice(offset, offset + limit);
      const fields = Object.keys(all[0] ?? {}).map((id) => ({ id, type: id === '_id' ? 'int' : 'text' }));
      return send(200, {
        success: true,
        result: {
          resource_id: resource,
          fields,
          records,
          total: all.length,
          limit,
          offset,
          pad: 'x'.repeat(site.padBytes),
        },
      });
    }
    send(404, { success: false, error: { message: 'Not found' } });
  });
  const port = await listenInRange(server);
  return Object.assign(site, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** Listens on the first free loopback port of the range this suite's fakes use (APP_TEST_PORTS, default 21400-21499). */
export async function listenInRange(server: Server): Promise<number> {
  const [from, to] = (process.env.APP_TEST_PORTS ?? '21400-21499').split('-').map(Number);
  const start = from! + Math.floor(Math.random() * (to! - from! + 1));
  for (let i = 0; i <= to! - from!; i++) {
    const port = from! + ((start - from! + i) % (to! - from! + 1));
    const ok = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (ok) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}
