// Loopback fakes of the live municipal sites for the freshness bench (bench/freshness.mjs). FAKES at the boundary we
// cannot reach, speaking the real protocols as the connectors read them (api/src/pipeline/connectors/escribe.ts,
// tmmis.ts; the test fakes api/test/helpers/process-helpers.ts and api/test/helpers/tmmis-site.ts answer the same requests, from
// real captures and reconstructions in api/test/fixtures):
//   eSCRIBE: POST /MeetingsCalendarView.aspx/GetCalendarMeetings {calendarStartDate, calendarEndDate} -> {d: [...]},
//            GET /Meeting.aspx?Id=<id>&Agenda=Agenda&lang=English -> the agenda page (AgendaItem blocks). No
//            validators: as far as we know the real portals give none to the calendar's POST.
//   TMMIS:   GET api/multiple/decisionbody-list.json, api/multiple/meeting.json (with an ETag, answering 304 to a
//            matching If-None-Match, as a server with validators does), GET api/csrf.json (XSRF-TOKEN cookie), POST
//            api/multiple/agenda-items.json (paged, refused without the token), GET agenda-item.do?item=<ref>.
// Unlike the tests' fakes, these change while the bench runs: `publish` posts a new agenda or item, or revises one,
// each carrying a probe token (FPROBE-<n>) that the bench finds again in the alert mail.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';

const DAY = 86_400_000;

