import { coordinatesLabel } from 'shared-auth';
import type { LandUseType } from '../api/types';

export const MESSAGES = {
  loadFailed: 'Error loading data. Please try again.',
  deleteFailed: 'Failed to delete property. Please try again.',
  updateFailed: 'Failed to update property. Please try again.',
  subscribeFailed: 'Failed to start subscription. Please try again.',
  createFailed: 'Failed to create property. Please try again.',
  uploadFailed: 'Error uploading files. Please try again.',
  summaryFailed: 'Error generating summary. Please try again.',
  summaryDone: 'AI property summary generated successfully!',
} as const;

export function landUseLabel(value: string | null, types: LandUseType[] | undefined): string {
  if (!value) return 'Not set';
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
