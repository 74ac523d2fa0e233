import type { OverviewProperty } from '../api/overviewApi';

/** 8.5 hours saved per property, rounded down. */
export const HOURS_SAVED_PER_PROPERTY = 8.5;
export const timeSavedHours = (propertyCount: number) => Math.floor(propertyCount * HOURS_SAVED_PER_PROPERTY);

/** 'In 1 Municipality' or 'Across N Municipalities' (N distinct municipalities of the properties). */
export function municipalitySublabel(properties: OverviewProperty[]): string {
  const keys = new Set(
    properties.map((p) => p.municipality_id ?? p.municipality_name ?? null).filter((k) => k !== null && k !== ''),
  );
  const n = keys.size;
  if (properties.length === 0) return 'No properties tracked yet';
  return n === 1 ? 'In 1 Municipality' : `Across ${n} Municipalities`;
}

export const ALERT_PERIODS = [
  { value: 7, label: 'Last 7 Days' },
  { value: 30, label: 'Last 30 Days' },
  { value: 999, label: 'All Alerts' },
];
export const MEETING_PERIODS = [
  { value: 7, label: 'Next 7 Days' },
  { value: 30, label: 'Next 30 Days' },
  { value: 999, label: 'All Future Meetings' },
];
export const PROVINCIAL_SITES = [
  { value: 'all', label: 'All Items' },
  { value: 'ORR', label: 'ORR Items' },
  { value: 'ERO', label: 'ERO Items' },
];