/** Toronto wall-clock "2026/12/02 09:30:00" of an instant (eSCRIBE's StartDate). */
function escribeDate(ms) {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Toronto',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(ms))
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}/${p.month}/${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Records each request's arrival (performance.now(), ms) for the rate per host. */
function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

/** An eSCRIBE portal whose meetings get agendas and revised agendas at the bench's times. */
export async function startEscribeFake(name, random) {
  const now = Date.now();
  const meetings = [];
  let nextDoc = 5000;
  let nextItem = 100;
  const addMeeting = (startsAt, posted) => {
    const m = {
      id: `${name}-${meetings.length + 1}`,
      name: ['Planning and Development Committee', 'General Committee', 'Council'][meetings.length % 3],
      startsAt,
      posted,
      doc: nextDoc++,
      items: posted
        ? [
            { id: nextItem++, title: 'Call to Order', description: 'Land acknowledgement.' },
            { id: nextItem++, title: 'Minutes of the previous meeting', description: 'Approval of the minutes.' },
          ]
        : [],
    };
    meetings.push(m);
    return m;
  };
  for (let i = 0; i < 10; i++) addMeeting(now + (-20 + i * 6 + random() * 3) * DAY, i < 5);
  const entry = (m) => ({
    ID: m.id,
    MeetingName: m.name,
    StartDate: escribeDate(m.startsAt),
    EndDate: escribeDate(m.startsAt + 3 * 3_600_000),
    Location: 'Council Chamber',
    HasAgenda: m.posted,
    Url: `Meeting.aspx?Id=${m.id}&Agenda=Agenda&lang=English`,
    MeetingDocumentLink: m.posted
      ? [
          {
            Type: 'Agenda',
            Format: 'HTML',
            Title: 'Agenda',
            Url: `Meeting.aspx?Id=${m.id}&Agenda=Agenda&lang=English`,
          },
          // A revised agenda is a new PDF: a new DocumentId in the calendar entry.
          { Type: 'Agenda', Format: '.pdf', Title: 'Agenda (PDF)', Url: `FileStream.ashx?DocumentId=${m.doc}` },
        ]
      : [],
  });
  const page = (m) => `<html><head><title>${escapeHtml(m.name)}</title></head><body>
<div class='AgendaItems'>
${m.items
  .map(
    (it, i) => `<DIV class='AgendaItem AgendaItem${it.id}'><div class='AgendaItemCounter'>${i + 1}.</div>
<div class='AgendaItemTitle'><a href='#'>${escapeHtml(it.title)}</a></div>
<div class='AgendaItemDescription RichText'><p>${escapeHtml(it.description)}</p></div></DIV>`,
  )
  .join('\n')}
</div></body></html>`;
  const requests = [];
  const server = createServer((req, res) => {
    requests.push(performance.now());
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/MeetingsCalendarView.aspx/GetCalendarMeetings') {
        let query;
        try {
          query = JSON.parse(body);
        } catch {
          return void res.writeHead(400).end();
        }
        const from = Date.parse(`${query.calendarStartDate}T00:00:00-05:00`);
        const to = Date.parse(`${query.calendarEndDate}T23:59:59-05:00`);
        const d = meetings.filter((m) => m.startsAt >= from && m.startsAt <= to).map(entry);
        return void res
          .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
          .end(JSON.stringify({ d }));
      }
      const id = /^\/Meeting\.aspx\?Id=([^&]+)/.exec(req.url ?? '')?.[1];
      const m = id && meetings.find((x) => x.id === id);
      if (req.method === 'GET' && m)
        return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(m));
      res.writeHead(404).end();
    });
  });
  const port = await listen(server);
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requests,
    /** Posts an agenda (a coming meeting without one, or a new meeting) or revises a posted one, with `probe`. */
    publish(kind, probe) {
      const item = {
        id: nextItem++,
        title: `${probe} Freshness probe: zoning by-law amendment at ${100 + nextItem} Main Street`,
        description: `Freshness probe ${probe}: report of the planning department.`,
      };
      const soon = (m) => m.startsAt > Date.now() + 0.5 * DAY && m.startsAt < Date.now() + 12 * DAY;
      if (kind === 'agenda') {
        const m =
          meetings.find((x) => !x.posted && soon(x)) ?? addMeeting(Date.now() + (2 + random() * 8) * DAY, false);
        m.posted = true;
        m.items = [{ id: nextItem++, title: 'Call to Order', description: 'Land acknowledgement.' }, item];
        m.doc = nextDoc++;
        return m.id;
      }
      const posted = meetings.filter((x) => x.posted && soon(x));
      const m = posted.length ? posted[Math.floor(random() * posted.length)] : addMeeting(Date.now() + 3 * DAY, true);
      m.posted = true;
      m.items.push(item);
      m.doc = nextDoc++;
      return m.id;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Toronto's TMMIS, whose meetings get new agenda items and amended items at the bench's times. */
export async function startTmmisFake(random) {
  const now = Date.now();
  const token = 'b9c1d2e3-0f4a-4b5c-8d6e-7f8091a2b3c4';
  const bodies = [
    { decisionBodyId: 2462, decisionBodyName: 'City Council', termId: 9, webpostInd: 'Y' },
    { decisionBodyId: 2542, decisionBodyName: 'Planning and Housing Committee', termId: 9, webpostInd: 'Y' },
    { decisionBodyId: 2566, decisionBodyName: 'Toronto and East York Community Council', termId: 9, webpostInd: 'Y' },
  ];
  const meetings = [];
  let meetingId = 30000;
  for (const b of bodies)
    for (let i = 0; i < 4; i++)
      meetings.push({
        meetingId: meetingId++,
        decisionBodyId: b.decisionBodyId,
        meetingDate: now + (-15 + i * 9 + random() * 4) * DAY,
        mtgStatusCd: 'SCHEDULE',
      });
  const items = [];
  let agendaItemId = 150000;
  const codes = { 2462: 'CC', 2542: 'PH', 2566: 'TE' };
  const addItem = (m, title, withAddress) => {
    const body = bodies.find((b) => b.decisionBodyId === m.decisionBodyId);
    const n = items.filter((i) => i.meetingId === m.meetingId).length + 1;
    const item = {
      id: `ID_${agendaItemId}`,
      termId: 9,
      agendaItemId: agendaItemId++,
      decisionBodyId: m.decisionBodyId,
      meetingId: m.meetingId,
      decisionBodyName: body.decisionBodyName,
      meetingDate: m.meetingDate,
      reference: `2026.${codes[m.decisionBodyId]}${m.meetingId % 100}.${n}`,
      termYear: '2026',
      agendaCd: codes[m.decisionBodyId],
      meetingNumber: String(m.meetingId % 100),
      itemStatus: null,
      agendaItemTitle: title,
      agendaItemSummary: `<p>${escapeHtml(title)}.</p>`,
      agendaItemRecommendation: '<p>The Chief Planner recommends that Council receive the report.</p>',
      decisionRecommendations: null,
      decisionAdvice: null,
      wardId: [10],
      backgroundAttachmentId: [],
      agendaItemAddress: withAddress
        ? [
            {
              agendaItemId: agendaItemId - 1,
              addressId: 9000 + agendaItemId,
              streetNumber: String(100 + (agendaItemId % 300)),
              streetName: 'Queen',
              streetType: 'St W',
              city: 'Toronto',
              postalCode: 'M5H 2N2',
              latitude: 43.6525,
              longitude: -79.3839,
              fullAddress: `${100 + (agendaItemId % 300)} Queen Street West`,
            },
          ]
        : [],
      address: null,
      geoLocation: null,
      planningApplicationNumber: null,
    };
    items.push(item);
    return item;
  };
  for (const m of meetings) for (let i = 0; i < 4; i++) addItem(m, `Routine report ${i + 1}`, i % 2 === 0);
  const requests = [];
  const etag = (value) => `"${createHash('sha1').update(JSON.stringify(value)).digest('hex')}"`;
  const server = createServer((req, res) => {
    requests.push(performance.now());
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const url = new URL(req.url, 'http://x');
      const json = (status, value, headers = {}) =>
        res
          .writeHead(status, { 'content-type': 'application/json;charset=UTF-8', ...headers })
          .end(JSON.stringify(value));
      const list = (value) => {
        const tag = etag(value);
        if (req.headers['if-none-match'] === tag) return void res.writeHead(304, { etag: tag }).end();
        json(200, value, { etag: tag });
      };
      if (req.method === 'GET' && url.pathname === '/council/api/csrf.json') {
        res.setHeader('set-cookie', [`XSRF-TOKEN=${token}; Path=/council`, 'JSESSIONID=0000bench:1; Path=/council']);
        return json(200, {});
      }
      if (req.method === 'GET' && url.pathname === '/council/api/multiple/decisionbody-list.json')
        return list({ Result: 'OK', Records: url.searchParams.get('termId') === '9' ? bodies : [] });
      if (req.method === 'GET' && url.pathname === '/council/api/multiple/meeting.json') {
        const id = Number(url.searchParams.get('decisionBodyId'));
        return list({ Result: 'OK', Records: meetings.filter((m) => m.decisionBodyId === id) });
      }
      if (req.method === 'POST' && url.pathname === '/council/api/multiple/agenda-items.json') {
        if (req.headers['x-xsrf-token'] !== token || !String(req.headers.cookie).includes(`XSRF-TOKEN=${token}`))
          return json(403, { Result: 'ERROR', Message: 'Invalid CSRF Token' });
        const query = JSON.parse(body);
        const from = Date.parse(query.meetingFromDate);
        const to = Date.parse(query.meetingToDate);
        const all = items.filter((i) => i.meetingDate >= from && i.meetingDate <= to);
        const pageSize = 20;
        const page = Number(url.searchParams.get('pageNumber'));
        return json(200, {
          Result: 'OK',
          TotalRecordCount: all.length,
          TotalPages: Math.ceil(all.length / pageSize),
          PageSize: pageSize,
          PageNumber: page,
          Records: all.slice(page * pageSize, (page + 1) * pageSize),
        });
      }
      if (req.method === 'GET' && url.pathname === '/council/agenda-item.do') {
        const item = items.find((i) => i.reference === url.searchParams.get('item'));
        if (!item) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
        return void res
          .writeHead(200, { 'content-type': 'text/html;charset=UTF-8' })
          .end(
            `<!DOCTYPE html><html><head><title>Agenda Item History - ${item.reference}</title></head><body><h1>Item - ${item.reference}</h1></body></html>`,
          );
      }
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
    });
  });
  const port = await listen(server);
  return {
    name: 'tmmis',
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requests,
    /** A new item on a coming meeting's agenda, or an amended item, with `probe`. */
    publish(kind, probe) {
      const coming = meetings.filter(
        (m) => m.meetingDate > Date.now() + 0.5 * DAY && m.meetingDate < Date.now() + 12 * DAY,
      );
      const m = coming[Math.floor(random() * coming.length)] ?? meetings[meetings.length - 1];
      if (kind === 'agenda') {
        addItem(m, `${probe} Freshness probe: official plan amendment`, random() < 0.5);
        return m.meetingId;
      }
      const plain = items.filter(
        (i) => coming.some((c) => c.meetingId === i.meetingId) && !/FPROBE/.test(i.agendaItemTitle),
      );
      const item = plain[Math.floor(random() * plain.length)] ?? addItem(m, 'Routine report', false);
      item.agendaItemTitle = `${item.agendaItemTitle} (amended) ${probe} Freshness probe`;
      item.agendaItemSummary = `<p>${escapeHtml(item.agendaItemTitle)}.</p>`;
      return item.meetingId;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
