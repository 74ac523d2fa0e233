import { DEFAULT_ESCRIBE_PORTALS, pipelineFromEnv } from '../src/config.js';

describe('pipelineFromEnv', () => {
  it('defaults: live fetching off, real eSCRIBE portals', () => {
    const cfg = pipelineFromEnv({ NODE_ENV: 'test' });
    expect(cfg).toMatchObject({ ingestEnabled: false, minIntervalMs: 1000, canliiApiKey: null, ingestCron: '0 */2 * * *' });
    expect(cfg.escribePortals[0]).toEqual({ name: 'trca', baseUrl: 'https://pub-trca.escribemeetings.com' });
    expect(cfg.escribePortals).toHaveLength(DEFAULT_ESCRIBE_PORTALS.split(',').length);
  });

  it('reads the variables', () => {
    const cfg = pipelineFromEnv({ INGEST_ENABLED: 'true', ESCRIBE_PORTALS: 'Markham=https://pub-markham.escribemeetings.com/', INGEST_MIN_INTERVAL_MS: '0', CANLII_API_KEY: 'k', INGEST_CRON: '*/15 * * * *' });
    expect(cfg).toMatchObject({ ingestEnabled: true, minIntervalMs: 0, canliiApiKey: 'k', ingestCron: '*/15 * * * *', escribePortals: [{ name: 'markham', baseUrl: 'https://pub-markham.escribemeetings.com' }] });
  });

  it.each([
    [{ INGEST_ENABLED: 'maybe' }, 'INGEST_ENABLED'],
    [{ ESCRIBE_PORTALS: 'trca' }, 'ESCRIBE_PORTALS'],
    [{ ESCRIBE_PORTALS: 'trca=ftp://x' }, 'ESCRIBE_PORTALS'],
    [{ INGEST_MIN_INTERVAL_MS: '-5' }, 'INGEST_MIN_INTERVAL_MS'],
    [{ TMMIS_BASE_URL: 'not a url' }, 'TMMIS_BASE_URL'],
    [{ CANLII_BASE_URL: 'ftp://api.canlii.org' }, 'CANLII_BASE_URL'],
    [{ INGEST_CRON: 'every hour' }, 'INGEST_CRON'],
  ])('%o stops the start naming %s', (env, name) => {
    expect(() => pipelineFromEnv(env)).toThrow(`Invalid environment variable ${name}`);
  });
});
