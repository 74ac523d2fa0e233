import { createHash } from 'node:crypto';
import type { ApplicationEventKind, ApplicationType } from '../db/schema/index.js';
import type { RegistryRecord } from './record.js';
import { typeOfWords } from './types.js';

/*
 * A registry's field mapping: which of its columns hold the file number, type, status, address, description, dates
 * and point. Stored with the source (sources.settings.mapping) for an ArcGIS layer; the Toronto datasets ship their
 * own (toronto.ts). One function turns a row of any registry into a RegistryRecord with it.
 */
export interface FieldMapping {
  /** The registry's own stable id of the row. */
  recordId: string;
  fileNumber?: string;
  /** The column of the type, and the registry's codes for it ('MV' -> minor_variance); words are read otherwise. */
  type?: string;
  typeCodes?: Record<string, ApplicationType>;
  status?: string;
  /** One column with the whole address, or its parts. */
  address?: string;
  streetNumber?: string;
  streetName?: string;
  streetType?: string;
  streetDirection?: string;
  description?: string;
  filedOn?: string;
  hearingOn?: string;
  decidedOn?: string;
  decision?: string;
  modified?: string;
  latitude?: string;
  longitude?: string;
  link?: string;
}

const MAX_TEXT = 8000;

/** A cell as text; null for a missing value (null, blank, or the 'NA' some clients write). */
export function cell(row: Record<string, unknown>, field: string | undefined): string | null {
  if (!field) return null;
  const value = row[field];
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text.slice(0, MAX_TEXT);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A registry date ('2013-04-03', '2013-04-03T00:00:00', 'Jul 4, 2013', epoch milliseconds) as 'YYYY-MM-DD'. */
export function dateOf(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' && Number.isFinite(value)) {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? null : d.toISOString().slice(0, 10);
  }
  const text = String(value).trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return valid(+iso[1]!, +iso[2]!, +iso[3]!);
  const words = /^([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(text);
  if (words) {
    const month = MONTHS.indexOf(words[1]!.toLowerCase());
    return month < 0 ? null : valid(+words[3]!, month + 1, +words[2]!);
  }
  return null;
}

function valid(year: number, month: number, day: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || year > 2200 || d.getUTCMonth() !== month - 1) return null;
  return d.toISOString().slice(0, 10);
}

const titleCase = (s: string) =>
  s.toLowerCase().replace(/(^|[\s'-])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase());

/** The civic address of a row: its address column, or its number, street name, type and direction. */
export function addressOf(row: Record<string, unknown>, m: FieldMapping): string | null {
  const whole = cell(row, m.address);
  if (whole) return whole;
  const number = cell(row, m.streetNumber);
  const name = cell(row, m.streetName);
  if (!number || !name) return null;
  const parts = [number, titleCase(name), cell(row, m.streetType), cell(row, m.streetDirection)];
  return parts.filter((p): p is string => Boolean(p)).join(' ');
}

/** Notes registries write in a row that is not a real file. */
const CREATED_IN_ERROR = /\*\*\s*CREATED IN ERROR|^\s*CREATED IN ERROR\b/i;
const DUPLICATE = /FOLDER TO BE DELETED\s*-\s*DUPLICATE|\*\*\s*DUPLICATE\b/i;

export function skipOf(...texts: Array<string | null>): RegistryRecord['skip'] {
  const text = texts.filter(Boolean).join('\n');
  if (CREATED_IN_ERROR.test(text)) return 'created_in_error';
  if (DUPLICATE.test(text)) return 'duplicate';
  return null;
}

/** Steps a status tells by itself, beyond the dates. */
function statusEvent(status: string | null): ApplicationEventKind | null {
  if (!status) return null;
  if (/appeal/i.test(status)) return 'appealed';
  if (/withdrawn/i.test(status)) return 'withdrawn';
  if (/^closed|cancel/i.test(status)) return 'closed';
  return null;
}

const numberOf = (value: string | null) => (value === null || !Number.isFinite(Number(value)) ? null : Number(value));

/** A row of a registry as a RegistryRecord, by `m`; null when the row has no id. */
export function recordOf(
  row: Record<string, unknown>,
  m: FieldMapping,
  linkOf?: (id: string) => string | null,
): RegistryRecord | null {
  const recordId = cell(row, m.recordId);
  if (!recordId) return null;
  const fileNumber = cell(row, m.fileNumber);
  const typeText = cell(row, m.type);
  const description = cell(row, m.description);
  const status = cell(row, m.status);
  const code = typeText ? m.typeCodes?.[typeText.toUpperCase()] : undefined;
  const type: ApplicationType = code ?? typeOfWords([typeText, fileNumber, description].filter(Boolean).join(' '));
  const address = addressOf(row, m);
  const lat = numberOf(cell(row, m.latitude));
  const lng = numberOf(cell(row, m.longitude));
  const point =
    lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && (lat !== 0 || lng !== 0)
      ? { lat, lng }
      : null;
  const filedOn = dateOf(row[m.filedOn ?? '']);
  const hearingOn = dateOf(row[m.hearingOn ?? '']);
  const decision = cell(row, m.decision);
  const decidedOn = dateOf(row[m.decidedOn ?? '']) ?? (decision ? hearingOn : null);
  const modifiedText = row[m.modified ?? ''];
  const modified =
    modifiedText === undefined || modifiedText === null ? null : new Date(modifiedText as string | number);
  const events: RegistryRecord['events'] = [];
  if (filedOn || fileNumber) events.push({ kind: 'filed', on: filedOn, title: 'Application filed' });
  if (hearingOn) events.push({ kind: 'hearing_scheduled', on: hearingOn, title: 'Hearing scheduled' });
  if (decision) events.push({ kind: 'decision', on: decidedOn, title: `Decision: ${decision}` });
  const step = statusEvent(status);
  if (step) events.push({ kind: step, on: null, title: status! });
  const fields = {
    recordId,
    fileNumber,
    type,
    status,
    addresses: address ? [address] : [],
    point,
    description,
    filedOn,
    hearingOn,
    decidedOn,
    modifiedAt: modified && !Number.isNaN(modified.getTime()) ? modified : null,
    link: cell(row, m.link) ?? linkOf?.(recordId) ?? null,
    events,
    skip: skipOf(description, status),
  };
  const hash = createHash('sha1').update(JSON.stringify(fields)).digest('base64url');
  return { ...fields, hash };
}
