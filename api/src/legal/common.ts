// Helpers shared by the provincial, precedents and mayoral repositories.
import type { Period } from '../schemas/legal.js';

export { PERIODS, type Period } from '../schemas/legal.js';

export const TIME_ZONE = 'America/Toronto';

/** The calendar day in Ontario as YYYY-MM-DD. */
export function torontoToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const ymd = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The current week (Monday to Sunday), month or quarter in Ontario, as a half-open range of days
 * [from, to) to compare DATE columns with.
 */
export function periodRange(period: Period, now = new Date()): { from: string; to: string } {
  const today = new Date(`${torontoToday(now)}T00:00:00Z`);
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  switch (period) {
    case 'week': {
      const mondayOffset = (today.getUTCDay() + 6) % 7;
      const from = new Date(today);
      from.setUTCDate(from.getUTCDate() - mondayOffset);
      const to = new Date(from);
      to.setUTCDate(to.getUTCDate() + 7);
      return { from: ymd(from), to: ymd(to) };
    }
    case 'month':
      return { from: ymd(new Date(Date.UTC(year, month, 1))), to: ymd(new Date(Date.UTC(year, month + 1, 1))) };
    case 'quarter': {
      const first = month - (month % 3);
      return { from: ymd(new Date(Date.UTC(year, first, 1))), to: ymd(new Date(Date.UTC(year, first + 3, 1))) };
    }
  }
}

/**
 * Shares of a total in percent with two decimals that add up to exactly 100 (largest remainder method), so that
 * a chart's slices never sum to 99.99 or 100.01.
 */
export function percentages(counts: number[]): number[] {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return counts.map(() => 0);
  const hundredths = counts.map((n) => (n * 10000) / total);
  const floors = hundredths.map(Math.floor);
  let missing = 10000 - floors.reduce((sum, n) => sum + n, 0);
  const order = hundredths
    .map((value, index) => ({ index, rest: value - floors[index]! }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (missing <= 0) break;
    floors[index]! += 1;
    missing -= 1;
  }
  return floors.map((n) => n / 100);
}
