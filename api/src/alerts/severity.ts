import type { AlertSeverity } from '../db/schema/index.js';

/** Severities in order of strength: an alert's severity only ever goes up (recompute.ts). */
export const SEVERITY_RANK: Record<AlertSeverity, number> = { urgent: 3, high: 2, normal: 1 };
