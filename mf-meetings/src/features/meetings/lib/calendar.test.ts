import dayjs from 'dayjs';
import {
  cutDay,
  dayKey,
  gridWindow,
  groupByDay,
  hasNoAgenda,
  MEETING_TZ,
  meetingTime,
  monthGrid,
  NO_AGENDA_PLACEHOLDER,
  shiftMonth,
} from './calendar';

// 2026 months whose first day falls on each weekday (0 = Sunday .. 6 = Saturday).
const FIRST_ON: Array<[number, string]> = [
  [0, '2026-02'],
  [1, '2026-06'],
  [2, '2026-09'],
  [3, '2026-04'],
  [4, '2026-01'],
  [5, '2026-05'],
  [6, '2026-08'],
];

describe('monthGrid', () => {
  it.each(FIRST_ON)('a month starting on weekday %i (%s) is laid out Sunday to Saturday', (weekday, month) => {
    const weeks = monthGrid(month);
    const days = weeks.flat();
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    // Leading days of the previous month fill the first week up to the 1st.
    expect(days.findIndex((d) => d.inMonth && d.day === 1)).toBe(weekday);
    expect(days.slice(0, weekday).every((d) => !d.inMonth)).toBe(true);
    // Every day of the month once, in order, and the grid ends on a Saturday.
    const inMonth = days.filter((d) => d.inMonth).map((d) => d.day);
    const length = new Date(Number(month.slice(0, 4)), Number(month.slice(5)), 0).getDate();
    expect(inMonth).toEqual(Array.from({ length }, (_, i) => i + 1));
    expect(new Date(`${days[0]!.key}T12:00:00Z`).getUTCDay()).toBe(0);
    expect(new Date(`${days[days.length - 1]!.key}T12:00:00Z`).getUTCDay()).toBe(6);
    expect(weeks.length).toBe(Math.ceil((weekday + length) / 7));
  });

  it('February 2026 starting on Sunday fits exactly 4 weeks', () => {
    expect(monthGrid('2026-02')).toHaveLength(4);
    expect(monthGrid('2026-02')[0]![0]!.key).toBe('2026-02-01');
  });

  it('asks the API for the visible grid in Toronto time', () => {
    // November 2026: grid Nov 1 (Sunday) .. Dec 5; EDT ends Nov 1 at 2:00, so midnight is still UTC-4.
    expect(gridWindow('2026-11')).toEqual({ from: '2026-11-01T04:00:00.000Z', to: '2026-12-06T05:00:00.000Z' });
  });

  it('moves across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });
});

describe('days', () => {
  it('groups meetings by their Toronto day, in start order', () => {
    const byDay = groupByDay([
      { id: 1, date: '2026-11-25T23:30:00Z' }, // 6:30 PM on the 25th in Toronto
      { id: 2, date: '2026-11-26T03:00:00Z' }, // 10:00 PM on the 25th in Toronto
      { id: 3, date: '2026-11-25T14:00:00Z' },
      { id: 4, date: '2026-11-26T15:00:00Z' },
    ]);
    expect(byDay.get('2026-11-25')!.map((m) => m.id)).toEqual([3, 1, 2]);
    expect(byDay.get('2026-11-26')!.map((m) => m.id)).toEqual([4]);
    expect(meetingTime('2026-11-26T03:00:00Z')).toBe('10:00 PM');
  });

  it('shows at most 2 meetings a day, and View All counts them all', () => {
    expect(cutDay([1])).toEqual({ shown: [1], total: 1, more: false });
    expect(cutDay([1, 2])).toEqual({ shown: [1, 2], total: 2, more: false });
    expect(cutDay([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2], total: 5, more: true });
  });

  it('treats no summary and the monitoring placeholder as no agenda', () => {
    expect(hasNoAgenda(null)).toBe(true);
    expect(hasNoAgenda('  ')).toBe(true);
    expect(hasNoAgenda(NO_AGENDA_PLACEHOLDER)).toBe(true);
    expect(hasNoAgenda('Rezoning of 10 King St')).toBe(false);
  });
});

describe('Toronto day and time without dayjs-tz on every call', () => {
  it('agrees with dayjs timezone conversion over a year of instants, DST changes included', () => {
    for (
      let t = Date.parse('2026-01-01T00:00:00Z');
      t < Date.parse('2027-01-01T00:00:00Z');
      t += 3 * 3_600_000 + 7 * 60_000
    ) {
      const iso = new Date(t).toISOString();
      const zoned = dayjs(iso).tz(MEETING_TZ);
      expect([iso, dayKey(iso), meetingTime(iso)]).toEqual([iso, zoned.format('YYYY-MM-DD'), zoned.format('h:mm A')]);
    }
  });

  it('writes midnight and noon as 12', () => {
    expect(meetingTime('2026-07-01T04:05:00Z')).toBe('12:05 AM');
    expect(meetingTime('2026-07-01T16:30:00Z')).toBe('12:30 PM');
    expect(dayKey('2026-07-01T03:59:00Z')).toBe('2026-06-30');
  });
});
