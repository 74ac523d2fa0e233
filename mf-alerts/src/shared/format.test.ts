import dayjs from 'dayjs';
import { formatDate } from './format';

describe('formatDate', () => {
  it('writes the day as the rest of the app does (dayjs "MMM D, YYYY")', () => {
    for (const value of ['2026-01-05', '2026-11-30', '2026-03-08T14:30:00Z', '2025-12-31T23:59:59-05:00']) {
      expect(formatDate(value)).toBe(dayjs(value).format('MMM D, YYYY'));
    }
  });

  it('keeps a date-only value on its calendar day in every time zone', () => {
    expect(formatDate('2026-01-05')).toBe('Jan 5, 2026');
  });

  it('says when there is no date, and when it cannot be read', () => {
    expect(formatDate(null)).toBe('Date not set');
    expect(formatDate('')).toBe('Date not set');
    expect(formatDate('not a date')).toBe('Invalid Date');
  });
});
