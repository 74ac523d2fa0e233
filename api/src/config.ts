import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES, type RemoteName } from './web/remoteList.js';
import { aiFromEnv, type AiConfig } from './ai/config.js';
import { isTimeZone } from './pipeline/connectors/http.js';
import type { ExtractionLimits } from './extract/pool.js';

/** The repository root: this file lives in `api/src` (or `api/dist` once built). */
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  pgliteDir: string;
  outboxDir: string;
  /** Unset means the embedded PGlite database in `pgliteDir`. */
  databaseUrl: string | null;
  /** REQUEST_TIMEOUT_MS (300000): a request (headers and body) must arrive within this; a slower client gets 408. */
  requestTimeoutMs: number;
  /** DATABASE_RLS (true): with PostgreSQL, the API's queries run as parcelwatch_app under row-level security (PGlite has none). */
  databaseRls: boolean;
  /** DATABASE_APP_URL: the API pool's own connection (a member of parcelwatch_app); null means DATABASE_URL. */
  databaseAppUrl: string | null;
  /** Unset means a random secret generated once and persisted in `DATA_DIR/jwt-secret`. */
  jwtSecret: string | null;
  jwtSecretFile: string;
  accessTokenTtlMinutes: number;
  publicUrl: string;
  /** Explicit list of allowed origins; null means PUBLIC_URL's origin plus any localhost / 127.0.0.1 origin. */
  corsOrigins: string[] | null;
  /** Unset means the local outbox folder. */
  smtpUrl: string | null;
  mailFrom: string;
  logLevel: LogLevel;
  rateLimitEnabled: boolean;
  /**
   * TRUST_PROXY: which proxies' X-Forwarded-For is believed for the client's address (Fastify's trustProxy):
   * false (unset: the socket's peer is the client), a hop count, or a list of proxy addresses and CIDR ranges.
   */
  trustProxy: false | number | string[];
  nodeEnv: string;
  /** The workspace root holding the built shell/dist and mf-*\/dist that the server serves. */
  webRoot: string;
  /** Where the shell loads a remote from, when not from this server (REMOTE_<NAME>_URL). */
  remoteOverrides: Partial<Record<RemoteName, string>>;
  /** Billing: the local checkout page (default) or Stripe (see billingFromEnv). */
  billing: BillingConfig;
  /** Address suggestions: the offline Ontario gazetteer, or a Mapbox-compatible service when GEOCODER_TOKEN is set. */
  geocoding: GeocodingConfig;
  /** Agenda items' addresses: the online geocoder after the address index (ITEM_GEOCODER...). */
  itemGeocoder: ItemGeocoderConfig;
  /** Matching: distance tiers in metres, nearest first (MATCH_RADII_METERS). */
  matchRadiiMeters: number[];
  /** Matching: site-specific items and public works this close are 'high' (MATCH_NEAR_RADIUS_METERS). */
  matchNearRadiusMeters: number;
  /** AI provider of analysis summaries, property summaries and alert chat (aiFromEnv in ai/config.ts). */
  ai: AiConfig;
  /** Ingest pipeline: connectors, politeness, schedules (pipelineFromEnv). */
  pipeline: PipelineConfig;
  /** Background jobs (jobsFromEnv). */
  jobs: JobsConfig;
  /**
   * MEETINGS_CACHE_MB (32): memory for meetings list pages kept for reuse until the data under them changes
   * (meetings/list-cache.ts), half for companies' pages, half for the pages shared by all companies; 0 turns the
   * cache off.
   */
  meetingsCacheMb: number;
  /**
   * DEMO_DATA (true): on the embedded database, a fresh start loads the demo company, its properties and the demo
   * meetings, proposals, precedents and mayoral decisions; false starts with an empty database (only the
   * reference data of the migrations: municipalities, regional bodies, committee types).
   */
  demoData: boolean;
  /**
   * WEBHOOK_ALLOW_PRIVATE (false): webhooks may also go to loopback, private and link-local addresses (an
   * on-premises install posting inside its own network, the tests' local receivers). Off, only public addresses.
   */
  webhookAllowPrivate: boolean;
  /**
   * Text extraction of uploaded and fetched documents (extract/pool.ts), in worker threads: EXTRACT_MAX_MEMORY_MB
   * (512) heap per worker, EXTRACT_TIMEOUT_MS (120000) per file, EXTRACT_MAX_INFLATED_MB (200) what a DOCX may
   * unpack to, EXTRACT_WORKERS (1) files read at once.
   */
  extract: ExtractionLimits;
}

