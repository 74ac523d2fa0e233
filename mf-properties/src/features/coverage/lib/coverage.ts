import dayjs from 'dayjs';
import type { CoverageLevel, CoverageMunicipality, MunicipalityKind, SourceScope, SourceState } from '../api/types';

/** The words a user reads for each coverage level (tags, filters, legend). */
export const COVERAGE_LABELS: Record<CoverageLevel, string> = {
  full: 'Fully watched',
  partial: 'Partly watched',
  none: 'Not watched',
};

/** antd Tag colours of the levels. */
export const COVERAGE_TAG_COLORS: Record<CoverageLevel, string> = { full: 'green', partial: 'gold', none: 'default' };

/** The map's point colours (dark enough to read against a basemap; white-bordered). */
export const COVERAGE_HEX: Record<CoverageLevel, string> = { full: '#389e0d', partial: '#d48806', none: '#8c8c8c' };

/** Sort order: best covered first. */
export const COVERAGE_ORDER: CoverageLevel[] = ['full', 'partial', 'none'];

export const KIND_LABELS: Record<MunicipalityKind, string> = {
  'single-tier': 'Single-tier municipality',
  'lower-tier': 'Lower-tier municipality',
  'upper-tier': 'County or region',
  district: 'District',
  'conservation-authority': 'Conservation authority',
};

export const SCOPE_LABELS: Record<SourceScope, string> = {
  own: 'The municipality',
  'upper-tier': 'Upper tier',
  conservation: 'Conservation authority',
  province: 'Province',
};

export const STATE_LABELS: Record<SourceState, string> = {
  ok: 'Working',
  degraded: 'Degraded',
  paused: 'Paused',
  'never-read': 'Not read yet',
};
export const STATE_TAG_COLORS: Record<SourceState, string> = {
  ok: 'green',
  degraded: 'red',
  paused: 'default',
  'never-read': 'blue',
};

/** A date-time of the API as "Nov 26, 2026 14:05", or "Never". */
export function formatReadTime(value: string | null): string {
  return value ? dayjs(value).format('MMM D, YYYY HH:mm') : 'Never';
}

/** Whether a municipality can hold a property (counties, regions and conservation authorities cannot). */
export const isPropertyMunicipality = (kind: MunicipalityKind | undefined) =>
  kind === undefined || kind === 'single-tier' || kind === 'lower-tier';

const norm = (value: string) => value.toLocaleLowerCase('en-CA').normalize('NFD').replace(/[\u0300-\u036f]/g, '');

export interface CoverageFilter {
  /** Words to find in the name or the upper tier. */
  search: string;
  /** Levels shown; empty means all. */
  levels: CoverageLevel[];
  /** Only municipalities where the company has properties. */
  mine: boolean;
}

/** The rows a filter keeps, in the server's order. */
export function filterCoverage(rows: CoverageMunicipality[], { search, levels, mine }: CoverageFilter) {
  const words = norm(search).split(/\s+/).filter(Boolean);
  return rows.filter((row) => {
    if (levels.length && !levels.includes(row.coverage)) return false;
    if (mine && row.property_count <= 0) return false;
    if (!words.length) return true;
    const text = norm(`${row.name} ${row.upper_tier ?? ''}`);
    return words.every((word) => text.includes(word));
  });
}
