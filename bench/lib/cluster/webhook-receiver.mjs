// A webhook target on loopback for the cluster bench: answers 200 and records each delivery it receives.
import { createServer } from 'node:http';

export async function startWebhookReceiver(port) {
  const received = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        received.push({ event: body.event ?? null, alertId: body.alert?.id ?? null, at: Date.now() });
      } catch {
        received.push({ event: 'unparsable', alertId: null, at: Date.now() });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}/hooks/parcelwatch`,
    received,
    /** { total, duplicates } of the deliveries received for alerts (by event and alert id). */
    counts() {
      const keys = received.filter((r) => r.alertId !== null).map((r) => `${r.event}:${r.alertId}`);
      return { total: keys.length, duplicates: keys.length - new Set(keys).size };
    },
    reset() {
      received.length = 0;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
