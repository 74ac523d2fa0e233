// Loopback servers for the faults bench that can hold their answer: an eSCRIBE portal (the municipal source the
// ingest reads) and an SMTP server (mail and digests). While `hold` is on, a request gets no answer: it waits in
// `held` until `release()` (stop holding; the held connections are cut: their senders count them as not done). An
// SMTP message counts as accepted only once its 250 was sent (a held message whose client died was never delivered).
// The portal's `hang` mode holds every request for good (a source that hangs): `held` records when each arrived
// and when its client gave up.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { apiDir, apiRequire } from '../scratch.mjs';

const fixture = (name) => readFileSync(join(apiDir, 'test', 'fixtures', 'escribe', name), 'utf8');

/** An eSCRIBE portal on loopback serving the TRCA fixtures (5 meetings). */
export async function startHoldingPortal(port) {
  const calendar = fixture('trca-getcalendarmeetings-2023q1.json');
  const agenda = fixture('trca-meeting-assets-trimmed.html');
  const portal = {
    url: null,
    /** 'answer', 'hold' (the calendar call waits), 'hold-document' (a document download waits) or 'hang' (every request waits, for good). */
    mode: 'answer',
    held: [],
    calendarCalls: 0,
    documentCalls: 0,
    release() {
      portal.mode = 'answer';
      for (const h of portal.held.splice(0)) h.res.destroy();
    },
  };
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const calendarCall = req.method === 'POST' && req.url === '/MeetingsCalendarView.aspx/GetCalendarMeetings';
      const documentCall = req.method === 'GET' && req.url.startsWith('/FileStream.ashx?');
      if (
        portal.mode === 'hang' ||
        (calendarCall && portal.mode === 'hold') ||
        (documentCall && portal.mode === 'hold-document')
      ) {
        const entry = { res, at: Date.now(), closedAt: null };
        res.on('close', () => (entry.closedAt = Date.now()));
        return void portal.held.push(entry);
      }
      if (calendarCall) {
        portal.calendarCalls += 1;
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(calendar);
      } else if (documentCall) {
        portal.documentCalls += 1;
        res
          .writeHead(200, { 'content-type': 'text/plain; charset=utf-8' })
          .end('Planning report: a four-storey building is proposed at the corner lot.\n');
      } else if (req.method === 'GET' && req.url.startsWith('/Meeting.aspx?'))
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(agenda);
      else res.writeHead(404).end();
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  portal.url = `http://127.0.0.1:${server.address().port}`;
  portal.close = () =>
    new Promise((resolve) => {
      portal.release();
      server.closeAllConnections?.();
      server.close(() => resolve());
    });
  return portal;
}

/** An SMTP server on loopback: `accepted` lists { to, subject, at } of the messages it answered 250. */
export async function startHoldingSmtp(port) {
  const { SMTPServer } = apiRequire('smtp-server');
  let server = null;
  const smtp = {
    url: null,
    hold: false,
    held: [],
    accepted: [],
    release() {
      smtp.hold = false;
      const ids = new Set(smtp.held.splice(0).map((h) => h.session.id));
      for (const c of server.connections) if (ids.has(c.session?.id)) c._socket?.destroy();
    },
  };
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/im.exec(text)?.[1] ?? '';
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        if (smtp.hold) return void smtp.held.push({ session, to, subject, at: Date.now() });
        smtp.accepted.push({ to, subject, at: Date.now() });
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  smtp.url = `smtp://127.0.0.1:${server.server.address().port}`;
  smtp.close = () => new Promise((resolve) => server.close(() => resolve()));
  smtp.server = server;
  return smtp;
}
