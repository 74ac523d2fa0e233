import { formatNumber } from '../i18n/format';

/** A distance as the map writes it, in the language in use: "850 m", "1.2 km", "12 km" ("1,2 km" in French). */
export function formatMeters(meters: number): string {
  if (meters < 1000) return `${formatNumber(meters)} m`;
  const digits = meters >= 10_000 ? 0 : 1;
  return `${formatNumber(meters / 1000, { minimumFractionDigits: digits, maximumFractionDigits: digits })} km`;
}
