import dayjs from 'dayjs';
import { getLanguage } from 'shared-auth';

const french = () => getLanguage() === 'fr-CA';

/** 'Mar 5, 2025' ('5 mars 2025' in French) for a YYYY-MM-DD or ISO date; null when there is none or it cannot be read. */
export function formatDay(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = dayjs(value);
  return date.isValid() ? date.format(french() ? 'D MMM YYYY' : 'MMM D, YYYY') : null;
}

/** The short US-style date, '3/5/2025' (the Canadian '2025-03-05' in French); null when there is none or it cannot be read. */
export function formatShortUsDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = dayjs(value);
  return date.isValid() ? date.format(french() ? 'YYYY-MM-DD' : 'M/D/YYYY') : null;
}
