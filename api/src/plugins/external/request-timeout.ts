import { Socket } from 'node:net';
import fp from 'fastify-plugin';

const BODY = JSON.stringify({ detail: 'Request Timeout' });
const ANSWER =
  'HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n' +
  `Content-Length: ${Buffer.byteLength(BODY)}\r\n\r\n${BODY}`;

/**
 * A request body must arrive within REQUEST_TIMEOUT_MS: a client trickling it (slowloris) gets 408 and its
 * connection is closed, instead of holding a connection and a body parser forever. Node's own requestTimeout
 * does not cover a body still streaming after complete headers (slow headers are cut by its headersTimeout).
 * The answer is written on the socket: the body parser is still waiting, so Fastify cannot reply yet. A request
 * that is not on a connection (one injected with app.inject, light-my-request) has no socket to close and gets no
 * timer.
 */
export default fp(
  async (app) => {
    const limitMs = app.config.requestTimeoutMs;
    app.addHook('onRequest', (request, _reply, done) => {
      const raw = request.raw;
      const socket = raw.socket;
      if (
        raw.complete ||
        !(socket instanceof Socket) ||
        (raw.headers['content-length'] === undefined && raw.headers['transfer-encoding'] === undefined)
      )
        return done();
      const timer = setTimeout(() => {
        if (raw.complete) return;
        request.log.info({ limitMs }, 'request body too slow: 408');
        if (socket.writable && !socket.destroyed) socket.end(ANSWER);
        setTimeout(() => socket.destroy(), 1000).unref();
      }, limitMs);
      timer.unref();
      const clear = () => clearTimeout(timer);
      raw.once('end', clear);
      raw.once('close', clear);
      done();
    });
  },
  { name: 'request-timeout' },
);
