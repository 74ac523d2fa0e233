import dayjs from 'dayjs';
import { translate } from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';
import type { CoverageLevel, CoverageMunicipality, MunicipalityKind, SourceScope, SourceState } from '../api/types';

/** The words a user reads for each coverage level (tags, filters, legend), in the language in use. */
export function coverageLabel(level: CoverageLevel): string {
  switch (level) {
    case 'full':
      return translate(PROPERTIES_NAMESPACE, 'Fully watched');
    case 'partial':
      return translate(PROPERTIES_NAMESPACE, 'Partly watched');
    case 'none':
      return translate(PROPERTIES_NAMESPACE, 'Not watched');
  }
}

/** antd Tag colours of the levels. */
export const COVERAGE_TAG_COLORS: Record<CoverageLevel, string> = { full: 'green', partial: 'gold', none: 'default' };

/** The map's point colours (dark enough to read against a basemap; white-bordered). */
export const COVERAGE_HEX: Record<CoverageLevel, string> = { full: '#389e0d', partial: '#d48806', none: '#8c8c8c' };

/** Sort order: best covered first. */
export const COVERAGE_ORDER: CoverageLevel[] = ['full', 'partial', 'none'];

/** A municipality's kind in words (an unknown kind as the server names it). */
export function kindLabel(kind: MunicipalityKind): string {
  switch (kind) {
    case 'single-tier':
      return translate(PROPERTIES_NAMESPACE, 'Single-tier municipality');
    case 'lower-tier':
      return translate(PROPERTIES_NAMESPACE, 'Lower-tier municipality');
    case 'upper-tier':
      return translate(PROPERTIES_NAMESPACE, 'County or region');
    case 'district':
      return translate(PROPERTIES_NAMESPACE, 'District');
    case 'conservation-authority':
      return translate(PROPERTIES_NAMESPACE, 'Conservation authority');
    default:
      return kind;
  }
}

export function scopeLabel(scope: SourceScope): string {
  switch (scope) {
    case 'own':
      return translate(PROPERTIES_NAMESPACE, 'The municipality');
    case 'upper-tier':
      return translate(PROPERTIES_NAMESPACE, 'Upper tier');
    case 'conservation':
      return translate(PROPERTIES_NAMESPACE, 'Conservation authority');
    case 'province':
      return translate(PROPERTIES_NAMESPACE, 'Province');
  }
}

export function stateLabel(state: SourceState): string {
  switch (state) {
    case 'ok':
      return translate(PROPERTIES_NAMESPACE, 'Working');
    case 'degraded':
      return translate(PROPERTIES_NAMESPACE, 'Degraded');
    case 'paused':
      return translate(PROPERTIES_NAMESPACE, 'Paused');
    case 'never-read':
      return translate(PROPERTIES_NAMESPACE, 'Not read yet');
  }
}
export const STATE_TAG_COLORS: Record<SourceState, string> = {
  ok: 'green',
  degraded: 'red',
  paused: 'default',
  'never-read': 'blue',
};

/** A date-time of the API as "Nov 26, 2026 14:05", or "Never". */
export function formatReadTime(value: string | null): string {
  return value ? dayjs(value).format('MMM D, YYYY HH:mm') : translate(PROPERTIES_NAMESPACE, 'Never');
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
