import { getLanguage, type Translate } from 'shared-auth';
import type { ApplicationStepKind, ApplicationType } from '../api/types';

/* The words of the applications screens: types, steps and facts as a reader says them, in the language in use. */

export { stepLabel } from '../../../shared/applicationSteps';

/** A step's colour on the timeline: the tribunal's steps red, decisions green, the rest blue. */
export function stepColor(kind: ApplicationStepKind): string {
  if (kind === 'appealed' || kind === 'tribunal_case' || kind === 'tribunal_decision') return 'red';
  if (kind === 'decision' || kind === 'closed') return 'green';
  if (kind === 'withdrawn') return 'gray';
  return 'blue';
}

/** Where a step came from, in a reader's words ('ckan:toronto' is the city's registry). */
export function sourceLabel(source: string, t: Translate): string {
  if (source === 'tribunal') return t('Tribunal decision');
  if (source.startsWith('ckan:') || source.startsWith('arcgis:')) return t('Application registry');
  if (source.startsWith('tmmis:') || source.startsWith('escribe:') || source === 'agenda') return t('Agenda item');
  return source;
}

/** A key fact's name (one the server adds later as it names it, its underscores as spaces). */
export function factLabel(name: string, t: Translate): string {
  switch (name) {
    case 'storeys':
      return t('Storeys');
    case 'units':
      return t('Units');
    case 'gross_floor_area':
      return t('Gross floor area');
    case 'lots':
      return t('Lots');
    case 'use':
      return t('Use');
    default:
      return name.replaceAll('_', ' ');
  }
}

/** '130 m', '1.2 km' ('1,2 km' in French); null: no distance. */
export function distanceLabel(metres: number | null | undefined): string | null {
  if (metres === null || metres === undefined) return null;
  if (metres < 1000) return `${Math.round(metres)} m`;
  const km = (metres / 1000).toFixed(1);
  return `${getLanguage() === 'fr-CA' ? km.replace('.', ',') : km} km`;
}
