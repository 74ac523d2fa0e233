import type { ApplicationQuery, ApplicationType } from '../api/types';
import { APPLICATION_TYPES } from 'shared-auth';

/*
 * The list's filters, kept in the address bar (so a reload or Back keeps them) and turned into the query of
 * GET /api/applications: empty values are left out; a distance needs a property.
 */
export interface ApplicationFilters {
  q: string;
  type: ApplicationType | '';
  status: string;
  municipalityId: number | null;
  from: string;
  to: string;
  propertyId: string;
  /** Metres from the property; null: any distance (the property then only measures). */
  within: number | null;
  page: number;
}

export const PAGE_SIZE = 20;
/** The distances offered, in metres (the API takes 1 to 10,000). */
export const DISTANCES = [120, 250, 500, 1000, 2000, 5000, 10000] as const;

export const EMPTY_FILTERS: ApplicationFilters = {
  q: '',
  type: '',
  status: '',
  municipalityId: null,
  from: '',
  to: '',
  propertyId: '',
  within: null,
  page: 1,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function positive(value: string | null, max: number): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
}

/** The filters an address's query string holds; what is malformed is dropped. */
export function filtersFromSearch(search: URLSearchParams): ApplicationFilters {
  const type = search.get('type') ?? '';
  const propertyId = search.get('propertyId') ?? '';
  const validProperty = UUID.test(propertyId) ? propertyId : '';
  return {
    q: (search.get('q') ?? '').slice(0, 200),
    type: (APPLICATION_TYPES as readonly string[]).includes(type) ? (type as ApplicationType) : '',
    status: (search.get('status') ?? '').slice(0, 100),
    municipalityId: positive(search.get('municipalityId'), 2_147_483_647),
    from: DAY.test(search.get('from') ?? '') ? search.get('from')! : '',
    to: DAY.test(search.get('to') ?? '') ? search.get('to')! : '',
    propertyId: validProperty,
    within: validProperty ? positive(search.get('within'), 10_000) : null,
    page: positive(search.get('page'), 10_000) ?? 1,
  };
}

/** The query string of the filters (only what is set). */
export function searchFromFilters(f: ApplicationFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (f.q.trim()) out.set('q', f.q.trim());
  if (f.type) out.set('type', f.type);
  if (f.status.trim()) out.set('status', f.status.trim());
  if (f.municipalityId) out.set('municipalityId', String(f.municipalityId));
  if (f.from) out.set('from', f.from);
  if (f.to) out.set('to', f.to);
  if (f.propertyId) {
    out.set('propertyId', f.propertyId);
    if (f.within) out.set('within', String(f.within));
  }
  if (f.page > 1) out.set('page', String(f.page));
  return out;
}

/** The API's query for the filters: a page of PAGE_SIZE; `within` only with a property. */
export function apiQuery(f: ApplicationFilters): ApplicationQuery {
  const query: Record<string, string | number> = { page: f.page, pageSize: PAGE_SIZE };
  for (const [key, value] of searchFromFilters(f)) if (key !== 'page') query[key] = value;
  return query as ApplicationQuery;
}

/** A change of one filter starts again at the first page. */
export function withFilter<K extends keyof ApplicationFilters>(
  f: ApplicationFilters,
  key: K,
  value: ApplicationFilters[K],
): ApplicationFilters {
  const next = { ...f, [key]: value, page: key === 'page' ? (value as number) : 1 };
  if (key === 'propertyId' && !value) next.within = null;
  return next;
}

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export const isFiltered = (f: ApplicationFilters) => searchFromFilters({ ...f, page: 1 }).toString() !== '';
