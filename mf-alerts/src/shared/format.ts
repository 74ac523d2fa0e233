import { dateFormat, openExternal, translate } from 'shared-auth';
import { ALERTS_NAMESPACE } from '../i18n/catalogue';

// Intl, not dayjs: the Overview's alerts widget formats dates, and dayjs would be one more library on the first screen.
const DATE_OPTIONS: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "Jan 5, 2026" ("5 janv. 2026" in French): a date-only value is that calendar day, a timestamp the local day it falls on. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return translate(ALERTS_NAMESPACE, 'Date not set');
  const day = DATE_ONLY.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime())
    ? translate(ALERTS_NAMESPACE, 'Invalid Date')
    : dateFormat(DATE_OPTIONS).format(date);
}

/** Opens a source document in a new tab, without giving it access to this page; only http(s) URLs open. */
export function openInNewTab(url: string | null | undefined) {
  openExternal(url);
}
