import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { translate } from 'shared-auth';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';
import type { WireDate } from '../api/types';
import { SECURITY_TIME_ZONE } from './messages';

dayjs.extend(utc);
dayjs.extend(timezone);

function toDayjs(value: WireDate | undefined) {
  if (value === null || value === undefined || value === '') return null;
  // Numbers are seconds since the epoch (Stripe style); strings are ISO timestamps.
  const parsed = typeof value === 'number' ? dayjs.unix(value) : dayjs(value);
  return parsed.isValid() ? parsed.tz(SECURITY_TIME_ZONE) : null;
}

/** 'Mar 4, 2026, 9:05 AM' in Toronto time, or the fallback. */
export function formatTorontoDateTime(
  value: WireDate | undefined,
  fallback = translate(SETTINGS_NAMESPACE, 'Never'),
): string {
  return toDayjs(value)?.format('MMM D, YYYY, h:mm A') ?? fallback;
}

/** 'Mar 4, 2026' in Toronto time, or the fallback. */
export function formatTorontoDate(value: WireDate | undefined, fallback = '—'): string {
  return toDayjs(value)?.format('MMM D, YYYY') ?? fallback;
}

/** '$50.00 CAD'. */
export function formatMoney(amount: number, currency: string | null | undefined = 'CAD'): string {
  return `$${amount.toFixed(2)} ${(currency || 'CAD').toUpperCase()}`;
}

/** Invoice amounts arrive in cents. */
export function formatCents(cents: number, currency?: string | null): string {
  return formatMoney(cents / 100, currency);
}

/** A property billing amount in dollars; 50.00 CAD when the row has none. */
export function propertyAmount(amount: number | string | null | undefined): number {
  const value = typeof amount === 'string' ? Number.parseFloat(amount) : amount;
  return typeof value === 'number' && Number.isFinite(value) ? value : 50;
}

export function fullName(person: { first_name?: string | null; last_name?: string | null }): string {
  return [person.first_name, person.last_name].filter(Boolean).join(' ').trim();
}

/** 'active' -> 'Active', 'past_due' -> 'Past due' (the known statuses in the language in use). */
export function humanize(value: string | null | undefined): string {
  if (!value) return translate(SETTINGS_NAMESPACE, 'Unknown');
  switch (value) {
    case 'active':
      return translate(SETTINGS_NAMESPACE, 'Active');
    case 'trialing':
      return translate(SETTINGS_NAMESPACE, 'Trialing');
    case 'past_due':
      return translate(SETTINGS_NAMESPACE, 'Past due');
    case 'canceled':
      return translate(SETTINGS_NAMESPACE, 'Canceled');
    case 'unpaid':
      return translate(SETTINGS_NAMESPACE, 'Unpaid');
    case 'incomplete':
      return translate(SETTINGS_NAMESPACE, 'Incomplete');
    case 'paid':
      return translate(SETTINGS_NAMESPACE, 'Paid');
    case 'open':
      return translate(SETTINGS_NAMESPACE, 'Open');
    case 'draft':
      return translate(SETTINGS_NAMESPACE, 'Draft');
    case 'void':
      return translate(SETTINGS_NAMESPACE, 'Void');
    case 'uncollectible':
      return translate(SETTINGS_NAMESPACE, 'Uncollectible');
  }
  const text = value.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
