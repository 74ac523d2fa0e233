/** Where the product's dates are read: Ontario. */
export const PRODUCT_TIME_ZONE = 'America/Toronto';

/**
 * 'March 5, 2025': the day in Toronto, as the product writes dates for people ('5 mars 2025' in fr-CA). Empty for no
 * date.
 */
export const formatDate = (date: Date | null | undefined, locale: 'en-CA' | 'fr-CA' = 'en-CA') =>
  date
    ? date.toLocaleDateString(locale, { timeZone: PRODUCT_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' })
    : '';

const torontoYear = (date: Date) => date.toLocaleDateString('en-CA', { timeZone: PRODUCT_TIME_ZONE, year: 'numeric' });

/** 'Nov 26': the day in Toronto, short; 'Nov 26, 2025' when it is not this year's (in Toronto). */
export const formatShortDate = (date: Date, now: Date = new Date()) =>
  date.toLocaleDateString('en-CA', {
    timeZone: PRODUCT_TIME_ZONE,
    month: 'short',
    day: 'numeric',
    ...(torontoYear(date) === torontoYear(now) ? {} : { year: 'numeric' }),
  });

/** 'November 26, 2026 at 10:00 a.m.': a moment in Toronto, for mails. */
export const formatDateTime = (date: Date) =>
  date.toLocaleString('en-CA', {
    timeZone: PRODUCT_TIME_ZONE,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