export interface JobsConfig {
  /** JOBS_WORKERS: 'in-process' (this API process works the jobs) or 'external' (`node dist/worker.js` does). */
  workers: 'in-process' | 'external';
  /** JOBS_CONCURRENCY: jobs of one kind a process runs at once. */
  concurrency: number;
  /** JOBS_HEARTBEAT_SECONDS: an active job silent this long (its worker died) is retried elsewhere. */
  heartbeatSeconds: number;
  /** JOBS_RETRY_DELAY_SECONDS: the first retry delay of every kind (null: each kind's own, jobs/kinds.ts). */
  retryDelaySeconds: number | null;
}

export function jobsFromEnv(env: Env, databaseUrl: string | null): JobsConfig {
  const workers = (read(env, 'JOBS_WORKERS') ?? 'in-process').toLowerCase();
  if (workers !== 'in-process' && workers !== 'external') fail('JOBS_WORKERS', `"${workers}" is not one of in-process, external`);
  // The embedded PGlite lives inside the API process: no other process can reach its queue.
  if (workers === 'external' && !databaseUrl) fail('JOBS_WORKERS', 'external workers need DATABASE_URL (PostgreSQL); the embedded database only supports in-process');
  return {
    workers,
    concurrency: readInt(env, 'JOBS_CONCURRENCY', 1, 1, 64),
    heartbeatSeconds: readInt(env, 'JOBS_HEARTBEAT_SECONDS', 30, 10, 3600),
    retryDelaySeconds: read(env, 'JOBS_RETRY_DELAY_SECONDS') === undefined ? null : readInt(env, 'JOBS_RETRY_DELAY_SECONDS', 0, 1, 3600),
  };
}

export interface PipelineConfig {
  /** INGEST_ENABLED (false): live fetching and its schedule. */
  ingestEnabled: boolean;
  userAgent: string;
  /** INGEST_MIN_INTERVAL_MS: at most one request per host this often. */
  minIntervalMs: number;
  /** ESCRIBE_PORTALS: name=baseUrl pairs, comma separated, each with an optional |Time/Zone (America/Toronto). */
  escribePortals: Array<{ name: string; baseUrl: string; timeZone: string }>;
  /** INGEST_TIMEOUT_MS (30000): one request to a source (headers and body) must finish within this. */
  timeoutMs: number;
  tmmisBaseUrl: string;
  eroBaseUrl: string;
  orrBaseUrl: string;
  canliiBaseUrl: string;
  canliiApiKey: string | null;
  mayoralDecisionsUrl: string;
  /** INGEST_CRON (America/Toronto). */
  ingestCron: string;
}

/** Real eSCRIBE portals of Ontario municipalities and authorities. */
export const DEFAULT_ESCRIBE_PORTALS =
  'trca=https://pub-trca.escribemeetings.com,mississauga=https://pub-mississauga.escribemeetings.com,ottawa=https://pub-ottawa.escribemeetings.com,hamilton=https://pub-hamilton.escribemeetings.com,brampton=https://pub-brampton.escribemeetings.com';

