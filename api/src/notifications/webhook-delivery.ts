import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkedAddresses, type ResolvedAddress, type TargetPolicy } from './webhook-target.js';

/*
 * One POST of a webhook body to its endpoint, bounded: the target's addresses are checked (webhook-target.ts)
 * and the connection is pinned to them through the request's `lookup` (nothing resolves the name again), no
 * redirect is followed (a 3xx is a failed attempt), the whole exchange must finish within the timeout, and the
 * response body is never read (only its status counts).
 *
 * The outcome tells the admin "delivered" or "not delivered" and, when an HTTP answer came back, its status.
 * Every other failure (a refused address, an unknown name, a closed port, a timeout, a TLS error) reads the same,
 * so the answer cannot be used to map which hosts and ports exist around the server.
 */

export const NOT_DELIVERED = 'The endpoint could not be reached.';
export const DELIVERY_TIMEOUT_MS = 10_000;

export type DeliveryOutcome = { statusCode: number; error: string | null } | { statusCode: null; error: string };

/** A `lookup` for net.connect that answers the addresses checked beforehand, whatever it is asked. */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return ((
    _hostname: string,
    options: { all?: boolean; family?: number } | number,
    callback: (...args: unknown[]) => void,
  ) => {
    const wanted =
      typeof options === 'object' && options.family ? addresses.filter((a) => a.family === options.family) : addresses;
    const list = wanted.length ? wanted : addresses;
    if (typeof options === 'object' && options.all) process.nextTick(callback, null, list);
    else process.nextTick(callback, null, list[0]!.address, list[0]!.family);
  }) as LookupFunction;
}

export async function deliverWebhook(
  rawUrl: string,
  body: string,
  headers: Record<string, string>,
  policy: TargetPolicy,
  timeoutMs = DELIVERY_TIMEOUT_MS,
): Promise<DeliveryOutcome> {
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    const url = new URL(rawUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { statusCode: null, error: NOT_DELIVERED };
    const addresses = await Promise.race([
      checkedAddresses(url, policy),
      new Promise<never>((_, reject) =>
        deadline.addEventListener('abort', () => reject(new Error('timeout')), { once: true }),
      ),
    ]);
    const status = await new Promise<number>((resolve, reject) => {
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const req = send(
        url,
        {
          method: 'POST',
          headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
          lookup: pinnedLookup(addresses),
          signal: deadline,
          // A fresh connection each time: a pooled socket would skip the pinned lookup.
          agent: false,
        },
        (res: IncomingMessage) => {
          resolve(res.statusCode ?? 0);
          // Only the status matters: the body is not read, the connection is dropped.
          res.destroy();
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    return { statusCode: status, error: status >= 200 && status < 300 ? null : `HTTP ${status}` };
  } catch {
    return { statusCode: null, error: NOT_DELIVERED };
  }
}
