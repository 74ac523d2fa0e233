// An OpenAI-compatible chat-completions server on loopback for the faults bench: the paid API we cannot call from a
// bench, stood in for by a server speaking its protocol (POST /v1/chat/completions with stream: true answered as
// server-sent events of `choices[0].delta.content`, then `data: [DONE]`). Its mode is switched by the bench:
//   'up'    answers at once;
//   'slow'  takes the request and never answers (the connection is held open until the client gives up);
//   'down'  not listening (connections refused).
import { createServer } from 'node:http';

export async function startFakeOpenAi(port) {
  let mode = 'up';
  let requests = 0;
  const held = new Set();
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      requests += 1;
      if (req.method !== 'POST' || !req.url.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      if (mode === 'slow') {
        held.add(res);
        res.on('close', () => held.delete(res));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const word of ['The committee ', 'meets on the date ', 'in the agenda [1].']) {
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: word } }] })}\n\n`);
      }
      res.end('data: [DONE]\n\n');
    });
  });
  const listen = () =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
  const close = () =>
    new Promise((resolve) => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  await listen();
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    get requests() {
      return requests;
    },
    /** 'up', 'slow' or 'down'. */
    async setMode(next) {
      if (next === mode) return;
      if (mode === 'down') await listen();
      if (next === 'down') await close();
      if (next === 'up') for (const res of held) res.destroy();
      mode = next;
    },
    close: () => (mode === 'down' ? Promise.resolve() : close()),
  };
}
