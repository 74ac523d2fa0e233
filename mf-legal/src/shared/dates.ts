import dayjs from 'dayjs';

/** 'Mar 5, 2025' for a YYYY-MM-DD or ISO date; null when there is none or it cannot be read. */
export function formatDay(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = dayjs(value);
  return date.isValid() ? date.format('MMM D, YYYY') : null;
}

/** The short US-style date, '3/5/2025'; null when there is none or it cannot be read. */
export function formatShortUsDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = dayjs(value);
  return date.isValid() ? date.format('M/D/YYYY') : null;
}
