export { SourceHealthBanner, degradedFor } from './SourceHealthBanner';
export type { SourceHealthBannerProps } from './SourceHealthBanner';
export { SOURCE_HEALTH_POLL_MS, sourceHealthApi, useSourceHealthQuery } from './sourceHealthApi';
export type { DegradedSource, SourceHealth } from './sourceHealthApi';
