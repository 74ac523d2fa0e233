import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { torontoTime } from '../../src/pipeline/connectors/http.js';
import type {
  TmmisAgendaItemJson,
  TmmisDecisionBodyJson,
  TmmisMeetingJson,
} from '../../src/pipeline/connectors/tmmis.js';

/*
 * A loopback TMMIS for tests. RECONSTRUCTIONS, not captures: the JSON answers follow the record fields that public
 * TMMIS clients read from secure.toronto.ca/council/api (decisionbody-list.json, meeting.json, csrf.json and the
 * paged agenda-items.json search, which refuses a POST without the X-XSRF-TOKEN of its cookie); the item page of a
 * planning item is rebuilt on the markup of the REAL capture test/fixtures/tmmis/agenda-item-2024.GG16.12.html
 * (accordion card per consideration, d-info Status/Wards, h4 decision and background links), which is served as is.
 */

/** 9:30 in Toronto, `days` from today (the connector's window is around the real clock). */
const at = (days: number, hour = 9.5) => {
  const d = new Date(Date.now() + days * 86_400_000);
  const [y, m, dd] = d.toLocaleDateString('en-CA', { timeZone: 'America/Toronto' }).split('-').map(Number);
  return torontoTime(y!, m!, dd!, Math.floor(hour), (hour % 1) * 60).getTime();
};
export const longDate = (ms: number) =>
  new Date(ms).toLocaleDateString('en-US', {
    timeZone: 'America/Toronto',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
export const BODIES: TmmisDecisionBodyJson[] = [
  { decisionBodyId: 2462, decisionBodyName: 'City Council', termId: 8, webpostInd: 'Y' },
  { decisionBodyId: 2542, decisionBodyName: 'General Government Committee', termId: 8, webpostInd: 'Y' },
  { decisionBodyId: 2566, decisionBodyName: 'Toronto and East York Community Council', termId: 8, webpostInd: 'Y' },
  { decisionBodyId: 2999, decisionBodyName: 'Employee and Labour Relations Committee', termId: 8, webpostInd: 'N' },
];
export const MEETINGS: Record<number, TmmisMeetingJson[]> = {
  2462: [
    { meetingId: 24390, decisionBodyId: 2462, meetingDate: at(12), mtgStatusCd: 'SCHEDULE' },
    { meetingId: 23001, decisionBodyId: 2462, meetingDate: at(-400, 0), mtgStatusCd: 'COMPLETE' },
  ],
  2542: [
    { meetingId: 24416, decisionBodyId: 2542, meetingDate: at(-10), mtgStatusCd: 'COMPLETE' },
    { meetingId: 24417, decisionBodyId: 2542, meetingDate: at(20, 0), mtgStatusCd: 'CANCEL' },
  ],
  2566: [{ meetingId: 24501, decisionBodyId: 2566, meetingDate: at(-9), mtgStatusCd: 'COMPLETE' }],
  2999: [{ meetingId: 24999, decisionBodyId: 2999, meetingDate: at(-7, 0), mtgStatusCd: 'COMPLETE' }],
};

const base = (over: Partial<TmmisAgendaItemJson>): TmmisAgendaItemJson => ({
  id: `ID_${over.agendaItemId}`,
  termId: 8,
  agendaItemId: 0,
  decisionBodyId: 0,
  meetingId: 0,
  decisionBodyName: '',
  meetingDate: 0,
  reference: '',
  termYear: '2024',
  agendaCd: '',
  meetingNumber: '',
  itemStatus: null,
  agendaItemTitle: '',
  agendaItemSummary: '',
  agendaItemRecommendation: '',
  decisionRecommendations: null,
  decisionAdvice: null,
  wardId: [],
  backgroundAttachmentId: [],
  agendaItemAddress: [],
  address: null,
  geoLocation: null,
  planningApplicationNumber: null,
  ...over,
});

/** The site's state: tests change `planningStatus` to make the planning item's decision appear. */
export interface TmmisState {
  planningStatus: 'pending' | 'adopted';
  /** The planning item is on City Council's agenda too (committee -> council). */
  atCouncil?: boolean;
  /** The planning item's page answers this status instead of the page (a bad page). */
  planningPageStatus?: number;
  /**
   * The lists (decisionbody-list.json, meeting.json) carry an ETag and answer 304 to a matching If-None-Match, as a
   * server with validators does (whether the real site gives them is not known: the connector works either way).
   */
  etags?: boolean;
}

export function agendaItems(state: TmmisState): TmmisAgendaItemJson[] {
  const gg = MEETINGS[2542]![0]!;
  const cc = MEETINGS[2462]![0]!;
  const te = MEETINGS[2566]![0]!;
  const award = {
    agendaCd: 'GG',
    meetingNumber: '16',
    reference: '2024.GG16.12',
    agendaItemTitle:
      'Award of Doc4553928310 to GFL Environmental Inc., for Curbside Collection Services in District 2 for Solid Waste Management Services',
    agendaItemSummary:
      '<p>The purpose of this report is to advise on the results of the Request for Quotation Doc4553928310 for the collection, transportation and off-loading of Garbage&nbsp;...</p>',
    wardId: [4, 5, 6, 7, 8, 9, 10, 11, 12, 18],
    backgroundAttachmentId: [248375],
  };
  return [
    base({
      ...award,
      agendaItemId: 136001,
      decisionBodyId: 2542,
      meetingId: gg.meetingId,
      decisionBodyName: 'General Government Committee',
      meetingDate: gg.meetingDate,
      itemStatus: 'ADOPTED',
      decisionRecommendations:
        '<p>The&nbsp;General Government Committee recommend that City Council authorize the award.</p>',
    }),
    // The same item before City Council: one record per item and meeting.
    base({
      ...award,
      agendaItemId: 136090,
      decisionBodyId: 2462,
      meetingId: cc.meetingId,
      decisionBodyName: 'City Council',
      meetingDate: cc.meetingDate,
      itemStatus: null,
    }),
    base({
      agendaItemId: 136200,
      decisionBodyId: 2566,
      meetingId: te.meetingId,
      decisionBodyName: 'Toronto and East York Community Council',
      meetingDate: te.meetingDate,
      reference: '2024.TE16.5',
      agendaCd: 'TE',
      meetingNumber: '16',
      itemStatus: state.planningStatus === 'adopted' ? 'ADOPTED' : null,
      agendaItemTitle: '100 Queen Street West - Zoning By-law Amendment Application - Decision Report - Approval',
      agendaItemSummary: '<p>This application proposes a 42-storey mixed-use building at 100 Queen Street West.</p>',
      agendaItemRecommendation:
        '<p>The Director, Community Planning, Toronto and East York District recommends that City Council amend Zoning By-law 569-2013.</p>',
      decisionRecommendations:
        state.planningStatus === 'adopted'
          ? '<p>Toronto and East York Community Council recommends that City Council amend Zoning By-law 569-2013 for the lands at 100 Queen Street West.</p>'
          : null,
      wardId: [10],
      backgroundAttachmentId: [250001],
      agendaItemAddress: [
        {
          agendaItemId: 136200,
          addressId: 7001,
          streetNumber: '100',
          streetName: 'Queen',
          streetType: 'St W',
          city: 'Toronto',
          postalCode: 'M5H 2N2',
          latitude: 43.6525,
          longitude: -79.3839,
          fullAddress: '100 Queen Street West',
        },
      ],
      planningApplicationNumber: '24 123456 STE 10 OZ',
    }),
    ...(state.atCouncil
      ? [
          base({
            agendaItemId: 136290,
            decisionBodyId: 2462,
            meetingId: cc.meetingId,
            decisionBodyName: 'City Council',
            meetingDate: cc.meetingDate,
            reference: '2024.TE16.5',
            agendaCd: 'TE',
            meetingNumber: '16',
            agendaItemTitle: '100 Queen Street West - Zoning By-law Amendment Application - Decision Report - Approval',
            agendaItemSummary:
              '<p>This application proposes a 42-storey mixed-use building at 100 Queen Street West.</p>',
            wardId: [10],
            planningApplicationNumber: '24 123456 STE 10 OZ',
          }),
        ]
      : []),
    // A second page: the search answers 2 records a page here.
    base({
      agendaItemId: 136201,
      decisionBodyId: 2566,
      meetingId: te.meetingId,
      decisionBodyName: 'Toronto and East York Community Council',
      meetingDate: te.meetingDate,
      reference: '2024.TE16.9',
      agendaCd: 'TE',
      meetingNumber: '16',
      itemStatus: 'RECEIVED',
      agendaItemTitle: 'Construction Staging Area - Residential Street Permit Parking Review',
      agendaItemSummary: '<p>Staging areas across the district.</p>',
      wardId: [10, 11],
    }),
  ];
}

/** The item page of 2024.TE16.5, on the real capture's markup. */
function planningItemPage(state: TmmisState): string {
  const adopted = state.planningStatus === 'adopted';
  return `<!DOCTYPE html><html lang="en"><head><title>Agenda Item History - 2024.TE16.5</title></head><body>
<section role="main" class="content-page flex-fill" id="main"><div class="container-fluid">
<h1 class="mt-3 pl-0 mimic-cot-heading" tabindex="-1">Item - 2024.TE16.5</h1>
<h2 class="section-title">Tracking Status</h2>
<div class="mb-4"><ul>
<li>This item was considered by the <a href=" #" onclick="goToMeeting(2566,24501);">Toronto and East York Community Council</a> on ${longDate(MEETINGS[2566]![0]!.meetingDate)} and ${adopted ? 'adopted without amendment' : 'has not yet been considered'}.</li>
</ul></div>
<div class="accordion" id="agenda-item-accordion"><div class="card">
<div id="heading0" class="card-header blue panel-title p-2"><h2 class="m-0 p-0">
<button class="btn btn-link btn-block text-left accordin-heading" type="button" data-toggle="collapse" data-target="#collapse0" aria-controls="#collapse0" aria-expanded="true">
Toronto and East York Community Council consideration on ${longDate(MEETINGS[2566]![0]!.meetingDate)}<br>
</button></h2></div>
<div id="collapse0" class="collapse show" aria-labelledby="heading0" data-parent="#agenda-item-accordion"><div class="card-body">
<div class="item-separator"></div>
 <h3 class="heading">TE16.5 - 100 Queen Street West - Zoning By-law Amendment Application - Decision Report - Approval</h3>
<div class="d-info">
 <dl><dt class="inline">Decision Type:</dt> <dd class="inline">ACTION</dd></dl>
 ${adopted ? '<dl><dt class="inline">Status:</dt> <dd class="inline">Adopted</dd></dl>' : ''}
 <dl><dt class="inline">Wards:</dt> <dd class="inline">10 - Spadina - Fort York</dd></dl>
${adopted ? ' <h4>Community Council Decision</h4>\n <div class="wep"><p>Toronto and East York Community Council recommends that City Council amend Zoning By-law 569-2013 for the lands at 100 Queen Street West.</p></div>' : ''}
</div>
 <h4>Summary</h4>
 <div class="wep"><p>This application (24 123456 STE 10 OZ) proposes a 42-storey mixed-use building at 100 Queen Street West.</p></div>
  <h4>Background Information</h4>
  <div>
 <span class="rpt-text">(August 28, 2024) Report from the Director, Community Planning, Toronto and East York District</span><br>
  <a href="https://www.toronto.ca/legdocs/mmis/2024/te/bgrd/backgroundfile-250001.pdf" class="rpt-text" target="_blank">https://www.toronto.ca/legdocs/mmis/2024/te/bgrd/backgroundfile-250001.pdf</a><br>
  <a href="https://www.toronto.ca/legdocs/mmis/2024/te/bgrd/backgroundfile-250002.pdf" class="rpt-text" target="_blank">Attachment 1 - Draft Zoning By-law Amendment</a><br>
  </div>
</div></div></div></div>
</div></section></body></html>`;
}

export interface TmmisSite {
  server: Server;
  url: string;
  state: TmmisState;
  requests: Array<{ method: string; url: string; ua: string; body: string; xsrf: string | null }>;
  /** The list requests answered 304 (with `state.etags`). */
  notModified: string[];
  close(): void;
}

export async function startTmmisSite(pdf: Buffer): Promise<TmmisSite> {
  const realPage = await readFile(new URL('../fixtures/tmmis/agenda-item-2024.GG16.12.html', import.meta.url), 'utf8');
  const state: TmmisState = { planningStatus: 'pending' };
  const requests: TmmisSite['requests'] = [];
  const notModified: string[] = [];
  const token = 'f3b1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      requests.push({
        method: req.method!,
        url: req.url!,
        ua: String(req.headers['user-agent']),
        body,
        xsrf: (req.headers['x-xsrf-token'] as string | undefined) ?? null,
      });
      const url = new URL(req.url!, 'http://x');
      const send = (status: number, value: unknown, type = 'application/json;charset=UTF-8') =>
        res
          .writeHead(status, { 'content-type': type })
          .end(typeof value === 'string' || Buffer.isBuffer(value) ? value : JSON.stringify(value));
      if (req.method === 'GET' && url.pathname === '/council/api/csrf.json') {
        res.setHeader('set-cookie', [
          `XSRF-TOKEN=${token}; Path=/council`,
          'JSESSIONID=0000abc:1; Path=/council; HttpOnly',
        ]);
        return send(200, {});
      }
      const list = (value: unknown) => {
        if (!state.etags) return send(200, value);
        const tag = `"${createHash('sha1').update(JSON.stringify(value)).digest('hex')}"`;
        if (req.headers['if-none-match'] === tag) {
          notModified.push(req.url!);
          return void res.writeHead(304, { etag: tag }).end();
        }
        res.setHeader('etag', tag);
        send(200, value);
      };
      if (req.method === 'GET' && url.pathname === '/council/api/multiple/decisionbody-list.json') {
        return list({ Result: 'OK', Records: url.searchParams.get('termId') === '8' ? BODIES : [] });
      }
      if (req.method === 'GET' && url.pathname === '/council/api/multiple/meeting.json') {
        return list({ Result: 'OK', Records: MEETINGS[Number(url.searchParams.get('decisionBodyId'))] ?? [] });
      }
      if (req.method === 'POST' && url.pathname === '/council/api/multiple/agenda-items.json') {
        if (req.headers['x-xsrf-token'] !== token || !String(req.headers.cookie).includes(`XSRF-TOKEN=${token}`))
          return send(403, { Result: 'ERROR', Message: 'Invalid CSRF Token' });
        const query = JSON.parse(body) as { meetingFromDate: string; meetingToDate: string };
        const from = Date.parse(query.meetingFromDate);
        const to = Date.parse(query.meetingToDate);
        const all = agendaItems(state).filter((i) => i.meetingDate >= from && i.meetingDate <= to);
        const pageSize = 2; // the site's own page size stands in for 200 so that paging is exercised
        const page = Number(url.searchParams.get('pageNumber'));
        return send(200, {
          Result: 'OK',
          TotalRecordCount: all.length,
          TotalPages: Math.ceil(all.length / pageSize),
          PageSize: pageSize,
          PageNumber: page,
          Records: all.slice(page * pageSize, (page + 1) * pageSize),
        });
      }
      if (req.method === 'GET' && url.pathname === '/council/agenda-item.do') {
        const item = url.searchParams.get('item');
        if (item === '2024.GG16.12') return send(200, realPage, 'text/html;charset=UTF-8');
        if (item === '2024.TE16.5')
          return state.planningPageStatus
            ? send(state.planningPageStatus, 'Not Found', 'text/plain')
            : send(200, planningItemPage(state), 'text/html;charset=UTF-8');
        return send(404, 'Not Found', 'text/plain');
      }
      if (req.method === 'GET' && url.pathname === '/legdocs/mmis/2024/te/bgrd/backgroundfile-250001.pdf')
        return send(200, pdf, 'application/pdf');
      send(404, 'Not Found', 'text/plain');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return { server, url: `http://127.0.0.1:${port}`, state, requests, notModified, close: () => void server.close() };
}
