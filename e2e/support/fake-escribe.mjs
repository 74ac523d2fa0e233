// A FAKE of a live municipal site, for the ingest journey: `node fake-escribe.mjs <port>` serves, on loopback, the
// TRCA eSCRIBE portal (pub-trca.escribemeetings.com) speaking its real protocol, which the eSCRIBE connector
// (api/src/pipeline/connectors/escribe.ts) reads exactly as it reads the live portal:
//   POST /MeetingsCalendarView.aspx/GetCalendarMeetings  {calendarStartDate, calendarEndDate} -> {d: [meeting, ...]}
//   GET  /Meeting.aspx?Id=<meeting>&Agenda=Agenda&lang=English -> the meeting's HTML agenda page
//   GET  /FileStream.ashx?DocumentId=<n>                 -> an item's document
// Its data, read from the API suite's fixtures (api/test/fixtures/escribe): the real capture of TRCA's calendar
// (trca-getcalendarmeetings-2023q1.json) and the agenda page of its Board of Directors meeting of 2023-02-17, reconstructed on the
// real TRCA markup (trca-agenda-items.reconstructed.html: item 7.1, an Eco-Gift donation at 1815 Altona Road).
// Differences from the live site, and why:
// - It holds that one meeting's agenda page, so its calendar lists that meeting alone (the other meetings of the
//   capture would only fail on their pages).
// - The capture is of 2023, older than the window the connector asks for (30 days back, 60 ahead): like the live
//   calendar, the fake answers only the meetings in the asked window, and it moves the meeting by whole weeks to about
//   a week before today (same weekday, same wall-clock time) so that it is in it.
// - DocumentId=3235 (the item's "1815 Altona Road Pickering - Spiers Eco-Gift Donation.pdf") is a PDF with a text
//   layer generated at start (pdf-lib), since the real file is not captured; any other document answers 404, as the
//   portal does for a document it does not have. Every other path answers 404 as well, so the other sources of the
//   instance (pointed here) fetch nothing.
// A second portal, under /guelph (base URL http://127.0.0.1:<port>/guelph), for the coverage journey: Guelph's
// council portal (pub-guelph.escribemeetings.com), which no default source reads, so an operator adds it. The same
// protocol and the same captured shapes: its calendar entry is the TRCA capture's entry with Guelph's meeting id,
// name and a date ten days ahead (only its agenda links kept: a future meeting has no minutes yet); its agenda page
// is the TRCA reconstruction with item 7.1 rewritten to a planning item at 1 Carden Street, Guelph (City Hall, the
// address the coverage journey's Guelph property is at; the document links removed, since none is captured). Like
// the live portal, the page's links are host-rooted (/Meeting.aspx?Id=...), so the meeting page is also answered
// at the root.
// A third portal, under /ottawa, for the French journey: a bilingual portal (pub-ottawa.escribemeetings.com) whose
// calendar lists each agenda in English and in French and which serves one agenda page per language (lang=English,
// lang=French). Its data are the API suite's adapted Ottawa fixtures (ottawa-getcalendarmeetings-bilingual.adapted.json,
// ottawa-agenda-en/fr.adapted.html: item 4.1, a zoning amendment at 110 Laurier Avenue West / 110, avenue Laurier
// Ouest), with the Planning and Housing Committee meeting moved twelve days ahead; the English-only meeting of the
// capture is left out. Its documents are not captured and answer 404.
// Under /ckan, a fake of Toronto Open Data's CKAN portal (fake-ckan.mjs) for the registry journey.
// GET /__health answers "ok" (for Playwright's webServer); GET /__requests lists the requests served so far.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { answerCkan } from './fake-ckan.mjs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const port = Number(process.argv[2]);
if (!port) throw new Error('usage: fake-escribe.mjs <port>');

const fixtures = join(import.meta.dirname, '..', '..', 'api', 'test', 'fixtures', 'escribe');
const MEETING_ID = '82fa331c-e7cb-4e9a-87e2-093a1a51899f';
const calendar = JSON.parse(readFileSync(join(fixtures, 'trca-getcalendarmeetings-2023q1.json'), 'utf8'));
const agendaPage = readFileSync(join(fixtures, 'trca-agenda-items.reconstructed.html'), 'utf8');
const DAY = 86_400_000;

