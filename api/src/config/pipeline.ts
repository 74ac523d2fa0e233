import { type Env, fail, read, readBool, readInt, readUrl } from './env.js';

export interface PipelineConfig {
  /** INGEST_ENABLED (false): live fetching and its schedule. */
  ingestEnabled: boolean;
  userAgent: string;
  /** INGEST_MIN_INTERVAL_MS: at most one request per host this often. */
  minIntervalMs: number;
  /** INGEST_HOST_DAILY_BUDGET (5000): at most this many requests to one host per day in Toronto; 0: no bound. */
  hostDailyBudget: number;
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
  /** TORONTO_OPEN_DATA_URL: Toronto Open Data's CKAN portal (the application registries of source `ckan:toronto`). */
  torontoOpenDataUrl: string;
  /**
   * INGEST_CRON (America/Toronto; default daily at 3:00): a full read of every source on this schedule, beside the
   * adaptive polling (every page of the window read again, as an operator's "Run now"). Five fields, or six with
   * seconds first.
   */
  ingestCron: string;
  /** INGEST_POLL_SECONDS (120): the shortest interval between two reads of a source (after a change). */
  pollMinMs: number;
  /** INGEST_POLL_MAX_SECONDS (480): the longest interval between two reads of a quiet source. */
  pollMaxMs: number;
  /**
   * How often a process that works jobs looks for sources due to be read (ms; not a variable: 5 s, and 0 (no
   * polling: tests read by hand) with NODE_ENV=test; the bench sets its own).
   */
  pollTickMs: number;
  /** A near meeting's agenda (eSCRIBE page, TMMIS item page) is read again at most this often (ms). */
  nearRefreshMs: number;
  /** TMMIS: its committees' meeting lists and the full window of agenda items are read at most this often (ms). */
  listsRefreshMs: number;
  /**
   * SOURCES_REFRESH_SECONDS (60): how often each process makes the ingest schedule follow the sources table (an
   * operator's change on another instance is already in the shared schedule; this repairs anything else).
   */
  sourcesRefreshSeconds: number;
}

/** Real eSCRIBE portals of Ontario municipalities and authorities (`pub-<name>.escribemeetings.com`). */
export const DEFAULT_ESCRIBE_PORTALS = [
  'trca',
  'mississauga',
  'ottawa',
  'hamilton',
  'brampton',
  'london',
  'vaughan',
  'markham',
  'kitchener',
]
  .map((name) => `${name}=https://pub-${name}.escribemeetings.com`)
  .join(',');

/** Whether the runtime knows this IANA time zone. */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export function pipelineFromEnv(env: Env): PipelineConfig {
  const nodeEnv = read(env, 'NODE_ENV') ?? 'development';
  const portalsRaw = read(env, 'ESCRIBE_PORTALS') ?? DEFAULT_ESCRIBE_PORTALS;
  const escribePortals = portalsRaw.split(',').map((pair) => {
    const m = /^\s*([a-z0-9_-]+)\s*=\s*([^\s|]+)\s*(?:\|\s*(\S+)\s*)?$/i.exec(pair);
    if (!m)
      fail(
        'ESCRIBE_PORTALS',
        `"${pair}" is not name=https://pub-name.escribemeetings.com (optionally followed by |America/Toronto)`,
      );
    const timeZone = m[3] ?? 'America/Toronto';
    if (!isTimeZone(timeZone))
      fail('ESCRIBE_PORTALS', `"${timeZone}" is not a time zone (use an IANA name such as America/Winnipeg)`);
    let url: URL;
    try {
      url = new URL(m[2]!);
    } catch {
      fail('ESCRIBE_PORTALS', `"${m[2]}" is not a valid URL`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      fail('ESCRIBE_PORTALS', `"${m[2]}" must start with http:// or https://`);
    return { name: m[1]!.toLowerCase(), baseUrl: m[2]!.replace(/\/+$/, ''), timeZone };
  });
  const cron = read(env, 'INGEST_CRON') ?? '0 3 * * *';
  const fields = cron.trim().split(/\s+/).length;
  if ((fields !== 5 && fields !== 6) || !/^[\d*/,\- ]+$/.test(cron))
    fail('INGEST_CRON', `"${cron}" is not a cron expression of five fields (or six, with seconds first)`);
  const pollMinSeconds = readInt(env, 'INGEST_POLL_SECONDS', 120, 5, 86_400);
  const pollMaxSeconds = readInt(env, 'INGEST_POLL_MAX_SECONDS', Math.max(480, pollMinSeconds), 5, 86_400);
  if (pollMaxSeconds < pollMinSeconds)
    fail('INGEST_POLL_MAX_SECONDS', `${pollMaxSeconds} is shorter than INGEST_POLL_SECONDS (${pollMinSeconds})`);
  const http = ['http:', 'https:'];
  return {
    ingestEnabled: readBool(env, 'INGEST_ENABLED', false),
    userAgent: read(env, 'INGEST_USER_AGENT') ?? 'ParcelwatchBot/1.0 (+https://parcelwatch.ca/bot)',
    minIntervalMs: readInt(env, 'INGEST_MIN_INTERVAL_MS', 1000, 0, 600_000),
    hostDailyBudget: readInt(env, 'INGEST_HOST_DAILY_BUDGET', 5000, 0, 10_000_000),
    timeoutMs: readInt(env, 'INGEST_TIMEOUT_MS', 30_000, 100, 600_000),
    escribePortals,
    tmmisBaseUrl: readUrl(env, 'TMMIS_BASE_URL', http) ?? 'https://secure.toronto.ca/council',
    eroBaseUrl: readUrl(env, 'ERO_BASE_URL', http) ?? 'https://ero.ontario.ca',
    orrBaseUrl: readUrl(env, 'ORR_BASE_URL', http) ?? 'https://www.regulatoryregistry.gov.on.ca',
    canliiBaseUrl: readUrl(env, 'CANLII_BASE_URL', http) ?? 'https://api.canlii.org/v1',
    canliiApiKey: read(env, 'CANLII_API_KEY') ?? null,
    mayoralDecisionsUrl:
      readUrl(env, 'MAYORAL_DECISIONS_URL', http) ??
      'https://www.toronto.ca/city-government/council/council-committee-meetings/mayoral-decisions/',
    torontoOpenDataUrl:
      readUrl(env, 'TORONTO_OPEN_DATA_URL', http) ?? 'https://ckan0.cf.opendata.inter.prod-toronto.ca',
    ingestCron: cron,
    pollMinMs: pollMinSeconds * 1000,
    pollMaxMs: pollMaxSeconds * 1000,
    pollTickMs: nodeEnv === 'test' ? 0 : 5000,
    nearRefreshMs: 30 * 60_000,
    listsRefreshMs: 60 * 60_000,
    sourcesRefreshSeconds: readInt(env, 'SOURCES_REFRESH_SECONDS', 60, 1, 86_400),
  };
}
