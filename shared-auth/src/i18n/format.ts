import { getLanguage } from './engine';

/*
 * Dates, numbers and money in the language in use, through Intl (docs/i18n.md): "Nov 28, 2026" and "$1,250.00" in
 * English, "28 nov. 2026" and "1 250,00 $" in French. The formatters are made once per language and options (lists
 * format a date per row).
 */
const MEDIUM_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const dateFormats = new WeakMap<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();

/** The date format of `options` in the language in use (English dates the US way: "Nov 28, 2026"). */
export function dateFormat(options: Intl.DateTimeFormatOptions = MEDIUM_DATE): Intl.DateTimeFormat {
  const locale = getLanguage() === 'fr-CA' ? 'fr-CA' : 'en-US';
  let byLocale = dateFormats.get(options);
  if (!byLocale) dateFormats.set(options, (byLocale = new Map()));
  let format = byLocale.get(locale);
  if (!format) byLocale.set(locale, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

export function formatDate(value: Date | string | number, options?: Intl.DateTimeFormatOptions): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(options).format(date);
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(getLanguage(), options).format(value);
}

const MONEY: Intl.NumberFormatOptions = { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol' };

export function formatMoney(amount: number, currency = 'CAD'): string {
  const options = currency === 'CAD' ? MONEY : { ...MONEY, currency };
  return new Intl.NumberFormat(getLanguage(), options).format(amount);
}
