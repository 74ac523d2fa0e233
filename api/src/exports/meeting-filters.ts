import { InvalidError } from '../lib/domain-errors.js';
import type { MeetingFilters } from '../meetings/repository.js';
import { MEETING_SORTS, TIMEFRAMES } from '../schemas/meetings.js';
import { oneOf } from '../schemas/query.js';

export interface MeetingFilterQuery {
  search?: string;
  municipality?: string;
  timeframe?: string;
  from?: string;
  to?: string;
  sort?: string;
  order?: string;
}

function dateQuery(value: string | undefined, label: string): Date | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const date = new Date(value.trim());
  if (Number.isNaN(date.getTime()))
    throw new InvalidError(`${label} must be a date or date-time such as 2026-11-01T00:00:00Z`);
  return date;
}

/** The Meetings page's filters, checked as GET /api/meetings/ checks them (400 naming the field). */
export function meetingExportFilters(q: MeetingFilterQuery): Omit<MeetingFilters, 'limit' | 'offset'> {
  const from = dateQuery(q.from, 'from');
  const to = dateQuery(q.to, 'to');
  if (from && to && from >= to) throw new InvalidError('from must be before to');
  return {
    search: q.search?.trim() || undefined,
    municipality: q.municipality?.trim() || undefined,
    timeframe: oneOf(q.timeframe, TIMEFRAMES, 'timeframe') ?? 'all',
    from,
    to,
    sort: oneOf(q.sort, MEETING_SORTS, 'sort') ?? 'date',
    order: oneOf(q.order, ['asc', 'desc'] as const, 'order') ?? 'asc',
  };
}
