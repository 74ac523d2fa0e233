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
// GET /__health answers "ok" (for Playwright's webServer); GET /__requests lists the requests served so far.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
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
