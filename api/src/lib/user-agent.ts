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

/** 'Desktop - Linux' / 'Chrome 126' style labels for the sessions list. */
export function describeUserAgent(userAgent: string | undefined): DeviceDescription {
  if (!userAgent) return { deviceInfo: 'Unknown device', browserInfo: 'Unknown browser' };
  const parsed = Bowser.parse(userAgent);
  const platform = parsed.platform.type ? (PLATFORM_LABELS[parsed.platform.type] ?? 'Unknown') : 'Unknown';
  const os = parsed.os.name ?? 'Unknown OS';
  const browserName = parsed.browser.name;
  const major = parsed.browser.version?.split('.')[0];
  return {
    deviceInfo: `${platform} - ${os}`,
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
