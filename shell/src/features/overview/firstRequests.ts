// Imported by the shell's entry (main.js): it imports nothing, so the entry stays free of the app's code.

/** The Overview's own GET requests, started early on a cold load of `/` (firstScreenData.ts explains why). */
export const OVERVIEW_FIRST_REQUESTS = ['/api/onboarding/', '/api/properties/'];
