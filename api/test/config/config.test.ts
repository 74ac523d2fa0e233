import path from 'node:path';
import { loadConfig } from '../../src/config/index.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeNull();
    expect(config.jwtSecret).toBeNull();
    expect(config.accessTokenTtlMinutes).toBe(720);
    expect(config.publicUrl).toBe('http://localhost:8000');
    expect(config.corsOrigins).toBeNull();
    expect(config.smtpUrl).toBeNull();
    expect(config.mailFrom).toBe('Parcelwatch <no-reply@parcelwatch.local>');
    expect(config.logLevel).toBe('info');
    expect(config.rateLimitEnabled).toBe(true);
    expect(config.rateLimitGlobalMax).toBe(1000);
    expect(config.registryHeapGrowingPercent).toBe(30);
    // Row-level security is on unless turned off (it applies on PostgreSQL only).
    expect(config.databaseRls).toBe(true);
    // The demo data loads on a fresh embedded database unless DEMO_DATA=false.
    expect(config.demoData).toBe(true);
    // DATA_DIR defaults to the repository root's .data, whatever the working directory.
    expect(config.dataDir).toBe(path.resolve(import.meta.dirname, '../../../.data'));
    expect(config.pgliteDir).toBe(path.join(config.dataDir, 'pglite'));
    expect(config.outboxDir).toBe(path.join(config.dataDir, 'outbox'));
    expect(config.jwtSecretFile).toBe(path.join(config.dataDir, 'jwt-secret'));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9001',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/pw-data',
      DATABASE_URL: 'postgres://u:p@db:5432/pw',
      JWT_SECRET: 'a'.repeat(32),
      ACCESS_TOKEN_TTL_MINUTES: '60',
      PUBLIC_URL: 'https://parcelwatch.example.com/',
      CORS_ORIGINS: 'https://a.example.com, https://b.example.com/',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'PW <pw@example.com>',
      LOG_LEVEL: 'debug',
      RATE_LIMIT_ENABLED: 'false',
      RATE_LIMIT_GLOBAL_MAX: '120',
      NODE_ENV: 'production',
      DATABASE_RLS: 'false',
      DEMO_DATA: 'false',
    });
    expect(config).toMatchObject({
      port: 9001,
      host: '0.0.0.0',
      dataDir: '/tmp/pw-data',
      pgliteDir: '/tmp/pw-data/pglite',
      databaseUrl: 'postgres://u:p@db:5432/pw',
      jwtSecret: 'a'.repeat(32),
      accessTokenTtlMinutes: 60,
      publicUrl: 'https://parcelwatch.example.com',
      corsOrigins: ['https://a.example.com', 'https://b.example.com'],
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'PW <pw@example.com>',
      logLevel: 'debug',
      rateLimitEnabled: false,
      rateLimitGlobalMax: 120,
      nodeEnv: 'production',
      databaseRls: false,
      demoData: false,
    });
  });

  it('uses PORT in the default PUBLIC_URL and treats empty values as unset', () => {
    expect(loadConfig({ PORT: '8123', PUBLIC_URL: '' }).publicUrl).toBe('http://localhost:8123');
  });

  it('reads the near radius of the severity rules: 400 m by default, at most the outer matching radius', () => {
    expect(loadConfig({}).matchNearRadiusMeters).toBe(400);
    expect(loadConfig({ MATCH_NEAR_RADIUS_METERS: '250' }).matchNearRadiusMeters).toBe(250);
    expect(loadConfig({ MATCH_RADII_METERS: '100,300' }).matchNearRadiusMeters).toBe(300);
    expect(loadConfig({ MATCH_RADII_METERS: '100,2000', MATCH_NEAR_RADIUS_METERS: '1500' }).matchNearRadiusMeters).toBe(
      1500,
    );
  });

  it('is silent by default in tests', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
  });

  it.each([
    [{ PORT: 'abc' }, /PORT.*"abc" is not an integer between 0 and 65535/],
    [{ PORT: '70000' }, /PORT.*70000 is not between 0 and 65535/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET.*at least 32 characters long \(got 5\)/],
    [{ ACCESS_TOKEN_TTL_MINUTES: '0' }, /ACCESS_TOKEN_TTL_MINUTES/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL.*postgres:\/\//],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL.*not a valid URL/],
    [{ PUBLIC_URL: 'ftp://x' }, /PUBLIC_URL/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL.*smtp:\/\//],
    [{ CORS_ORIGINS: 'not-an-origin' }, /CORS_ORIGINS.*"not-an-origin"/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL.*"loud" is not one of/],
    [{ RATE_LIMIT_ENABLED: 'maybe' }, /RATE_LIMIT_ENABLED.*"maybe" is not a boolean/],
    [{ RATE_LIMIT_GLOBAL_MAX: '0' }, /RATE_LIMIT_GLOBAL_MAX.*0 is not between 1 and 1000000/],
    [{ RATE_LIMIT_GLOBAL_MAX: 'many' }, /RATE_LIMIT_GLOBAL_MAX.*"many" is not an integer/],
    [{ MAIL_FROM: 'nobody' }, /MAIL_FROM/],
    [
      { MATCH_NEAR_RADIUS_METERS: 'near' },
      /MATCH_NEAR_RADIUS_METERS.*"near" is not whole metres between 1 and the outer matching radius \(1000 m/,
    ],
    [{ MATCH_NEAR_RADIUS_METERS: '1500' }, /MATCH_NEAR_RADIUS_METERS.*"1500"/],
    [{ MATCH_NEAR_RADIUS_METERS: '0' }, /MATCH_NEAR_RADIUS_METERS/],
    [{ DEMO_DATA: 'empty' }, /DEMO_DATA.*"empty" is not a boolean/],
    [{ REGISTRY_HEAP_GROWING_PERCENT: '500' }, /REGISTRY_HEAP_GROWING_PERCENT.*500 is not between 0 and 400/],
    [{ REGISTRY_HEAP_GROWING_PERCENT: 'low' }, /REGISTRY_HEAP_GROWING_PERCENT.*"low" is not an integer/],
  ])('refuses %j with a readable message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('JWT secret', () => {
  it('is generated once in DATA_DIR/jwt-secret with mode 0600 and reused', async () => {
    const { mkdtemp, rm, stat } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { resolveJwtSecret } = await import('../../src/auth/access-tokens.js');
    const dir = await mkdtemp(path.join(tmpdir(), 'pw-secret-'));
    try {
      const config = loadConfig({ DATA_DIR: dir });
      const first = await resolveJwtSecret(config);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect((await stat(config.jwtSecretFile)).mode & 0o777).toBe(0o600);
      expect(await resolveJwtSecret(config)).toBe(first);
      expect(await resolveJwtSecret(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'z'.repeat(40) }))).toBe('z'.repeat(40));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('signs HS256 tokens that expire', async () => {
    const { createAccessTokens } = await import('../../src/auth/access-tokens.js');
    const tokens = createAccessTokens('k'.repeat(32));
    const claims = { userId: 'u', sessionId: 's', companyId: 'c' };
    const valid = await tokens.sign(claims, new Date(Date.now() + 60_000));
    expect(JSON.parse(Buffer.from(valid.split('.')[0]!, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    expect(await tokens.verify(valid)).toEqual(claims);
    expect(await tokens.verify(await tokens.sign(claims, new Date(Date.now() - 60_000)))).toBeNull();
    expect(await createAccessTokens('o'.repeat(32)).verify(valid)).toBeNull();
  });
});

describe('server start', () => {
  it('prints the configuration problem and exits 1', async () => {
    const { spawnSync } = await import('node:child_process');
    const apiDir = path.resolve(import.meta.dirname, '../..');
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: { ...process.env, PORT: 'abc', NODE_OPTIONS: '' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid environment variable PORT: "abc" is not an integer between 0 and 65535');
  });
});

describe('several instances: REDIS_URL, REDIS_PREFIX, SHUTDOWN_GRACE_MS, SHUTDOWN_READINESS_DELAY_MS', () => {
  it('defaults: no Redis (memory), a 10 s grace, no readiness delay', () => {
    const config = loadConfig({});
    expect(config.redis).toBeNull();
    expect(config.shutdown).toEqual({ graceMs: 10_000, readinessDelayMs: 0 });
  });

  it('reads them', () => {
    const config = loadConfig({
      REDIS_URL: 'redis://cache.internal:6380/2',
      REDIS_PREFIX: 'pw-staging:',
      SHUTDOWN_GRACE_MS: '25000',
      SHUTDOWN_READINESS_DELAY_MS: '5000',
    });
    expect(config.redis).toEqual({ url: 'redis://cache.internal:6380/2', prefix: 'pw-staging:' });
    expect(config.shutdown).toEqual({ graceMs: 25_000, readinessDelayMs: 5_000 });
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example.com' }).redis?.prefix).toBe('parcelwatch:');
  });

  it.each([
    [
      { REDIS_URL: 'http://cache:6379' },
      'Invalid environment variable REDIS_URL: must start with redis:// or rediss://',
    ],
    [{ REDIS_URL: 'not a url' }, 'Invalid environment variable REDIS_URL: is not a valid URL'],
    [{ REDIS_PREFIX: 'has space' }, 'Invalid environment variable REDIS_PREFIX'],
    [{ REDIS_PREFIX: 'x'.repeat(65) }, 'Invalid environment variable REDIS_PREFIX'],
    [
      { SHUTDOWN_GRACE_MS: '500' },
      'Invalid environment variable SHUTDOWN_GRACE_MS: 500 is not between 1000 and 600000',
    ],
    [{ SHUTDOWN_READINESS_DELAY_MS: '-1' }, 'Invalid environment variable SHUTDOWN_READINESS_DELAY_MS'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
