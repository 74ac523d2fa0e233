import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { Source, SourceKind } from '../api/types';

dayjs.extend(utc);
dayjs.extend(timezone);

/** What each kind of source brings, as operators read it. */
export const KIND_LABELS: Record<SourceKind, string> = {
  council: 'Council agendas',
  applications: 'Planning applications',
  regional: 'Regional body',
  conservation: 'Conservation authority',
  provincial: 'Provincial registry',
  tribunal: 'Tribunal decisions',
  mayoral: 'Mayoral decisions',
};

export type SourceState = 'paused' | 'failing' | 'ok' | 'never';

/** The source's state: paused, failing (its last run failed), ok, or never read yet. */
export function sourceState(source: Source): SourceState {
  if (source.paused) return 'paused';
  if (source.last_error) return 'failing';
  return source.last_success_at ? 'ok' : 'never';
}

export const STATE_LABELS: Record<SourceState, { label: string; color: string }> = {
  paused: { label: 'Paused', color: 'default' },
  failing: { label: 'Failing', color: 'error' },
  ok: { label: 'Reading', color: 'success' },
  never: { label: 'Not read yet', color: 'processing' },
};

/** 'Nov 26, 2026, 9:05 AM' in Toronto time, or 'Never'. */
export function formatReadAt(value: string | null): string {
  if (!value) return 'Never';
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.tz('America/Toronto').format('MMM D, YYYY, h:mm A') : 'Never';
}
