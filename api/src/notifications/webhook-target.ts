import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/*
 * Where a webhook may be sent. Any company admin chooses the URL, so without these checks the server would post
 * (and report the outcome of posting) to its own loopback, the private network around it or the cloud metadata
 * service. A target must be a public unicast address: loopback, private, link-local, unique-local, carrier-grade
 * NAT, multicast, reserved and unspecified addresses are refused, and so are names that only mean something
 * inside a network (localhost, *.local, *.internal, single-label names) and the cloud metadata names.
 *
 * The URL is checked when an endpoint is added or changed (its name resolved, every answer checked) and again at
 * every delivery, where the connection is pinned to the addresses that were just checked: a name that answered a
 * public address at creation and a loopback one later (DNS rebinding) is refused, and nothing resolves the name a
 * second time between the check and the connection.
 *
 * WEBHOOK_ALLOW_PRIVATE=true lifts the address-class checks (an on-premises install posting to its own network,
 * the tests' loopback receivers). The cloud metadata service is refused even then: no webhook belongs there.
 */

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
/** Every address a name resolves to (node:dns `lookup` with all: true, or a test's own answers). */
export type ResolveAll = (hostname: string) => Promise<ResolvedAddress[]>;

export interface TargetPolicy {
  allowPrivate: boolean;
  resolve: ResolveAll;
}

export const systemResolve: ResolveAll = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

export const REFUSED_TARGET =
  'The webhook URL must point to a public internet address: local, private and cloud metadata addresses are refused.';

/** A target refused by the policy (its message is the sentence above, for the admin adding it). */
export class RefusedTargetError extends Error {
  constructor() {
    super(REFUSED_TARGET);
  }
}

/** The cloud metadata services (AWS, GCP, Azure, OpenStack: 169.254.169.254; AWS IPv6; Alibaba; Oracle). */
const METADATA_ADDRESSES = new Set([
  '169.254.169.254',
  'fd00:ec2::254',
  '100.100.100.200',
  '192.0.0.192',
  '169.254.170.2',
]);
const METADATA_NAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
]);
/** Suffixes that only name hosts inside a network (RFC 6761 localhost, mDNS .local, the private-use .internal and .home.arpa). */
const LOCAL_SUFFIXES = ['localhost', 'local', 'internal', 'home.arpa', 'localdomain', 'lan', 'intranet', 'corp'];

/** The hostname of a URL without IPv6 brackets and trailing dots, lower case. */
export function bareHostname(url: URL): string {
  return url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '')
    .toLowerCase();
}

/** Is this address one a webhook may be sent to? IPv4-mapped IPv6 addresses are judged as the IPv4 address they carry. */
export function addressAllowed(address: string, allowPrivate: boolean): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  const normalized = parsed.toNormalizedString();
  if (METADATA_ADDRESSES.has(parsed.toString()) || METADATA_ADDRESSES.has(normalized)) return false;
  if (allowPrivate) return true;
  return parsed.range() === 'unicast';
}

/** Is this host name (not an address) one a webhook may be sent to, before resolving it? */
function nameAllowed(name: string, allowPrivate: boolean): boolean {
  if (METADATA_NAMES.has(name)) return false;
  if (allowPrivate) return true;
  if (!name.includes('.')) return false;
  return !LOCAL_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}

/**
 * The addresses a delivery may connect to: the literal address itself, or every address the name resolves to,
 * each one checked. Throws RefusedTargetError when the host or any of its addresses is refused; a resolver error
 * (unknown name, no network) propagates as it is.
 */
export async function checkedAddresses(url: URL, policy: TargetPolicy): Promise<ResolvedAddress[]> {
  const host = bareHostname(url);
  const family = isIP(host);
  if (family) {
    if (!addressAllowed(host, policy.allowPrivate)) throw new RefusedTargetError();
    return [{ address: host, family: family === 6 ? 6 : 4 }];
  }
  if (!nameAllowed(host, policy.allowPrivate)) throw new RefusedTargetError();
  const answers = await policy.resolve(host);
  if (answers.length === 0) throw Object.assign(new Error(`${host} has no address`), { code: 'ENOTFOUND' });
  if (answers.some((a) => !addressAllowed(a.address, policy.allowPrivate))) throw new RefusedTargetError();
  return answers;
}

/** How long the check of a new or changed URL waits for its name to resolve. */
const CREATE_RESOLVE_TIMEOUT_MS = 3000;

/**
 * The check when an admin adds or re-points an endpoint: the URL's form, its host, and the addresses its name
 * resolves to now. A name that does not resolve yet (or a resolver that does not answer in time) is accepted:
 * every delivery checks again before connecting.
 */
export async function checkNewTarget(url: URL, policy: TargetPolicy): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>(
    (resolve) => (timer = setTimeout(() => resolve('timeout'), CREATE_RESOLVE_TIMEOUT_MS)),
  );
  try {
    await Promise.race([checkedAddresses(url, policy), timeout]);
  } catch (error) {
    if (error instanceof RefusedTargetError) throw error;
  } finally {
    clearTimeout(timer);
  }
}
