// The applications bench's loopback CKAN portal in a process of its own (forked by bench/applications.mjs): a real
// portal is another machine, so the JSON of its pages is neither made in the reader's process nor counted in its
// memory or CPU. It speaks CKAN's action API (package_show, paged datastore_search) and makes each page's rows when
// asked, from the capture's rows repeated with new ids and file numbers. Messages: {type: 'rows', capture, records}
// sets the dataset; {type: 'change', changes: [[index, status]]} changes rows' statuses; each is answered
// {type: 'ok'} once applied. It answers {type: 'listening'} once it serves on argv[2]'s port.
import { createServer } from 'node:http';

const port = Number(process.argv[2]);
let capture = [];
let records = 0;
const changedStatus = new Map();

const rowAt = (i) => {
  const base = capture[i % capture.length];
  return {
    ...base,
    _id: i + 1,
    SYS_ID: String(9_000_000 + i),
    REFERENCE_FILE: base.REFERENCE_FILE ? `A${String(i).padStart(6, '0')}/24NY` : null,
    ...(changedStatus.has(i) ? { STATUSDESC: changedStatus.get(i) } : {}),
  };
};
const page = (offset, limit) =>
  Array.from({ length: Math.max(0, Math.min(limit, records - offset)) }, (_, k) => rowAt(offset + k));

const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://localhost');
  res.writeHead(200, { 'content-type': 'application/json' });
  if (url.pathname === '/api/3/action/package_show')
    return res.end(JSON.stringify({ success: true, result: { resources: [{ id: 'coa', datastore_active: true }] } }));
  const limit = Number(url.searchParams.get('limit'));
  const offset = Number(url.searchParams.get('offset'));
  res.end(JSON.stringify({ success: true, result: { records: page(offset, limit), total: records } }));
});
// The reader writes between pages: idle sockets are kept longer than a page takes.
server.keepAliveTimeout = 120_000;

process.on('message', (message) => {
  if (message.type === 'rows') {
    capture = message.capture;
    records = message.records;
  } else if (message.type === 'change') for (const [index, status] of message.changes) changedStatus.set(index, status);
  else if (message.type === 'close') server.close(() => process.exit(0));
  process.send({ type: 'ok' });
});
server.listen(port, '127.0.0.1', () => process.send({ type: 'listening' }));
