import { coordinatesLabel, translate } from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';
import type { LandUseType } from '../api/types';

/** The remote's recurring messages, each in the language in use when it is read (never at module load). */
export const MESSAGES = {
  get loadFailed() {
    return translate(PROPERTIES_NAMESPACE, 'Error loading data. Please try again.');
  },
  get deleteFailed() {
    return translate(PROPERTIES_NAMESPACE, 'Failed to delete property. Please try again.');
  },
  get updateFailed() {
    return translate(PROPERTIES_NAMESPACE, 'Failed to update property. Please try again.');
  },
  get subscribeFailed() {
    return translate(PROPERTIES_NAMESPACE, 'Failed to start subscription. Please try again.');
  },
  get createFailed() {
    return translate(PROPERTIES_NAMESPACE, 'Failed to create property. Please try again.');
  },
  get uploadFailed() {
    return translate(PROPERTIES_NAMESPACE, 'Error uploading files. Please try again.');
  },
  get summaryFailed() {
    return translate(PROPERTIES_NAMESPACE, 'Error generating summary. Please try again.');
  },
  get summaryDone() {
    return translate(PROPERTIES_NAMESPACE, 'AI property summary generated successfully!');
  },
};

export function landUseLabel(value: string | null, types: LandUseType[] | undefined): string {
  if (!value) return translate(PROPERTIES_NAMESPACE, 'Not set');
  return types?.find((type) => type.value === value)?.label ?? value;
}

/** The name a new property gets: the nickname, else the address, else its coordinates in words. */
export function defaultName(
  nickname: string,
  address: string,
  latitude: string,
  longitude: string,
  mode: 'address' | 'coordinates',
): string {
  if (nickname.trim()) return nickname.trim();
  if (mode === 'address') return address.trim();
  return coordinatesLabel(latitude.trim(), longitude.trim()) ?? `${latitude.trim()}, ${longitude.trim()}`;
}
