import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { translate } from 'shared-auth';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';
import type { Source, SourceKind } from '../api/types';

dayjs.extend(utc);
dayjs.extend(timezone);

/** What each kind of source brings, as operators read it. */
export const KIND_LABELS: Record<SourceKind, string> = {
  get council() {
    return translate(SETTINGS_NAMESPACE, 'Council agendas');
  },
  get applications() {
    return translate(SETTINGS_NAMESPACE, 'Planning applications');
  },
  get regional() {
    return translate(SETTINGS_NAMESPACE, 'Regional body');
  },
  get conservation() {
    return translate(SETTINGS_NAMESPACE, 'Conservation authority');
  },
  get provincial() {
    return translate(SETTINGS_NAMESPACE, 'Provincial registry');
  },
  get tribunal() {
    return translate(SETTINGS_NAMESPACE, 'Tribunal decisions');
  },
  get mayoral() {
    return translate(SETTINGS_NAMESPACE, 'Mayoral decisions');
  },
};

export type SourceState = 'paused' | 'failing' | 'ok' | 'never';

/** The source's state: paused, failing (its last run failed), ok, or never read yet. */
export function sourceState(source: Source): SourceState {
  if (source.paused) return 'paused';
  if (source.last_error) return 'failing';
  return source.last_success_at ? 'ok' : 'never';
}

export const STATE_LABELS: Record<SourceState, { label: string; color: string }> = {
  paused: {
    get label() {
      return translate(SETTINGS_NAMESPACE, 'Paused');
    },
    color: 'default',
  },
  failing: {
    get label() {
      return translate(SETTINGS_NAMESPACE, 'Failing');
    },
    color: 'error',
  },
  ok: {
    get label() {
      return translate(SETTINGS_NAMESPACE, 'Reading');
    },
    color: 'success',
  },
  never: {
    get label() {
      return translate(SETTINGS_NAMESPACE, 'Not read yet');
    },
    color: 'processing',
  },
};

/** 'Nov 26, 2026, 9:05 AM' in Toronto time, or 'Never'. */
export function formatReadAt(value: string | null): string {
  if (!value) return translate(SETTINGS_NAMESPACE, 'Never');
  const parsed = dayjs(value);
  return parsed.isValid()
    ? parsed.tz('America/Toronto').format('MMM D, YYYY, h:mm A')
    : translate(SETTINGS_NAMESPACE, 'Never');
}