// "2023/02/17 09:30:00" as its day (UTC midnight) and its wall-clock time, and back.
const parse = (value) => {
  const [, y, m, d, time] = /^(\d{4})\/(\d{2})\/(\d{2}) (.*)$/.exec(value);
  return { day: Date.UTC(+y, +m - 1, +d), time };
};
const format = ({ day, time }) => `${new Date(day).toISOString().slice(0, 10).replaceAll('-', '/')} ${time}`;
const meeting = calendar.d.find((m) => m.ID === MEETING_ID);
const now = new Date();
const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
const weeks = Math.round((today - 7 * DAY - parse(meeting.StartDate).day) / (7 * DAY));
const shift = (value) => {
  const at = parse(value);
  return format({ day: at.day + weeks * 7 * DAY, time: at.time });
};
const shifted = { ...meeting, StartDate: shift(meeting.StartDate), EndDate: meeting.EndDate && shift(meeting.EndDate) };

// Guelph's portal: one council meeting ten days ahead, at 18:00 (Guelph's council meets in the evening).
const GUELPH_MEETING_ID = '5b0c3f0e-6f1d-4c52-9a0e-3c1d2b7e9a41';
const ahead = new Date(today + 10 * DAY).toISOString().slice(0, 10).replaceAll('-', '/');
const guelphMeeting = JSON.parse(
  JSON.stringify({
    ...meeting,
    MeetingName: 'City Council - Planning',
    MeetingType: 'City Council - Planning',
    StartDate: `${ahead} 18:00:00`,
    FormattedStart: `${new Date(today + 10 * DAY).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })} @ 6:00 PM`,
    EndDate: `${ahead} 21:00:00`,
    Description: 'Council Chambers, Guelph City Hall, 1 Carden Street',
    Location: 'Council Chambers, Guelph City Hall',
    MeetingPassed: false,
    HasVideo: false,
    MeetingDocumentLink: meeting.MeetingDocumentLink.filter((l) => l.Type === 'Agenda'),
  })
    .replaceAll(MEETING_ID, GUELPH_MEETING_ID)
    .replaceAll('pub-trca', 'pub-guelph')
    .replaceAll('Board of Directors', 'City Council - Planning'),
);
const guelphAgenda = agendaPage
  .replace(/<!--[\s\S]*?-->\n/, '')
  .replace('Board of Directors', 'City Council - Planning')
  .replace('SECTION I - ITEMS FOR BOARD OF DIRECTORS ACTION', 'PLANNING PUBLIC MEETING REPORTS')
  .replace(
    'Eco-Gift Donation &ndash; 1815 Altona Road, Pickering',
    'Official Plan Amendment and Zoning By-law Amendment &ndash; 1 Carden Street',
  )
  .replace(
    /<p>Receipt of a conveyance[\s\S]*?<\/p><p>CFN[^<]*<\/p>/,
    '<p>Statutory public meeting on applications to amend the Official Plan and the Zoning By-law for 1 Carden Street, to permit a mixed-use addition of 12 storeys north of City Hall.</p><p>File OZS26-001, Ward 1.</p>',
  )
  .replace(/<DIV class='AgendaItemAttachmentsList'>[\s\S]*?<\/DIV>\n<\/DIV>\n/, '')
  .replace(/<DIV class='AgendaItemContentRow indent'><DIV class='AgendaItemMinutes[\s\S]*?<\/DIV><\/DIV>\n/, '')
  .replace(/<a href="https:\/\/pub-trca[^>]*>Link<\/a>\n/, '');
if (!guelphAgenda.includes('1 Carden Street, to permit') || guelphAgenda.includes('Altona'))
  throw new Error('the Guelph agenda page could not be made from the TRCA reconstruction');

// Ottawa's bilingual portal: the Planning and Housing Committee, twelve days ahead at 09:30.
const OTTAWA_MEETING_ID = '5f0e3a7c-1b2d-4c8e-9a61-0c2b7d4e8f10';
const ottawaCalendar = JSON.parse(
  readFileSync(join(fixtures, 'ottawa-getcalendarmeetings-bilingual.adapted.json'), 'utf8'),
);
const ottawaDay = new Date(today + 12 * DAY);
const ottawaDate = ottawaDay.toISOString().slice(0, 10).replaceAll('-', '/');
const ottawaMeeting = {
  ...ottawaCalendar.d.find((m) => m.ID === OTTAWA_MEETING_ID),
  StartDate: `${ottawaDate} 09:30:00`,
  EndDate: `${ottawaDate} 15:00:00`,
  FormattedStart: `${ottawaDay.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })} @ 9:30 AM`,
  MeetingPassed: false,
};
const ottawaAgenda = {
  English: readFileSync(join(fixtures, 'ottawa-agenda-en.adapted.html'), 'utf8'),
  French: readFileSync(join(fixtures, 'ottawa-agenda-fr.adapted.html'), 'utf8'),
};
const OTTAWA_PAGE =
  /^(?:\/ottawa)?\/Meeting\.aspx\?Id=5f0e3a7c-1b2d-4c8e-9a61-0c2b7d4e8f10&Agenda=Agenda&lang=(English|French)$/;

// The item's report, generated (the real PDF is not captured): a PDF with a text layer the extractor reads.
const { PDFDocument, StandardFonts } = createRequire(join(import.meta.dirname, '..', '..', 'api', 'package.json'))(
  'pdf-lib',
);
const pdf = await PDFDocument.create();
const font = await pdf.embedFont(StandardFonts.Helvetica);
const lines = [
  'Eco-Gift Donation - 1815 Altona Road, Pickering',
  'Receipt of a conveyance of lands at 1815 Altona Road, City of Pickering,',
  'Regional Municipality of Durham, under the Ecological Gifts Program.',
  'Schedule A: lands to be conveyed, east of Altona Road and north of Sheppard Avenue.',
];
const page = pdf.addPage([612, 792]);
lines.forEach((line, i) => page.drawText(line, { x: 50, y: 720 - i * 20, size: 12, font }));
const report = Buffer.from(await pdf.save());

const served = [];
createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    const url = request.url ?? '/';
    if (url === '/__health') return void response.end('ok');
    if (url === '/__requests') {
      response.setHeader('content-type', 'application/json');
      return void response.end(JSON.stringify(served));
    }
    served.push({ method: request.method, url });
    if (request.method === 'GET' && answerCkan(url, response)) return;
    if (request.method === 'POST' && url === '/guelph/MeetingsCalendarView.aspx/GetCalendarMeetings') {
      let window;
      try {
        window = JSON.parse(body);
      } catch {
        return void response.writeHead(500, { 'content-type': 'application/json' }).end('{"Message":"Invalid JSON"}');
      }
      const day = guelphMeeting.StartDate.slice(0, 10).replaceAll('/', '-');
      const inWindow = day >= String(window.calendarStartDate) && day <= String(window.calendarEndDate);
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      return void response.end(JSON.stringify({ d: inWindow ? [guelphMeeting] : [] }));
    }
    if (
      request.method === 'GET' &&
      /^(\/guelph)?\/Meeting\.aspx\?Id=5b0c3f0e-6f1d-4c52-9a0e-3c1d2b7e9a41&Agenda=Agenda&/.test(url)
    ) {
      return void response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(guelphAgenda);
    }
    if (request.method === 'POST' && url === '/ottawa/MeetingsCalendarView.aspx/GetCalendarMeetings') {
      let window;
      try {
        window = JSON.parse(body);
      } catch {
        return void response.writeHead(500, { 'content-type': 'application/json' }).end('{"Message":"Invalid JSON"}');
      }
      const day = ottawaMeeting.StartDate.slice(0, 10).replaceAll('/', '-');
      const inWindow = day >= String(window.calendarStartDate) && day <= String(window.calendarEndDate);
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      return void response.end(JSON.stringify({ d: inWindow ? [ottawaMeeting] : [] }));
    }
    const ottawaPage = request.method === 'GET' ? OTTAWA_PAGE.exec(url) : null;
    if (ottawaPage) {
      return void response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(ottawaAgenda[ottawaPage[1]]);
    }
    if (request.method === 'POST' && url === '/MeetingsCalendarView.aspx/GetCalendarMeetings') {
      let window;
      try {
        window = JSON.parse(body);
      } catch {
        return void response.writeHead(500, { 'content-type': 'application/json' }).end('{"Message":"Invalid JSON"}');
      }
      const day = shifted.StartDate.slice(0, 10).replaceAll('/', '-');
      const inWindow = day >= String(window.calendarStartDate) && day <= String(window.calendarEndDate);
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      return void response.end(JSON.stringify({ d: inWindow ? [shifted] : [] }));
    }
    if (request.method === 'GET' && url.startsWith(`/Meeting.aspx?Id=${MEETING_ID}&Agenda=Agenda&`)) {
      return void response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(agendaPage);
    }
    if (request.method === 'GET' && url === '/FileStream.ashx?DocumentId=3235') {
      return void response.writeHead(200, { 'content-type': 'application/pdf' }).end(report);
    }
    response.writeHead(404, { 'content-type': 'text/html' }).end('<html><body>Not found</body></html>');
  });
}).listen(port, '127.0.0.1', () => console.log(`fake eSCRIBE portal on http://127.0.0.1:${port}`));
