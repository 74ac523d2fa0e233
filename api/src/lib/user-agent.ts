import { isIP } from 'node:net';
import Bowser from 'bowser';

export interface DeviceDescription {
  deviceInfo: string;
  browserInfo: string;
}

const PLATFORM_LABELS: Record<string, string> = {
  desktop: 'Desktop',
  mobile: 'Mobile',
  tablet: 'Tablet',
  tv: 'TV',
  bot: 'Bot',
};

/** The first product token of a non-browser client: 'curl/8.5.0' -> 'curl 8', 'node' -> 'node'. */
function clientOf(userAgent: string): string | null {
  const match = /^\s*([A-Za-z][\w.+-]{0,39})(?:\/(\d+))?/.exec(userAgent);
  if (!match || match[1] === 'Mozilla') return null;
  return match[2] ? `${match[1]} ${match[2]}` : match[1]!;
}

/**
 * 'Desktop - Linux' / 'Chrome 126' style labels for the sessions list. A part the User-Agent does not tell is left
 * out rather than shown as 'Unknown'; a client that is not a browser (curl, a script) is named by its product token.
 */
export function describeUserAgent(userAgent: string | undefined): DeviceDescription {
  if (!userAgent?.trim()) return { deviceInfo: 'Unknown device', browserInfo: 'Unknown browser' };
  const parsed = Bowser.parse(userAgent);
  const platform = parsed.platform.type ? PLATFORM_LABELS[parsed.platform.type] : undefined;
  const os = parsed.os.name || undefined;
  // Bowser's fallback names an unrecognised 'Mozilla/5.0 (...)' string 'Mozilla': that names no browser.
  const browserName = parsed.browser.name === 'Mozilla' ? '' : parsed.browser.name;
  const major = parsed.browser.version?.split('.')[0];
  if (!browserName) {
    const client = clientOf(userAgent);
    if (client)
      return { deviceInfo: [platform, os].filter(Boolean).join(' - ') || 'App or script', browserInfo: client };
  }
  return {
    deviceInfo: [platform, os].filter(Boolean).join(' - ') || 'Unknown device',
    browserInfo: browserName ? (major ? `${browserName} ${major}` : browserName) : 'Unknown browser',
  };
}

function isPrivateIPv4(ip: string): boolean {
  const parts = ip.split('.').map(Number);
  const [a = -1, b = -1] = parts;
  return (
    a === 127 ||
    a === 10 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) ||
    (a === 100 && b >= 64 && b <= 127) ||
    a === 0
  );
}

/** No geo database offline: private and loopback addresses are 'Local network', others show the IP. */
export function describeLocation(ip: string | undefined): string {
  if (!ip) return 'Unknown';
  let address = ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) address = mapped[1]!;
  const family = isIP(address);
  if (family === 4) return isPrivateIPv4(address) ? 'Local network' : address;
  if (family === 6) {
    const lower = address.toLowerCase();
    if (lower === '::1' || lower === '::' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower)) return 'Local network';
    return address;
  }
  return 'Unknown';
}
