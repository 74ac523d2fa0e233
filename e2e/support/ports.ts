import { join } from 'node:path';

/** The main app: the shell and every remote served by the API process. */
export const APP_PORT = 8300;
/** A second app whose mf_legal comes from another origin and whose mf_meetings can be switched off. */
export const FEDERATION_APP_PORT = 8301;
/** Another origin serving mf-legal/dist. */
export const LEGAL_REMOTE_PORT = 8302;
/** Serves mf-meetings/dist, but starts "down" (503) until a test switches it on. */
export const MEETINGS_REMOTE_PORT = 8303;

export const dataDir = (port: number) => join(import.meta.dirname, '..', '.tmp', `data-${port}`);
