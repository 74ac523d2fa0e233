import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { getLanguage, translate } from 'shared-auth';
import { MEETINGS_NAMESPACE } from '../../../i18n/catalogue';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Meetings are shown in Ontario time whatever the browser's zone. */
export const MEETING_TZ = 'America/Toronto';
/** The calendar shows 2 meetings per day, then 'View All (n)'. */
export const MEETINGS_PER_DAY = 2;
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** A weekday's column heading in the language in use. */
export function weekdayLabel(day: (typeof WEEKDAYS)[number]): string {
  switch (day) {
    case 'Sun':
      return translate(MEETINGS_NAMESPACE, 'Sun');
    case 'Mon':
      return translate(MEETINGS_NAMESPACE, 'Mon');
    case 'Tue':
      return translate(MEETINGS_NAMESPACE, 'Tue');
    case 'Wed':
      return translate(MEETINGS_NAMESPACE, 'Wed');
    case 'Thu':
      return translate(MEETINGS_NAMESPACE, 'Thu');
    case 'Fri':
      return translate(MEETINGS_NAMESPACE, 'Fri');
    case 'Sat':
      return translate(MEETINGS_NAMESPACE, 'Sat');
  }
}

/** 'YYYY-MM' of the month containing this instant, in Toronto. */
export function monthOf(instant: Date | string = new Date()): string {
  return dayjs(instant).tz(MEETING_TZ).format('YYYY-MM');
}

export function shiftMonth(month: string, delta: number): string {
  return dayjs(`${month}-01`).add(delta, 'month').format('YYYY-MM');
}

export function monthLabel(month: string): string {
  return dayjs(`${month}-01`).format('MMMM YYYY');
}

export interface CalendarDay {
  /** 'YYYY-MM-DD' */
  key: string;
  day: number;
  inMonth: boolean;
}

/** The month's weeks, Sunday to Saturday, padded with the neighbouring months' days. */
export function monthGrid(month: string): CalendarDay[][] {
  const first = dayjs(`${month}-01`);
  const start = first.subtract(first.day(), 'day');
  const last = first.endOf('month');
  const end = last.add(6 - last.day(), 'day');
  const weeks: CalendarDay[][] = [];
  let cursor: Dayjs = start;
  while (!cursor.isAfter(end, 'day')) {
    const week: CalendarDay[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push({ key: cursor.format('YYYY-MM-DD'), day: cursor.date(), inMonth: cursor.month() === first.month() });
      cursor = cursor.add(1, 'day');
    }
    weeks.push(week);
  }
  return weeks;
}

/** The visible grid as an API window: from its first day 00:00 to the day after its last, Toronto time. */
export function gridWindow(month: string): { from: string; to: string } {
  const weeks = monthGrid(month);
  const firstKey = weeks[0]![0]!.key;
  const lastKey = weeks[weeks.length - 1]![6]!.key;
  return {
    from: dayjs.tz(firstKey, MEETING_TZ).toISOString(),
    to: dayjs.tz(lastKey, MEETING_TZ).add(1, 'day').toISOString(),
  };
}

/*
 * One Intl formatter for Toronto wall-clock parts, made once: dayjs' timezone plugin builds a formatted string and
 * parses it again on every call, which made grouping a month of 300 meetings a long task.
 */
const TORONTO_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: MEETING_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function torontoParts(date: string): { year: string; month: string; day: string; hour: number; minute: string } {
  const parts: Record<string, string> = {};
  for (const part of TORONTO_PARTS.formatToParts(new Date(date))) parts[part.type] = part.value;
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: Number(parts.hour) % 24,
    minute: parts.minute!,
  };
}

/** 'YYYY-MM-DD' of a meeting's start in Toronto. */
export function dayKey(date: string): string {
  const { year, month, day } = torontoParts(date);
  return `${year}-${month}-${day}`;
}

/** 'h:mm A' of a meeting's start in Toronto ('H h mm' in French). */
export function meetingTime(date: string): string {
  const { hour, minute } = torontoParts(date);
  if (getLanguage() === 'fr-CA') return `${hour} h ${minute}`;
  return `${hour % 12 || 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

export function meetingDateTime(date: string): string {
  return dayjs(date).tz(MEETING_TZ).format(translate(MEETINGS_NAMESPACE, 'MMM D, YYYY h:mm A'));
}

export function dayLabel(key: string): string {
  return dayjs(key).format(translate(MEETINGS_NAMESPACE, 'dddd, MMMM D, YYYY'));
}

/** Meetings grouped by their Toronto day, each day in start order. */
export function groupByDay<T extends { date: string }>(meetings: readonly T[]): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  for (const meeting of meetings) {
    const key = dayKey(meeting.date);
    const list = byDay.get(key);
    if (list) list.push(meeting);
    else byDay.set(key, [meeting]);
  }
  for (const list of byDay.values()) list.sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  return byDay;
}

/** The meetings a day cell shows and how many more 'View All (n)' opens (n is the day's total). */
export function cutDay<T>(
  meetings: readonly T[],
  perDay = MEETINGS_PER_DAY,
): { shown: T[]; total: number; more: boolean } {
  return { shown: meetings.slice(0, perDay), total: meetings.length, more: meetings.length > perDay };
}

export const NO_AGENDA_PLACEHOLDER = 'No Agenda Items posted yet. We will continue to monitor for new items.';

/** True when a meeting has no real summary (none, blank or the monitoring placeholder). */
export function hasNoAgenda(summary: string | null | undefined): boolean {
  const text = summary?.trim();
  return !text || text === NO_AGENDA_PLACEHOLDER;
}
