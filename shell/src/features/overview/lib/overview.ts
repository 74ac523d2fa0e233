import { interpolate, type Translate } from 'shared-auth';
import type { OverviewProperty } from '../api/overviewApi';

/** 8.5 hours saved per property, rounded down. */
export const HOURS_SAVED_PER_PROPERTY = 8.5;
export const timeSavedHours = (propertyCount: number) => Math.floor(propertyCount * HOURS_SAVED_PER_PROPERTY);

/** 'In 1 Municipality' or 'Across N Municipalities' (N distinct municipalities of the properties). */
export function municipalitySublabel(properties: OverviewProperty[], t: Translate = interpolate): string {
  const keys = new Set(
    properties.map((p) => p.municipality_id ?? p.municipality_name ?? null).filter((k) => k !== null && k !== ''),
  );
  const n = keys.size;
  if (properties.length === 0) return t('No properties tracked yet');
  return n === 1 ? t('In 1 Municipality') : t('Across {{count}} Municipalities', { count: n });
}

/** The KPI cards' periods and sites, in the language of `t`. */
export const alertPeriods = (t: Translate) => [
  { value: 7, label: t('Last 7 Days') },
  { value: 30, label: t('Last 30 Days') },
  { value: 999, label: t('All Alerts') },
];
export const meetingPeriods = (t: Translate) => [
  { value: 7, label: t('Next 7 Days') },
  { value: 30, label: t('Next 30 Days') },
  { value: 999, label: t('All Future Meetings') },
];
export const provincialSites = (t: Translate) => [
  { value: 'all', label: t('All Items') },
  { value: 'ORR', label: t('ORR Items') },
  { value: 'ERO', label: t('ERO Items') },
];
