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
        received.push({
          event: body.event ?? null,
          alertId: body.alert?.id ?? null,
          delivery: req.headers['parcelwatch-delivery'] ?? null,
        });
      } catch {
        received.push({ event: 'unparsable', alertId: null, delivery: null });
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
    /**
     * The posts received for alerts: `total`; `deliveries`, distinct Parcelwatch-Delivery ids; `duplicates`, extra
     * deliveries of one event of one alert (two delivery rows: never right); `repeats`, the same delivery posted
     * again (at-least-once: a worker killed after posting and before recording it is retried; receivers dedupe on
     * the delivery id).
     */
    counts() {
      const forAlerts = received.filter((r) => r.alertId !== null);
      const deliveries = new Set(forAlerts.map((r) => r.delivery)).size;
      const keys = new Set(forAlerts.map((r) => `${r.event}:${r.alertId}`)).size;
      return {
        total: forAlerts.length,
        deliveries,
        duplicates: deliveries - keys,
        repeats: forAlerts.length - deliveries,
      };
    },
    reset() {
      received.length = 0;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
