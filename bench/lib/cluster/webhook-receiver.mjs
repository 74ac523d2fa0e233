// A webhook target on loopback for the cluster bench: answers 200 and records each delivery it receives. While
// `hold` is on (the faults bench) a post gets no answer and is not recorded: it waits in `held` until `release()`
// cuts it (its sender counts it as not delivered; `cut` counts them).
import { createServer } from 'node:http';

export async function startWebhookReceiver(port) {
  const received = [];
  const receiver = {
    hold: false,
    held: [],
    cut: 0,
    release() {
      receiver.hold = false;
      for (const res of receiver.held.splice(0)) {
        receiver.cut += 1;
        res.destroy();
      }
    },
  };
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      if (receiver.hold) return void receiver.held.push(res);
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        received.push({
          event: body.event ?? null,
          alertId: body.alert?.id ?? null,
          severity: body.alert?.severity ?? null,
          delivery: req.headers['parcelwatch-delivery'] ?? null,
          at: Date.now(),
        });
      } catch {
        received.push({ event: 'unparsable', alertId: null, severity: null, delivery: null });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hooks/parcelwatch`,
    received,
    /**
     * The posts received for alerts: `total`; `deliveries`, distinct Parcelwatch-Delivery ids, of which `created`
     * are 'alert.created' (one per alert) and `updated` 'alert.updated' (one per alert and severity it was raised
     * to: an alert raised by a later item or report is announced again, so deliveries outnumber alerts);
     * `duplicates`, extra deliveries of one event (an alert's creation, or its raise to one severity: two delivery
     * rows, never right); `repeats`, the same delivery posted again (at-least-once: a worker killed after posting
     * and before recording it is retried; receivers dedupe on the delivery id).
     */
    counts() {
      const forAlerts = received.filter((r) => r.alertId !== null);
      const distinct = (rows) => new Set(rows.map((r) => r.delivery)).size;
      const deliveries = distinct(forAlerts);
      const eventOf = (r) => `${r.event}:${r.alertId}:${r.event === 'alert.updated' ? r.severity : ''}`;
      const keys = new Set(forAlerts.map(eventOf)).size;
      return {
        total: forAlerts.length,
        deliveries,
        created: distinct(forAlerts.filter((r) => r.event === 'alert.created')),
        updated: distinct(forAlerts.filter((r) => r.event === 'alert.updated')),
        duplicates: deliveries - keys,
        repeats: forAlerts.length - deliveries,
      };
    },
    reset() {
      received.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        receiver.release();
        server.close(resolve);
      }),
  });
}
