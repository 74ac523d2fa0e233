/** Where the product's dates are read: Ontario. */
export const PRODUCT_TIME_ZONE = 'America/Toronto';

/** 'March 5, 2025': the day in Toronto, as the product writes dates for people. Empty for no date. */
export const formatDate = (date: Date | null | undefined) =>
  date
    ? date.toLocaleDateString('en-CA', { timeZone: PRODUCT_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' })
    : '';
