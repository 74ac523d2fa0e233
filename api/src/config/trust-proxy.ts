import { isIP } from 'node:net';
import { type Env, fail, read, readInt } from './env.js';

/** Names proxy-addr knows for the usual private ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: unset means no proxy (the socket's peer address is the client); a whole number is how many proxies
 * stand in front (the address that many hops back in X-Forwarded-For is the client); otherwise a comma list of the
 * proxies' addresses or CIDR ranges (or loopback, linklocal, uniquelocal), whose X-Forwarded-For alone is believed.
 * `true` (believe anyone's header) is refused: any client could then choose its own address, and its rate limits.
 */
export function trustProxyFromEnv(env: Env): false | number | string[] {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined || ['false', 'no', 'off', '0'].includes(raw.toLowerCase())) return false;
  if (/^\d+$/.test(raw)) return readInt(env, 'TRUST_PROXY', 0, 1, 20);
  if (['true', 'yes', 'on', '*'].includes(raw.toLowerCase())) {
    fail(
      'TRUST_PROXY',
      `"${raw}" would believe X-Forwarded-For from anyone; give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8)`,
    );
  }
  return raw.split(',').map((part) => {
    const entry = part.trim();
    if (PROXY_RANGE_NAMES.includes(entry.toLowerCase())) return entry.toLowerCase();
    const [address, prefix, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const maxPrefix = family === 6 ? 128 : 32;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix);
    if (!family || !prefixOk || extra !== undefined) {
      fail(
        'TRUST_PROXY',
        `"${entry}" is not a hop count, an IP address, a CIDR range (10.0.0.0/8) or one of ${PROXY_RANGE_NAMES.join(', ')}`,
      );
    }
    return entry;
  });
}
