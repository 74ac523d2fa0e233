/** Digest timing in America/Toronto, DST-correct: the clock is injected by the caller. */
export const DIGEST_TIME_ZONE = 'America/Toronto';
export const DIGEST_HOUR = 7;
/** Weekly digests go out on Mondays. */
export const WEEKLY_DIGEST_WEEKDAY = 1;

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: DIGEST_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  weekday: 'short',
  hourCycle: 'h23',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function torontoParts(instant: Date): LocalParts {
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday!),
  };
}

/** The UTC instant of a Toronto wall-clock time (the offset is read for that very day, so DST is respected). */
export function torontoInstant(year: number, month: number, day: number, hour: number, minute = 0): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  // Offset at the guess, then correct once (enough for whole-hour offsets away from the 02:00 switch).
  let instant = guess;
  for (let i = 0; i < 2; i++) {
    const p = torontoParts(new Date(instant));
    const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
    instant += guess - asUtc;
  }
  return new Date(instant);
}

/** The next digest instant strictly after `now`: 07:00 Toronto every day, or on Mondays for weekly digests. */
export function nextDigestAt(now: Date, frequency: 'daily' | 'weekly'): Date {
  const today = torontoParts(now);
  for (let offset = 0; offset < 9; offset++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const candidate = torontoInstant(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), DIGEST_HOUR);
    if (candidate.getTime() <= now.getTime()) continue;
    if (frequency === 'weekly' && date.getUTCDay() !== WEEKLY_DIGEST_WEEKDAY) continue;
    return candidate;
  }
  throw new Error('unreachable');
}

/** Whether a digest run at `now` is the one for this frequency (daily: every morning run; weekly: Monday's). */
export function isDigestDue(now: Date, frequency: 'daily' | 'weekly'): boolean {
  return frequency === 'daily' || torontoParts(now).weekday === WEEKLY_DIGEST_WEEKDAY;
}

/** How far back a digest looks: one day or one week (plus an hour of slack for a late run). */
export function digestWindowStart(now: Date, frequency: 'daily' | 'weekly'): Date {
  const days = frequency === 'daily' ? 1 : 7;
  return new Date(now.getTime() - days * 86_400_000 - 3_600_000);
}
