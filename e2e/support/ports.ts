import { join } from 'node:path';

// E2E_PORT_BASE moves all nine servers (e.g. to run two suites side by side); default 8300-8308.
const base = Number(process.env.E2E_PORT_BASE ?? 8300);

/** The main app: the shell and every remote served by the API process. */
export const APP_PORT = base;
/** A second app whose mf_legal comes from another origin and whose mf_meetings can be switched off. */
export const FEDERATION_APP_PORT = base + 1;
/** Another origin serving mf-legal/dist. */
export const LEGAL_REMOTE_PORT = base + 2;
/** Serves mf-meetings/dist, but starts "down" (503) until a test switches it on. */
export const MEETINGS_REMOTE_PORT = base + 3;

/** The main app again, with its rate limits on as in production (the delivery journey). */
export const LIMITED_APP_PORT = base + 4;
/**
 * That server's global API budget per user (or signed-out address) and minute (RATE_LIMIT_GLOBAL_MAX), lowered from
 * 1000 so that an office's cold loads fetch far more app files than it allows while each user's API calls fit in it.
 */
export const LIMITED_APP_GLOBAL_MAX = 120;

/**
 * A light app (no demo data) for the ingest journey, whose sources all point at the fake eSCRIBE portal below, with a
 * platform operator made before it starts (support/start-ingest-api.mjs). Its own data, so the other journeys' is
 * unchanged by an ingest.
 */
export const INGEST_APP_PORT = base + 5;
/** The fake of TRCA's eSCRIBE portal on loopback (support/fake-escribe.mjs). */
export const FAKE_ESCRIBE_PORT = base + 6;
/** The ingest app's platform operator (registered, then flagged by the operator command, before the server starts). */
export const INGEST_OPERATOR = { email: 'operator@parcelwatch.example', password: 'Granite-Harbour-Operator-2026' };

/** The loopback S3 server (scripts/s3-server.mjs) with the bucket CORS rule of docs/storage.md for the app below. */
export const S3_PORT = base + 7;
/** An app (no demo data) whose files are in that bucket, downloaded through presigned URLs (STORAGE_PRESIGN=true). */
export const PRESIGN_APP_PORT = base + 8;

export const dataDir = (port: number) => join(import.meta.dirname, '..', '.tmp', `data-${port}`);
