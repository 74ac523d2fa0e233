// A static server for one built remote on its own origin, with CORS, that a test can switch off and on:
// `node remote-server.mjs <dist-dir> <port> [down]`; POST /__state?up=1 or ?up=0 switches it.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const [dist, port, initial] = process.argv.slice(2);
if (!dist || !port) throw new Error('usage: remote-server.mjs <dist-dir> <port> [down]');
let up = initial !== 'down';
const TYPES = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
  '.map': 'application/json',
};

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  response.setHeader('Access-Control-Allow-Origin', '*');
  if (url.pathname === '/__state') {
    if (request.method === 'POST') up = url.searchParams.get('up') === '1';
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ up }));
    return;
  }
  if (url.pathname === '/__health') {
    response.end('ok');
    return;
  }
  if (!up) {
    response.statusCode = 503;
    response.end('remote switched off by the test');
    return;
  }
  const file = join(dist, normalize(url.pathname).replace(/^([/\\])+/, ''));
  if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) {
    response.statusCode = 404;
    response.end('not found');
    return;
  }
  response.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
  createReadStream(file).pipe(response);
}).listen(Number(port), '127.0.0.1');
