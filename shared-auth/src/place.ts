/*
 * A place in words: a property or an item known only by its coordinates reads "Location 43.589° N, 79.644° W",
 * never as two bare signed numbers.
 */

const round = (value: number) => Math.round(Math.abs(value) * 1000) / 1000;

/** "Location 43.589° N, 79.644° W", or null without both coordinates. */
export function coordinatesLabel(
  latitude: number | string | null | undefined,
  longitude: number | string | null | undefined,
): string | null {
  const lat = typeof latitude === 'string' ? Number.parseFloat(latitude) : latitude;
  const lng = typeof longitude === 'string' ? Number.parseFloat(longitude) : longitude;
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return `Location ${round(lat)}° ${lat >= 0 ? 'N' : 'S'}, ${round(lng)}° ${lng >= 0 ? 'E' : 'W'}`;
}

/** A string made only of two signed decimals ("43.5890, -79.6441"), as older rows store a coordinates-only name. */
const BARE_COORDINATES = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/** The text itself, unless it is bare coordinates: then their readable label. */
export function readablePlace(text: string | null | undefined): string | null {
  if (!text) return null;
  const match = BARE_COORDINATES.exec(text);
  return match ? coordinatesLabel(match[1], match[2]) : text;
}

/** What a property's place reads: its address, else its coordinates in words, else 'No address'. */
export function propertyPlace(property: {
  address?: string | null;
  latitude?: number | string | null;
  longitude?: number | string | null;
}): string {
  return readablePlace(property.address) ?? coordinatesLabel(property.latitude, property.longitude) ?? 'No address';
}
