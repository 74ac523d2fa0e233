import type { Alert } from '../api/types';

/** When an alert's matter happens: its meeting's date, else when the alert was written. */
export const alertDate = (alert: Pick<Alert, 'meeting_date' | 'created_at'>) => alert.meeting_date ?? alert.created_at;

/** Alerts newest first by that date (then by id, newest first), as the API lists them; a copy, the input is kept. */
export function newestFirst<T extends Pick<Alert, 'id' | 'meeting_date' | 'created_at'>>(alerts: readonly T[]): T[] {
  return [...alerts].sort((a, b) => Date.parse(alertDate(b)) - Date.parse(alertDate(a)) || b.id - a.id);
}
