import type { Severity, SiteMapQuery, Translate } from 'shared-auth';

export { useSiteMapQuery as useMapQuery } from 'shared-auth';
export type { SiteMapData as MapData, SiteMapItem as MapItem, SiteMapProperty as MapProperty } from 'shared-auth';

/** The periods offered: meetings from this many days ago (and every later one, upcoming agendas included). */
export const PERIODS = [{ days: 30 }, { days: 90 }, { days: 365 }] as const;
export type PeriodDays = (typeof PERIODS)[number]['days'];

/** A period as the filter shows it, in the language in use. */
export function periodLabel(days: PeriodDays, t: Translate): string {
  switch (days) {
    case 30:
      return t('Last 30 days');
    case 90:
      return t('Last 90 days');
    case 365:
      return t('Last 12 months');
  }
}

export const ITEM_TYPES = ['zoning', 'fees', 'development', 'infrastructure', 'others'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** An item type (the API's category) as the filter shows it, in the language in use. */
export function itemTypeLabel(type: ItemType, t: Translate): string {
  switch (type) {
    case 'zoning':
      return t('Zoning');
    case 'fees':
      return t('Fees');
    case 'development':
      return t('Development');
    case 'infrastructure':
      return t('Infrastructure');
    case 'others':
      return t('Others');
  }
}

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
