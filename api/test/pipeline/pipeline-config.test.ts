import { DEFAULT_ESCRIBE_PORTALS, pipelineFromEnv } from '../../src/config/index.js';

describe('pipelineFromEnv', () => {
  it('defaults: live fetching off, real eSCRIBE portals', () => {
    const cfg = pipelineFromEnv({ NODE_ENV: 'test' });
    expect(cfg).toMatchObject({
      ingestEnabled: false,
      minIntervalMs: 1000,
      hostDailyBudget: 5000,
      canliiApiKey: null,
      // Adaptive polling every 2 to 8 minutes, and a full read of every source daily at 3:00.
      ingestCron: '0 3 * * *',
      pollMinMs: 120_000,
      pollMaxMs: 480_000,
    });
    expect(cfg.escribePortals[0]).toEqual({
      name: 'trca',
      baseUrl: 'https://pub-trca.escribemeetings.com',
      timeZone: 'America/Toronto',
    });
    expect(cfg.timeoutMs).toBe(30_000);
    expect(cfg.escribePortals).toHaveLength(DEFAULT_ESCRIBE_PORTALS.split(',').length);
  });

  it('reads the variables', () => {
    const cfg = pipelineFromEnv({
      INGEST_ENABLED: 'true',
      ESCRIBE_PORTALS: 'Markham=https://pub-markham.escribemeetings.com/',
      INGEST_MIN_INTERVAL_MS: '0',
      INGEST_HOST_DAILY_BUDGET: '0',
      CANLII_API_KEY: 'k',
      INGEST_CRON: '*/15 * * * *',
      INGEST_POLL_SECONDS: '60',
      INGEST_POLL_MAX_SECONDS: '300',
    });
    expect(cfg).toMatchObject({
      ingestEnabled: true,
      minIntervalMs: 0,
      hostDailyBudget: 0,
      canliiApiKey: 'k',
      ingestCron: '*/15 * * * *',
      pollMinMs: 60_000,
      pollMaxMs: 300_000,
      escribePortals: [{ name: 'markham', baseUrl: 'https://pub-markham.escribemeetings.com' }],
    });
  });

  it('takes a six-field cron expression, seconds first', () => {
    expect(pipelineFromEnv({ INGEST_CRON: '*/30 * * * * *' }).ingestCron).toBe('*/30 * * * * *');
  });

  it('reads a time zone per portal and the request timeout', () => {
    const cfg = pipelineFromEnv({
      ESCRIBE_PORTALS:
        'winnipeg=https://pub-winnipeg.escribemeetings.com|America/Winnipeg, trca=https://pub-trca.escribemeetings.com',
      INGEST_TIMEOUT_MS: '2500',
    });
    expect(cfg.escribePortals).toEqual([
      { name: 'winnipeg', baseUrl: 'https://pub-winnipeg.escribemeetings.com', timeZone: 'America/Winnipeg' },
      { name: 'trca', baseUrl: 'https://pub-trca.escribemeetings.com', timeZone: 'America/Toronto' },
    ]);
    expect(cfg.timeoutMs).toBe(2500);
  });

  it.each([
    [{ INGEST_ENABLED: 'maybe' }, 'INGEST_ENABLED'],
    [{ ESCRIBE_PORTALS: 'trca' }, 'ESCRIBE_PORTALS'],
    [{ ESCRIBE_PORTALS: 'trca=ftp://x' }, 'ESCRIBE_PORTALS'],
    [{ ESCRIBE_PORTALS: 'trca=https://pub-trca.escribemeetings.com|Mars/Olympus' }, 'ESCRIBE_PORTALS'],
    [{ ESCRIBE_PORTALS: 'trca=https://pub-trca.escribemeetings.com|' }, 'ESCRIBE_PORTALS'],
    [{ INGEST_TIMEOUT_MS: '10' }, 'INGEST_TIMEOUT_MS'],
    [{ INGEST_MIN_INTERVAL_MS: '-5' }, 'INGEST_MIN_INTERVAL_MS'],
    [{ TMMIS_BASE_URL: 'not a url' }, 'TMMIS_BASE_URL'],
    [{ CANLII_BASE_URL: 'ftp://api.canlii.org' }, 'CANLII_BASE_URL'],
    [{ INGEST_CRON: 'every hour' }, 'INGEST_CRON'],
    [{ INGEST_CRON: '* * * *' }, 'INGEST_CRON'],
    [{ INGEST_CRON: '0 * * * * * *' }, 'INGEST_CRON'],
    [{ INGEST_POLL_SECONDS: '1' }, 'INGEST_POLL_SECONDS'],
    [{ INGEST_POLL_SECONDS: '600', INGEST_POLL_MAX_SECONDS: '300' }, 'INGEST_POLL_MAX_SECONDS'],
  ])('%o stops the start naming %s', (env, name) => {
    expect(() => pipelineFromEnv(env)).toThrow(`Invalid environment variable ${name}`);
  });
});
