import { defineConfig } from '@playwright/test';
import { join } from 'node:path';
import {
  APP_PORT,
  dataDir,
  FAKE_ESCRIBE_PORT,
  FEDERATION_APP_PORT,
  INGEST_APP_PORT,
  INGEST_OPERATOR,
  LEGAL_REMOTE_PORT,
  LIMITED_APP_GLOBAL_MAX,
  LIMITED_APP_PORT,
  MEETINGS_REMOTE_PORT,
  PRESIGN_APP_PORT,
  S3_PORT,
} from './support/ports.js';

const root = join(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FAKE_ESCRIBE = `http://127.0.0.1:${FAKE_ESCRIBE_PORT}`;

function api(
  port: number,
  extraEnv: Record<string, string> = {},
  command = `node support/start-api.mjs ${dataDir(port)}`,
) {
  return {
    command,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000, // a cold start on a busy 2-core machine can pass a minute
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // The journeys sign in many times from one address; the limits themselves are covered by the API suite.
      RATE_LIMIT_ENABLED: 'false',
      ...extraEnv,
    },
  };
}

function remote(folder: string, port: number, state: 'up' | 'down') {
  return {
    command: `node support/remote-server.mjs ${join(root, folder, 'dist')} ${port} ${state}`,
    url: `http://127.0.0.1:${port}/__health`,
    timeout: 20_000,
    reuseExistingServer: false,
  };
}

export default defineConfig({
  testDir: './tests',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  outputDir: join(root, 'e2e', '.tmp', 'test-results'),
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    // The main app also serves the test-only remotes of e2e/fixtures/remotes.json (a production server never does).
    api(APP_PORT, { REMOTES_EXTRA_MANIFEST: 'e2e/fixtures/remotes.json' }),
    remote('mf-legal', LEGAL_REMOTE_PORT, 'up'),
    remote('mf-meetings', MEETINGS_REMOTE_PORT, 'down'),
    api(FEDERATION_APP_PORT, {
      REMOTE_MF_LEGAL_URL: `http://127.0.0.1:${LEGAL_REMOTE_PORT}/mf-manifest.json`,
      REMOTE_MF_MEETINGS_URL: `http://127.0.0.1:${MEETINGS_REMOTE_PORT}/mf-manifest.json`,
    }),
    api(LIMITED_APP_PORT, { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_GLOBAL_MAX: String(LIMITED_APP_GLOBAL_MAX) }),
    // The ingest journey: a fake of TRCA's eSCRIBE portal on loopback, and a light app (no demo data) whose every
    // source points at it (nothing reaches the internet), with a platform operator made before it starts.
    {
      command: `node support/fake-escribe.mjs ${FAKE_ESCRIBE_PORT}`,
      url: `http://127.0.0.1:${FAKE_ESCRIBE_PORT}/__health`,
      timeout: 20_000,
      reuseExistingServer: false,
    },
    api(
      INGEST_APP_PORT,
      {
        DEMO_DATA: 'false',
        ESCRIBE_PORTALS: `trca=${FAKE_ESCRIBE}`,
        TMMIS_BASE_URL: `${FAKE_ESCRIBE}/council`,
        ERO_BASE_URL: FAKE_ESCRIBE,
        ORR_BASE_URL: FAKE_ESCRIBE,
        CANLII_BASE_URL: FAKE_ESCRIBE,
        MAYORAL_DECISIONS_URL: `${FAKE_ESCRIBE}/mayoral-decisions/`,
        TORONTO_OPEN_DATA_URL: `${FAKE_ESCRIBE}/ckan`,
        INGEST_MIN_INTERVAL_MS: '0',
      },
      `node support/start-ingest-api.mjs ${dataDir(INGEST_APP_PORT)} ${INGEST_OPERATOR.email} ${INGEST_OPERATOR.password}`,
    ),
    // Presigned downloads: the loopback S3 server, its bucket allowing GET from the app's origin (the CORS rule of
    // docs/storage.md), and an app storing its files there and answering downloads with a redirect to the bucket.
    {
      command: `node ../scripts/s3-server.mjs --port ${S3_PORT} --directory ${dataDir(S3_PORT)} --bucket parcelwatch --cors http://127.0.0.1:${PRESIGN_APP_PORT}`,
      port: S3_PORT,
      timeout: 20_000,
      reuseExistingServer: false,
    },
    api(PRESIGN_APP_PORT, {
      DEMO_DATA: 'false',
      STORAGE_URL: 's3://parcelwatch/e2e',
      STORAGE_PRESIGN: 'true',
      S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    }),
  ],
});
