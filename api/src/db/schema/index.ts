// The whole database schema, one file per area. drizzle-kit generates the SQL migrations in api/drizzle/
// from this module (see drizzle.config.ts); the application imports tables from here.
export * from './auth.js';
export * from './reference.js';
export * from './properties.js';
export * from './legal.js';
export * from './billing.js';
export * from './company.js';
export * from './reports.js';
export * from './municipal.js';
export * from './watches.js';
export * from './alerts.js';
export * from './notifications.js';
export * from './calendar.js';
export * from './document-analysis.js';
export * from './addresses.js';
export * from './sources.js';
export * from './coverage.js';
export * from './api-keys.js';
export * from './alert-feeds.js';
export * from './inbox.js';
export * from './applications.js';
export * from './onboarding.js';
export * from './application-follows.js';
