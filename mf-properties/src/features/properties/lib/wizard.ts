import { translate } from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';
import type { Municipality } from '../api/types';

export const ADDRESS_DEBOUNCE_MS = 350;
export const ADDRESS_MIN_CHARS = 3;

export type LocationMode = 'address' | 'coordinates';

export interface BasicDetails {
  mode: LocationMode;
  address: string;
  latitude: string;
  longitude: string;
}

/** Step 1 validation messages, by field. */
export function basicDetailsErrors({
  mode,
  address,
  latitude,
  longitude,
}: BasicDetails): Partial<Record<'address' | 'latitude' | 'longitude', string>> {
  if (mode === 'address')
    return address.trim() ? {} : { address: translate(PROPERTIES_NAMESPACE, 'Address is required') };
  const errors: Partial<Record<'latitude' | 'longitude', string>> = {};
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (!latitude.trim()) errors.latitude = translate(PROPERTIES_NAMESPACE, 'Latitude is required');
  else if (!Number.isFinite(lat) || lat < -90 || lat > 90)
    errors.latitude = translate(PROPERTIES_NAMESPACE, 'Latitude must be between -90 and 90');
  if (!longitude.trim()) errors.longitude = translate(PROPERTIES_NAMESPACE, 'Longitude is required');
  else if (!Number.isFinite(lng) || lng < -180 || lng > 180)
    errors.longitude = translate(PROPERTIES_NAMESPACE, 'Longitude must be between -180 and 180');
  return errors;
}

/** Step 2 messages: a municipality, and at least one committee when it has committees. */
export function locationErrors(
  municipalityId: number | null,
  committeeCount: number,
  selectedCount: number,
): Partial<Record<'municipality' | 'committees', string>> {
  if (municipalityId === null) return { municipality: translate(PROPERTIES_NAMESPACE, 'Please select a municipality') };
  if (committeeCount > 0 && selectedCount === 0)
    return { committees: translate(PROPERTIES_NAMESPACE, 'Select at least one committee') };
  return {};
}

const norm = (value: string) => value.toLowerCase().replace(/\s+/g, ' ').trim();

/** The municipality a suggested place names (its municipality, else the place itself), by name. */
export function municipalityForPlace(
  municipalities: Municipality[],
  ...names: (string | null | undefined)[]
): Municipality | undefined {
  for (const name of names) {
    if (!name) continue;
    const found = municipalities.find((m) => norm(m.name) === norm(name));
    if (found) return found;
  }
  return undefined;
}

/** The municipality whose name the address contains as whole words (the longest name wins: 'Richmond Hill' over 'Richmond'). */
export function municipalityInAddress(municipalities: Municipality[], address: string): Municipality | undefined {
  const text = ` ${norm(address).replace(/[^a-z0-9 ]+/g, ' ')} `.replace(/\s+/g, ' ');
  return [...municipalities]
    .sort((a, b) => b.name.length - a.name.length)
    .find((m) => {
      const name = norm(m.name).replace(/[^a-z0-9 ]+/g, ' ');
      return name && text.includes(` ${name} `);
    });
}
