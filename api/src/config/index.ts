import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { aiFromEnv, type AiConfig } from './ai.js';
import { billingFromEnv, type BillingConfig } from './billing.js';
import { type Env, fail, read, readBool, readInt, readUrl } from './env.js';
import type { ExtractionLimits } from './extract.js';
import { geocodingFromEnv, itemGeocoderFromEnv, type GeocodingConfig, type ItemGeocoderConfig } from './geocoding.js';
import { redisFromEnv, shutdownFromEnv, type RedisConfig, type ShutdownConfig } from './instances.js';
import { jobsFromEnv, type JobsConfig } from './jobs.js';
import { mapTilesFromEnv, type MapTilesConfig } from './map.js';
import { nearRadiusFromEnv, radiiFromEnv } from './matching.js';
import { pipelineFromEnv, type PipelineConfig } from './pipeline.js';
import { REMOTE_NAMES, remotesExtraManifest, type RemoteName } from './remotes.js';
import { storageFromEnv, type StorageConfig } from './storage.js';
import { trustProxyFromEnv } from './trust-proxy.js';

/*
 * The app's configuration, read from the environment and checked once at start: each part has its own file here
 * (ai, billing, geocoding, jobs, matching, pipeline, trust-proxy, extract, remotes, storage) and this one assembles them.
 */
export type { AiConfig } from './ai.js';
export type { BillingConfig } from './billing.js';
export type { ExtractionLimits } from './extract.js';
export { geocodingFromEnv, itemGeocoderFromEnv, type GeocodingConfig, type ItemGeocoderConfig } from './geocoding.js';
export { jobsFromEnv, type JobsConfig } from './jobs.js';
export type { RedisConfig, ShutdownConfig } from './instances.js';
export { DEFAULT_ESCRIBE_PORTALS, pipelineFromEnv, type PipelineConfig } from './pipeline.js';
export { trustProxyFromEnv } from './trust-proxy.js';
export { describeStorage, storageFromEnv, type StorageConfig } from './storage.js';

/** The repository root: this file lives in `api/src/config` (or `api/dist/config` once built). */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
/** The global rate limit per user or address, per minute, when RATE_LIMIT_GLOBAL_MAX is unset. */
export const RATE_LIMIT_GLOBAL_MAX_DEFAULT = 1000;
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  pgliteDir: string;
  outboxDir: string;
  /** Unset means the embedded PGlite database in `pgliteDir`. */
  databaseUrl: string | null;
  /**
   * REGISTRY_HEAP_GROWING_PERCENT (30): while an application registry is read, how far V8 lets the JavaScript heap
   * grow past what survived its last full collection before collecting again; 0 leaves V8's own choice (up to four
   * times). See lib/heap-growth.ts.
   */
  registryHeapGrowingPercent: number;
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
  /** RATE_LIMIT_GLOBAL_MAX: the API requests one user (or one address, signed out) may make per minute. */
  rateLimitGlobalMax: number;
  /**
   * TRUST_PROXY: which proxies' X-Forwarded-For is believed for the client's address (Fastify's trustProxy):
   * false (unset: the socket's peer is the client), a hop count, or a list of proxy addresses and CIDR ranges.
   */
  trustProxy: false | number | string[];
  nodeEnv: string;
  /** The workspace root holding the built shell/dist and mf-*\/dist that the server serves. */
  webRoot: string;
  /** A manifest of test-only remotes served beside the product's (REMOTES_EXTRA_MANIFEST; the e2e suite's). */
  remotesExtraManifest: string | null;
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
  /** The map's basemap tiles (MAP_TILE_URL, MAP_ATTRIBUTION): none by default, nothing fetched from outside. */
  mapTiles: MapTilesConfig;
  /** AI provider of analysis summaries, property summaries and alert chat (aiFromEnv in config/ai.ts). */
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
   * Text extraction of uploaded and fetched documents (extract/pool.ts), in child processes: EXTRACT_MAX_MEMORY_MB
   * (512) heap per worker, EXTRACT_TIMEOUT_MS (120000) per file, EXTRACT_MAX_INFLATED_MB (200) what a DOCX may
   * unpack to, EXTRACT_WORKERS (1) files read at once.
   */
  extract: ExtractionLimits;
  /** Where stored files live: the local folder DATA_DIR/files, or an S3 bucket (STORAGE_URL; storageFromEnv). */
  storage: StorageConfig;

  // Several instances (config/instances.ts).
  /** REDIS_URL and REDIS_PREFIX: the store shared by instances (rate limits, attempt limits, outbound pacing); null: memory. */
  redis: RedisConfig | null;
  /** SHUTDOWN_GRACE_MS and SHUTDOWN_READINESS_DELAY_MS: how SIGTERM drains the process (plugins/external/shutdown.ts). */
  shutdown: ShutdownConfig;
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
    if (!/mf-manifest\.json$|remoteEntry\.js$/.test(raw))
      fail(variable, "must point at a remote's mf-manifest.json (or remoteEntry.js)");
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
    registryHeapGrowingPercent: readInt(env, 'REGISTRY_HEAP_GROWING_PERCENT', 30, 0, 400),
    jwtSecret,
    jwtSecretFile: path.join(dataDir, 'jwt-secret'),
    accessTokenTtlMinutes,
    publicUrl,
    corsOrigins,
    smtpUrl,
    mailFrom,
    logLevel: rawLevel as LogLevel,
    rateLimitEnabled: readBool(env, 'RATE_LIMIT_ENABLED', true),
    rateLimitGlobalMax: readInt(env, 'RATE_LIMIT_GLOBAL_MAX', RATE_LIMIT_GLOBAL_MAX_DEFAULT, 1, 1_000_000),
    trustProxy: trustProxyFromEnv(env),
    nodeEnv,
    webRoot: path.resolve(read(env, 'WEB_ROOT') ?? REPO_ROOT),
    remoteOverrides,
    remotesExtraManifest: remotesExtraManifest(env),
    billing: billingFromEnv(env),
    matchRadiiMeters: radiiFromEnv(env),
    matchNearRadiusMeters: nearRadiusFromEnv(env, radiiFromEnv(env)),
    mapTiles: mapTilesFromEnv(env),
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
    storage: storageFromEnv(env, dataDir),
    geocoding: geocodingFromEnv(env),
    itemGeocoder: itemGeocoderFromEnv(env),

    // Several instances (config/instances.ts).
    redis: redisFromEnv(env),
    shutdown: shutdownFromEnv(env),
  };
}
