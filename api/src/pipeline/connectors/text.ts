import { htmlToText } from '../../extract/index.js';

/** Helpers the registry connectors share: an HTML fragment as one line of text, and the dates the sources write. */

/** Visible text of an HTML fragment on one line (entities decoded, tags and extra spaces gone). */
export const inlineText = (html: string): string => htmlToText(html).replace(/\s+/g, ' ').trim();

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A date as the Ontario sources write it — "October 16, 2024", "Oct 16, 2024", "Apr 05, 2026", "2024-10-16" —
 * as YYYY-MM-DD, or null when it is not one.
 */
export function parseSourceDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const m = /\b([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})\b/.exec(text);
  if (!m) return null;
  const month = MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase());
  const day = Number(m[2]);
  if (month < 0 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(Number(m[3]), month, day));
  if (date.getUTCMonth() !== month) return null;
  return date.toISOString().slice(0, 10);
}

/** A file name for a link: its text, or the last part of its path. */
export function linkFilename(text: string, url: string): string {
  const label = inlineText(text);
  if (label) return label;
  const last = new URL(url).pathname.split('/').filter(Boolean).pop() ?? url;
  return decodeURIComponent(last);
}
