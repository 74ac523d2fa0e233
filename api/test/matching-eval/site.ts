import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EvalSet } from './cases.js';
import { renderEscribe, renderTmmis, reportPdf } from './render.js';

/*
 * Loopback servers speaking the sources' protocols with the labelled items (the live municipal sites are out of
 * reach, and their data unlabelled): one TMMIS site (csrf.json cookie, decision bodies, meetings, the paged
 * agenda-items.json search that wants its X-XSRF-TOKEN, item pages, background files) and one eSCRIBE portal per
 * eSCRIBE source (GetCalendarMeetings for a date window, agenda pages, FileStream documents).
 */

export interface EvalSites {
  /** ESCRIBE_PORTALS and TMMIS_BASE_URL for the app. */
  env: Record<string, string>;
  /** The app's source names to run ('tmmis:toronto', 'escribe:mississauga', ...). */
  sources: string[];
  /** (source name, agenda item source id) -> eval item id. */
  itemIds: Map<string, string>;
  close(): Promise<void>;
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

function handler(
  route: (
    method: string,
    url: URL,
    body: string,
  ) => Promise<{ status: number; type: string; body: string | Buffer; headers?: Record<string, string | string[]> }>,
) {
  return createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      route(req.method!, new URL(req.url!, 'http://127.0.0.1'), body).then(
        (answer) => res.writeHead(answer.status, { 'content-type': answer.type, ...answer.headers }).end(answer.body),
        (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
      );
    });
  });
}

const json = (value: unknown) => ({ status: 200, type: 'application/json;charset=UTF-8', body: JSON.stringify(value) });
const notFound = { status: 404, type: 'text/plain', body: 'Not Found' };

export async function startEvalSites(set: EvalSet, now = Date.now()): Promise<EvalSites> {
  const servers: Server[] = [];
  const env: Record<string, string> = {};
  const sources: string[] = [];
  const itemIds = new Map<string, string>();
  const portals: string[] = [];
  const pdfCache = new Map<string, Promise<Buffer>>();
  const pdf = (key: string, title: string, text: string) => {
    if (!pdfCache.has(key)) pdfCache.set(key, reportPdf(title, text));
    return pdfCache.get(key)!;
  };

  for (const source of set.sources) {
    if (source.format === 'tmmis') {
      const site = renderTmmis(set, source, now);
      const token = '5b7e0c1d-2f3a-4b5c-8d9e-0f1a2b3c4d5e';
      const server = handler(async (method, url, body) => {
        const path = url.pathname;
        if (method === 'GET' && path === '/council/api/csrf.json') {
          return {
            ...json({}),
            headers: {
              'set-cookie': [`XSRF-TOKEN=${token}; Path=/council`, 'JSESSIONID=0000eval:1; Path=/council; HttpOnly'],
            },
          };
        }
        if (method === 'GET' && path === '/council/api/multiple/decisionbody-list.json')
          return json({ Result: 'OK', Records: site.bodies });
        if (method === 'GET' && path === '/council/api/multiple/meeting.json') {
          return json({
            Result: 'OK',
            Records: site.meetings.get(Number(url.searchParams.get('decisionBodyId'))) ?? [],
          });
        }
        if (method === 'POST' && path === '/council/api/multiple/agenda-items.json') {
          const query = JSON.parse(body) as { meetingFromDate: string; meetingToDate: string };
          const from = Date.parse(query.meetingFromDate);
          const to = Date.parse(query.meetingToDate);
          const all = site.items.filter((i) => i.meetingDate >= from && i.meetingDate <= to);
          const size = Math.min(200, Number(url.searchParams.get('pageSize') ?? 200));
          const page = Number(url.searchParams.get('pageNumber') ?? 0);
          return json({
            Result: 'OK',
            TotalRecordCount: all.length,
            TotalPages: Math.ceil(all.length / size),
            PageNumber: page,
            Records: all.slice(page * size, (page + 1) * size),
          });
        }
        if (method === 'GET' && path === '/council/agenda-item.do') {
          const page = site.pages.get(url.searchParams.get('item') ?? '');
          return page ? { status: 200, type: 'text/html;charset=UTF-8', body: page } : notFound;
        }
        const background = /^\/legdocs\/mmis\/\d{4}\/[a-z]+\/bgrd\/backgroundfile-(\d+)\.pdf$/.exec(path);
        const report = background ? site.reports.get(Number(background[1])) : undefined;
        if (method === 'GET' && report)
          return {
            status: 200,
            type: 'application/pdf',
            body: await pdf(`tmmis-${background![1]}`, report.title, report.text),
          };
        return notFound;
      });
      servers.push(server);
      const port = await listen(server);
      env.TMMIS_BASE_URL = `http://127.0.0.1:${port}/council`;
      sources.push('tmmis:toronto');
      for (const [reference, id] of site.itemIds) itemIds.set(`tmmis:toronto|${reference}`, id);
    } else {
      const site = renderEscribe(set, source, now);
      const name = `escribe:${source.portal}`;
      const server = handler(async (method, url, body) => {
        if (method === 'POST' && url.pathname === '/MeetingsCalendarView.aspx/GetCalendarMeetings') {
          const query = JSON.parse(body) as { calendarStartDate: string; calendarEndDate: string };
          const from = Date.parse(`${query.calendarStartDate}T00:00:00Z`) - 86_400_000;
          const to = Date.parse(`${query.calendarEndDate}T00:00:00Z`) + 2 * 86_400_000;
          return json({
            d: site.calendar.filter((m) => m.start >= from && m.start <= to).map(({ start: _start, ...m }) => m),
          });
        }
        if (method === 'GET' && url.pathname === '/Meeting.aspx') {
          const pages = url.searchParams.get('lang') === 'French' ? site.frenchPages : site.pages;
          const page = pages.get(url.searchParams.get('Id') ?? '');
          return page ? { status: 200, type: 'text/html; charset=utf-8', body: page } : notFound;
        }
        if (method === 'GET' && url.pathname.toLowerCase() === '/filestream.ashx') {
          const id = Number(url.searchParams.get('DocumentId'));
          const report = site.reports.get(id);
          if (report)
            return {
              status: 200,
              type: 'application/pdf',
              body: await pdf(`${name}-${id}`, report.title, report.text),
            };
        }
        return notFound;
      });
      servers.push(server);
      const port = await listen(server);
      portals.push(`${source.portal}=http://127.0.0.1:${port}`);
      sources.push(name);
      for (const [n, id] of site.itemIds) itemIds.set(`${name}|${n}`, id);
    }
  }
  env.ESCRIBE_PORTALS = portals.join(',');
  return {
    env,
    sources,
    itemIds,
    close: async () => {
      // The app's fetch keeps connections alive: closed here, or close() would wait for them.
      await Promise.all(
        servers.map(
          (server) => new Promise<void>((resolve) => (server.close(() => resolve()), server.closeAllConnections())),
        ),
      );
    },
  };
}