export function pipelineFromEnv(env: Env): PipelineConfig {
  const nodeEnv = read(env, 'NODE_ENV') ?? 'development';
  const portalsRaw = read(env, 'ESCRIBE_PORTALS') ?? DEFAULT_ESCRIBE_PORTALS;
  const escribePortals = portalsRaw.split(',').map((pair) => {
    const m = /^\s*([a-z0-9_-]+)\s*=\s*([^\s|]+)\s*(?:\|\s*(\S+)\s*)?$/i.exec(pair);
    if (!m) fail('ESCRIBE_PORTALS', `"${pair}" is not name=https://pub-name.escribemeetings.com (optionally followed by |America/Toronto)`);
    const timeZone = m[3] ?? 'America/Toronto';
    if (!isTimeZone(timeZone)) fail('ESCRIBE_PORTALS', `"${timeZone}" is not a time zone (use an IANA name such as America/Winnipeg)`);
    let url: URL;
    try {
      url = new URL(m[2]!);
    } catch {
      fail('ESCRIBE_PORTALS', `"${m[2]}" is not a valid URL`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') fail('ESCRIBE_PORTALS', `"${m[2]}" must start with http:// or https://`);
    return { name: m[1]!.toLowerCase(), baseUrl: m[2]!.replace(/\/+$/, ''), timeZone };
  });
  const cron = read(env, 'INGEST_CRON') ?? '0 */2 * * *';
  if (cron.split(/\s+/).length !== 5 || !/^[\d*/,\- ]+$/.test(cron)) fail('INGEST_CRON', `"${cron}" is not a five-field cron expression`);
  const http = ['http:', 'https:'];
  return {
    ingestEnabled: readBool(env, 'INGEST_ENABLED', false),
    userAgent: read(env, 'INGEST_USER_AGENT') ?? 'ParcelwatchBot/1.0 (+https://parcelwatch.ca/bot)',
    minIntervalMs: readInt(env, 'INGEST_MIN_INTERVAL_MS', 1000, 0, 600_000),
    timeoutMs: readInt(env, 'INGEST_TIMEOUT_MS', 30_000, 100, 600_000),
    escribePortals,
    tmmisBaseUrl: readUrl(env, 'TMMIS_BASE_URL', http) ?? 'https://secure.toronto.ca/council',
    eroBaseUrl: readUrl(env, 'ERO_BASE_URL', http) ?? 'https://ero.ontario.ca',
    orrBaseUrl: readUrl(env, 'ORR_BASE_URL', http) ?? 'https://www.regulatoryregistry.gov.on.ca',
    canliiBaseUrl: readUrl(env, 'CANLII_BASE_URL', http) ?? 'https://api.canlii.org/v1',
    canliiApiKey: read(env, 'CANLII_API_KEY') ?? null,
    mayoralDecisionsUrl: readUrl(env, 'MAYORAL_DECISIONS_URL', http) ?? 'https://www.toronto.ca/city-government/council/council-committee-meetings/mayoral-decisions/',
    ingestCron: cron,
  };
}

export interface GeocodingConfig {
  /** GEOCODER_TOKEN: unset means the offline gazetteer. */
  token: string | null;
  /** GEOCODER_BASE_URL (default https://api.mapbox.com). */
  baseUrl: string;
}

/** The online geocoder of agenda items' addresses (after the local address index); off by default. */
export interface ItemGeocoderConfig {
  /** ITEM_GEOCODER: none (default), mapbox, nominatim or photon. */
  provider: 'none' | 'mapbox' | 'nominatim' | 'photon';
  /** ITEM_GEOCODER_URL (default: the provider's public service). */
  baseUrl: string;
  /** ITEM_GEOCODER_TOKEN (mapbox; GEOCODER_TOKEN when unset). */
  token: string | null;
  /** ITEM_GEOCODER_RATE: requests per second at most (default 1, Nominatim's usage policy). */
  ratePerSecond: number;
  /** ITEM_GEOCODER_TIMEOUT_MS (default 5000). */
  timeoutMs: number;
  /** ITEM_GEOCODER_MAX_PER_RUN: online lookups per analysis run at most (default 60: a minute at Nominatim's one a second); the rest wait for the next run. */
  maxPerRun: number;
  /** ITEM_GEOCODER_USER_AGENT: sent with every request (Nominatim's policy asks for one naming the application). */
  userAgent: string;
}

export interface BillingConfig {
  provider: 'local' | 'stripe';
  stripeSecretKey: string | null;
  stripeWebhookSecret: string | null;
  stripePriceId: string | null;
  /** Where the Stripe library sends its API calls (tests: a loopback fake); null means api.stripe.com. */
  stripeApiBase: string | null;
}

type Env = Record<string, string | undefined>;

function fail(name: string, problem: string): never {
  throw new Error(`Invalid environment variable ${name}: ${problem}`);
}

/** Empty strings count as unset, so `FOO= npm start` behaves like not setting FOO. */
function read(env: Env, name: string): string | undefined {
  const value = env[name];
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function readInt(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) fail(name, `"${raw}" is not an integer between ${min} and ${max}`);
  const value = Number(raw);
  if (value < min || value > max) fail(name, `${value} is not between ${min} and ${max}`);
  return value;
}

function readBool(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const lower = raw.toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(lower)) return true;
  if (['false', '0', 'no', 'off'].includes(lower)) return false;
  fail(name, `"${raw}" is not a boolean (use true or false)`);
}

function readUrl(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    fail(name, 'is not a valid URL');
  }
  if (!protocols.includes(url.protocol)) {
    fail(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

/**
 * BILLING_PROVIDER defaults to stripe when STRIPE_SECRET_KEY is set, local otherwise. Stripe needs its three
 * settings; a half-configured Stripe stops the start instead of silently falling back to free local billing.
 */
function billingFromEnv(env: Env): BillingConfig {
  const stripeSecretKey = read(env, 'STRIPE_SECRET_KEY') ?? null;
  const stripeWebhookSecret = read(env, 'STRIPE_WEBHOOK_SECRET') ?? null;
  const stripePriceId = read(env, 'STRIPE_PRICE_ID') ?? null;
  const stripeApiBase = readUrl(env, 'STRIPE_API_BASE', ['http:', 'https:']) ?? null;
  const raw = (read(env, 'BILLING_PROVIDER') ?? (stripeSecretKey ? 'stripe' : 'local')).toLowerCase();
  if (raw !== 'local' && raw !== 'stripe') fail('BILLING_PROVIDER', `"${raw}" is not one of local, stripe`);
  if (raw === 'stripe') {
    const missing = [
      ['STRIPE_SECRET_KEY', stripeSecretKey],
      ['STRIPE_WEBHOOK_SECRET', stripeWebhookSecret],
      ['STRIPE_PRICE_ID', stripePriceId],
    ]
      .filter(([, value]) => !value)
      .map(([name]) => name);
    if (missing.length) fail('BILLING_PROVIDER', `stripe needs ${missing.join(', ')} to be set as well`);
    if (!/^(sk|rk)_/.test(stripeSecretKey!)) fail('STRIPE_SECRET_KEY', 'must be a Stripe secret key (sk_live_..., sk_test_... or rk_...)');
    if (!stripeWebhookSecret!.startsWith('whsec_')) fail('STRIPE_WEBHOOK_SECRET', 'must be a webhook signing secret (whsec_...)');
    if (!stripePriceId!.startsWith('price_')) fail('STRIPE_PRICE_ID', 'must be a Stripe price id (price_...)');
  }
  return { provider: raw, stripeSecretKey, stripeWebhookSecret, stripePriceId, stripeApiBase };
}

export function geocodingFromEnv(env: Env): GeocodingConfig {
  return {
    token: read(env, 'GEOCODER_TOKEN') ?? null,
    baseUrl: readUrl(env, 'GEOCODER_BASE_URL', ['http:', 'https:']) ?? 'https://api.mapbox.com',
  };
}

const ITEM_GEOCODER_URLS = { mapbox: 'https://api.mapbox.com', nominatim: 'https://nominatim.openstreetmap.org', photon: 'https://photon.komoot.io' } as const;

export function itemGeocoderFromEnv(env: Env): ItemGeocoderConfig {
  const provider = (read(env, 'ITEM_GEOCODER') ?? 'none').toLowerCase();
  if (provider !== 'none' && provider !== 'mapbox' && provider !== 'nominatim' && provider !== 'photon') fail('ITEM_GEOCODER', `"${provider}" is not one of none, mapbox, nominatim, photon`);
  const token = read(env, 'ITEM_GEOCODER_TOKEN') ?? read(env, 'GEOCODER_TOKEN') ?? null;
  if (provider === 'mapbox' && !token) fail('ITEM_GEOCODER', 'mapbox needs ITEM_GEOCODER_TOKEN (or GEOCODER_TOKEN) to be set');
  return {
    provider,
    baseUrl: readUrl(env, 'ITEM_GEOCODER_URL', ['http:', 'https:']) ?? (provider === 'none' ? '' : ITEM_GEOCODER_URLS[provider]),
    token,
    ratePerSecond: readInt(env, 'ITEM_GEOCODER_RATE', 1, 1, 50),
    timeoutMs: readInt(env, 'ITEM_GEOCODER_TIMEOUT_MS', 5000, 100, 60_000),
    maxPerRun: readInt(env, 'ITEM_GEOCODER_MAX_PER_RUN', 60, 0, 100_000),
    userAgent: read(env, 'ITEM_GEOCODER_USER_AGENT') ?? 'Parcelwatch (agenda item geocoding)',
  };
}

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
    fail('TRUST_PROXY', `"${raw}" would believe X-Forwarded-For from anyone; give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8)`);
  }
  return raw.split(',').map((part) => {
    const entry = part.trim();
    if (PROXY_RANGE_NAMES.includes(entry.toLowerCase())) return entry.toLowerCase();
    const [address, prefix, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const maxPrefix = family === 6 ? 128 : 32;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix);
    if (!family || !prefixOk || extra !== undefined) {
      fail('TRUST_PROXY', `"${entry}" is not a hop count, an IP address, a CIDR range (10.0.0.0/8) or one of ${PROXY_RANGE_NAMES.join(', ')}`);
    }
    return entry;
  });
}

/** MATCH_RADII_METERS: increasing distances in metres, e.g. "150,500,1000". */
function radiiFromEnv(env: Env): number[] {
  const raw = read(env, 'MATCH_RADII_METERS');
  if (raw === undefined) return [150, 500, 1000];
  const values = raw.split(',').map((part) => Number(part.trim()));
  if (values.some((v) => !Number.isInteger(v) || v < 1 || v > 10_000) || values.some((v, i) => i > 0 && v <= values[i - 1]!)) {
    fail('MATCH_RADII_METERS', `"${raw}" is not a list of increasing whole metres between 1 and 10000, such as 150,500,1000`);
  }
  return values;
}

/**
 * MATCH_NEAR_RADIUS_METERS: whole metres, 400 by default. Within it a site-specific application or public works
 * is 'high'; it cannot exceed the outer matching radius (the last of MATCH_RADII_METERS), which bounds what
 * matches at all.
 */
function nearRadiusFromEnv(env: Env, radii: number[]): number {
  const raw = read(env, 'MATCH_NEAR_RADIUS_METERS');
  const outer = radii[radii.length - 1]!;
  if (raw === undefined) return Math.min(400, outer);
  const value = Number(raw.trim());
  if (!Number.isInteger(value) || value < 1 || value > outer) {
    fail('MATCH_NEAR_RADIUS_METERS', `"${raw}" is not whole metres between 1 and the outer matching radius (${outer} m, the last of MATCH_RADII_METERS)`);
  }
  return value;
}

export function loadConfig(env: Env = process.env): Config {
  const port = readInt(env, 'PORT', 8000, 0, 65535);
  const host = read(env, 'HOST') ?? '127.0.0.1';

  const dataDir = path.resolve(read(env, 'DATA_DIR') ?? path.join(REPO_ROOT, '.data'));

  const databaseUrl = readUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']) ?? null;
  const databaseRls = readBool(env, 'DATABASE_RLS', true);
  const databaseAppUrl = readUrl(env, 'DATABASE_APP_URL', ['postgres:', 'postgresql:']) ?? null;
  if (databaseAppUrl && !databaseUrl) fail('DATABASE_APP_URL', 'needs DATABASE_URL (the owner that runs migrations)');

  const jwtSecret = read(env, 'JWT_SECRET') ?? null;
  if (jwtSecret !== null && jwtSecret.length < 32) {
    fail('JWT_SECRET', `must be at least 32 characters long (got ${jwtSecret.length})`);
  }

  const accessTokenTtlMinutes = readInt(env, 'ACCESS_TOKEN_TTL_MINUTES', 720, 1, 525600);

  const publicUrl = (readUrl(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, '');

  let corsOrigins: string[] | null = null;
  const rawOrigins = read(env, 'CORS_ORIGINS');
  if (rawOrigins !== undefined) {
    corsOrigins = rawOrigins
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
      .map((origin) => {
        if (origin === '*') return origin;
        try {
          const url = new URL(origin);
          if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
          return url.origin;
        } catch {
          fail('CORS_ORIGINS', `"${origin}" is not an http(s) origin such as https://app.example.com`);
        }
      });
  }

  const smtpUrl = readUrl(env, 'SMTP_URL', ['smtp:', 'smtps:']) ?? null;
  const mailFrom = read(env, 'MAIL_FROM') ?? 'Parcelwatch <no-reply@parcelwatch.local>';
  if (!/@/.test(mailFrom)) fail('MAIL_FROM', `"${mailFrom}" does not contain an email address`);

  const nodeEnv = read(env, 'NODE_ENV') ?? 'development';
  const rawLevel = read(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info');
  if (!LOG_LEVELS.includes(rawLevel as LogLevel)) {
    fail('LOG_LEVEL', `"${rawLevel}" is not one of ${LOG_LEVELS.join(', ')}`);
  }

  const remoteOverrides: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const variable = `REMOTE_${name.toUpperCase()}_URL`;
    const raw = read(env, variable);
    if (raw === undefined) continue;
    if (!raw.startsWith('/')) readUrl(env, variable, ['http:', 'https:']);
    if (!/mf-manifest\.json$|remoteEntry\.js$/.test(raw)) fail(variable, 'must point at a remote\'s mf-manifest.json (or remoteEntry.js)');
    remoteOverrides[name] = raw;
  }

  return {
    port,
    host,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    outboxDir: path.join(dataDir, 'outbox'),
    databaseUrl,
    databaseRls,
    databaseAppUrl,
    requestTimeoutMs: readInt(env, 'REQUEST_TIMEOUT_MS', 300_000, 1_000, 3_600_000),
    jwtSecret,
    jwtSecretFile: path.join(dataDir, 'jwt-secret'),
    accessTokenTtlMinutes,
    publicUrl,
    corsOrigins,
    smtpUrl,
    mailFrom,
    logLevel: rawLevel as LogLevel,
    rateLimitEnabled: readBool(env, 'RATE_LIMIT_ENABLED', true),
    trustProxy: trustProxyFromEnv(env),
    nodeEnv,
    webRoot: path.resolve(read(env, 'WEB_ROOT') ?? REPO_ROOT),
    remoteOverrides,
    billing: billingFromEnv(env),
    matchRadiiMeters: radiiFromEnv(env),
    matchNearRadiusMeters: nearRadiusFromEnv(env, radiiFromEnv(env)),
    ai: aiFromEnv(env),
    pipeline: pipelineFromEnv(env),
    jobs: jobsFromEnv(env, databaseUrl),
    meetingsCacheMb: readInt(env, 'MEETINGS_CACHE_MB', 32, 0, 4096),
    demoData: readBool(env, 'DEMO_DATA', true),
    webhookAllowPrivate: readBool(env, 'WEBHOOK_ALLOW_PRIVATE', false),
    extract: {
      maxMemoryMb: readInt(env, 'EXTRACT_MAX_MEMORY_MB', 512, 64, 16_384),
      timeoutMs: readInt(env, 'EXTRACT_TIMEOUT_MS', 120_000, 1_000, 3_600_000),
      maxInflatedMb: readInt(env, 'EXTRACT_MAX_INFLATED_MB', 200, 1, 4_096),
      workers: readInt(env, 'EXTRACT_WORKERS', 1, 1, 16),
    },
    geocoding: geocodingFromEnv(env),
    itemGeocoder: itemGeocoderFromEnv(env),
  };
}
