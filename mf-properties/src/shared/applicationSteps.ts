import type { Translate } from 'shared-auth';

/** A step of the file as the timeline names it. */
export function stepLabel(kind: string, t: Translate): string {
  switch (kind) {
    case 'filed':
      return t('Filed');
    case 'hearing_scheduled':
      return t('Hearing scheduled');
    case 'heard':
      return t('Heard');
    case 'decision':
      return t('Decision');
    case 'appealed':
      return t('Appealed');
    case 'tribunal_case':
      return t('Tribunal case');
    case 'tribunal_decision':
      return t('Tribunal decision');
    case 'withdrawn':
      return t('Withdrawn');
    case 'closed':
      return t('Closed');
    default:
      return kind;
  }
}
