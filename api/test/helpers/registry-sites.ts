import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/*
 * Loopback servers of the registry sources: the Environmental Registry of Ontario (HTML search and notice pages),
 * Ontario's Regulatory Registry (its JSON API behind the public site key), CanLII (REST, ?api_key=) and toronto.ca's
 * mayoral decisions register (HTML page and PDF decisions). THE FIXTURES ARE RECONSTRUCTIONS, NOT CAPTURES: none of
 * these sites can be reached from here; each follows the real response format as public documentation and public
 * code show it (see the README.md beside each fixture folder). The connectors reach them through their base URLs.
 */

export const CANLII_KEY = 'canlii-test-key-0123';

export const fixture = (path: string) => readFile(new URL(`../fixtures/${path}`, import.meta.url), 'utf8');

export const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

/** The mayoral fixtures are numbered in 2025 and 2026; the first run reads this year and last year, so shift them along. */
export const shiftYears = (text: string) => {
  const offset = new Date().getUTCFullYear() - 2026;
  return offset === 0 ? text : text.replace(/\b(2025|2026)\b/g, (y) => String(Number(y) + offset));
};

export async function pdfOf(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  text.split('\n').forEach((line, i) => page.drawText(line, { x: 40, y: 740 - i * 16, size: 9, font }));
  return Buffer.from(await pdf.save());
}

export interface Seen {
  server: string;
  url: string;
  ua: string;
  apiKey: string | undefined;
}

export interface RegistrySites {
  /** Port of each server: ero, orr, canlii, toronto, and `broken` (503 to everything). */
  ports: Record<'ero' | 'orr' | 'canlii' | 'toronto' | 'broken', number>;
  /** Every request served, in order. */
  seen: Seen[];
  /** ERO_BASE_URL, ORR_BASE_URL, CANLII_BASE_URL and MAYORAL_DECISIONS_URL pointing at these servers. */
  env: Record<string, string>;
  close(): void;
}

export async function startRegistrySites(): Promise<RegistrySites> {
  const seen: Seen[] = [];
  const servers: Server[] = [];
  const ports = {} as RegistrySites['ports'];

  const serve = async (
    name: keyof RegistrySites['ports'],
    handler: (
      req: IncomingMessage,
      url: URL,
    ) => Promise<{ status?: number; type?: string; body: string | Buffer } | null>,
  ) => {
    const server = createServer((req, res) => {
      const url = new URL(req.url!, 'http://127.0.0.1');
      seen.push({
        server: name,
        url: req.url!,
        ua: String(req.headers['user-agent']),
        apiKey: req.headers['x-api-key'] as string | undefined,
      });
      handler(req, url).then(
        (answer) => {
          if (!answer) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
          res
            .writeHead(answer.status ?? 200, { 'content-type': answer.type ?? 'application/json; charset=utf-8' })
            .end(answer.body);
        },
        () => void res.writeHead(404).end(),
      );
    });
    servers.push(server);
    ports[name] = await listen(server);
  };

  await serve('ero', async (_req, url) => {
    if (url.pathname === '/search')
      return {
        type: 'text/html; charset=utf-8',
        body: await fixture(`ero/search-page-${url.searchParams.get('page') === '1' ? 1 : 0}.html`),
      };
    const notice = /^\/notice\/(\d{3}-\d{4})$/.exec(url.pathname)?.[1];
    return notice ? { type: 'text/html; charset=utf-8', body: await fixture(`ero/notice-${notice}.html`) } : null;
  });
  await serve('orr', async (req, url) => {
    if (url.pathname === '/api/api/config') return { body: await fixture('orr/config.json') };
    if (req.headers['x-api-key'] !== 'a1b2c3d4-public-site-key')
      return { status: 401, body: '{"message":"Unauthorized"}' };
    if (url.pathname === '/api/api/ministries') return { body: await fixture('orr/ministries.json') };
    if (url.pathname === '/api/api/postings/specification')
      return { body: await fixture(`orr/postings-page-${url.searchParams.get('page') === '1' ? 1 : 0}.json`) };
    return null;
  });
  await serve('canlii', async (_req, url) => {
    if (url.searchParams.get('api_key') !== CANLII_KEY) return { status: 401, body: '{"error":"Invalid API key"}' };
    const path = url.pathname.replace(/^\/v1\//, '').replace(/\/$/, '');
    if (!/^case(Browse|Citator)\/en\/[a-z]+(\/[0-9a-z]+(\/citedLegislations)?)?$/.test(path)) return null;
    return { body: await fixture(`canlii/${path}.json`) };
  });
  await serve('toronto', async (_req, url) => {
    if (url.pathname === '/city-government/council/council-committee-meetings/mayoral-decisions/')
      return { type: 'text/html; charset=UTF-8', body: shiftYears(await fixture('mayoral/register.html')) };
    const m = /Mayoral-Decision-(\d+-\d{4})\.pdf$/.exec(url.pathname);
    if (!m) return null;
    const year = Number(m[1]!.split('-')[1]) - (new Date().getUTCFullYear() - 2026);
    const text = await fixture(`mayoral/decision-${m[1]!.split('-')[0]}-${year}.txt`).catch(() => null);
    return text === null ? null : { type: 'application/pdf', body: await pdfOf(shiftYears(text)) };
  });
  const broken = createServer(
    (_req, res) => void res.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable'),
  );
  servers.push(broken);
  ports.broken = await listen(broken);

  return {
    ports,
    seen,
    env: {
      ERO_BASE_URL: `http://127.0.0.1:${ports.ero}`,
      ORR_BASE_URL: `http://127.0.0.1:${ports.orr}`,
      CANLII_BASE_URL: `http://127.0.0.1:${ports.canlii}/v1`,
      MAYORAL_DECISIONS_URL: `http://127.0.0.1:${ports.toronto}/city-government/council/council-committee-meetings/mayoral-decisions/`,
    },
    close: () => {
      for (const server of servers) server.close();
    },
  };
}
