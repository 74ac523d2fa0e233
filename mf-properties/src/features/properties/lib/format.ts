import dayjs from 'dayjs';
import type { LandUseType, Property } from '../api/types';

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

/** Days left of a property's trial (0 once it ended), or null without a trial. */
export function trialDaysLeft(property: Pick<Property, 'payment_status' | 'trial_end'>, now = dayjs()): number | null {
  if (property.payment_status !== 'trial' || !property.trial_end) return null;
  const end = dayjs(property.trial_end);
  if (!end.isAfter(now)) return null;
  return Math.max(1, Math.ceil(end.diff(now, 'hour') / 24));
}

export function landUseLabel(value: string | null, types: LandUseType[] | undefined): string {
  if (!value) return 'Not set';
  return types?.find((type) => type.value === value)?.label ?? value;
}

/** The name a new property gets: the nickname, else the address, else the coordinates. */
export function defaultName(
  nickname: string,
  address: string,
  latitude: string,
  longitude: string,
  mode: 'address' | 'coordinates',
): string {
  if (nickname.trim()) return nickname.trim();
  if (mode === 'address') return address.trim();
  return `${latitude.trim()}, ${longitude.trim()}`;
}
