import type { Severity, SiteMapQuery } from 'shared-auth';

export { useSiteMapQuery as useMapQuery } from 'shared-auth';
export type { SiteMapData as MapData, SiteMapItem as MapItem, SiteMapProperty as MapProperty } from 'shared-auth';

/** The periods offered: meetings from this many days ago (and every later one, upcoming agendas included). */
export const PERIODS = [
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
  { days: 365, label: 'Last 12 months' },
] as const;
export type PeriodDays = (typeof PERIODS)[number]['days'];

export const ITEM_TYPES = [
  { value: 'zoning', label: 'Zoning' },
  { value: 'fees', label: 'Fees' },
  { value: 'development', label: 'Development' },
  { value: 'infrastructure', label: 'Infrastructure' },
  { value: 'others', label: 'Others' },
] as const;

export interface MapFilterState {
  days: PeriodDays;
  /** Severities shown; all three means no filter. */
  severities: Severity[];
  category?: string;
  municipalityId?: number;
  propertyId?: string;
}

export const DEFAULT_FILTERS: MapFilterState = { days: 90, severities: ['urgent', 'high', 'normal'] };

/**
 * The query of GET /api/map for the filters. `from` is the start of the day `days` ago (UTC), so the query (and its
 * cache entry) stays the same all day.
 */
export function mapQueryOf(filters: MapFilterState, now: Date = new Date()): SiteMapQuery {
  const from = new Date(now.getTime() - filters.days * 86_400_000).toISOString().slice(0, 10);
  return {
    from,
    severity: filters.severities.length === 3 ? undefined : filters.severities.join(','),
    category: filters.category,
    municipalityId: filters.municipalityId === undefined ? undefined : String(filters.municipalityId),
    propertyId: filters.propertyId,
  };
}
