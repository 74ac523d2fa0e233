import { translate } from '../i18n/engine';
import { SHARED_NAMESPACE } from '../i18n/shared';
import type { ApiQuery, ApiResponse } from '../api/wire';

/** GET /api/map's answer: properties with the matching radii, and the matched items placed around them. */
export type SiteMapData = ApiResponse<'/api/map/'>;
export type SiteMapProperty = SiteMapData['properties'][number];
export type SiteMapItem = SiteMapData['items'][number];
export type SiteMapTiles = NonNullable<SiteMapData['tiles']>;
export type SiteMapQuery = ApiQuery<'/api/map/'>;
export type Severity = SiteMapItem['severity'];

/** The app's severity colours (the alert tags' red, orange and blue), dark enough for white text on them. */
export const SEVERITY_HEX: Record<Severity, string> = {
  urgent: '#cf1322',
  high: '#d46b08',
  normal: '#1677ff',
};
export const SEVERITY_NAMES: Record<Severity, string> = { urgent: 'Urgent', high: 'High Priority', normal: 'Normal' };

/** An alert's severity as every screen names it ('High Priority'), in the language in use; an unknown one as it is. */
export function severityName(severity: string): string {
  switch (severity) {
    case 'urgent':
      return translate(SHARED_NAMESPACE, 'Urgent');
    case 'high':
      return translate(SHARED_NAMESPACE, 'High Priority');
    case 'normal':
      return translate(SHARED_NAMESPACE, 'Normal');
    default:
      return severity;
  }
}
export const SEVERITY_ORDER: Severity[] = ['urgent', 'high', 'normal'];
export const PROPERTY_HEX = '#1d2b53';

/** A development application on the map's applications layer. */
export interface SiteMapApplication {
  id: number;
  latitude: number;
  longitude: number;
  fileNumber: string | null;
  /** Its type in words ("Minor variance"). */
  typeLabel: string;
  status: string | null;
  address: string | null;
}

/** An area's geometry, as the areas API keeps it (longitude first, as in GeoJSON). */
export type SiteMapAreaGeometry =
  { type: 'polygon'; coordinates: number[][] } | { type: 'circle'; center: number[]; radius_m: number };

/** A saved area shown on the map. */
export interface SiteMapArea {
  id: string;
  name: string;
  geometry: SiteMapAreaGeometry;
}

/** An area being drawn: a polygon's vertices so far, or a circle (latitude first, as Leaflet). */
export interface SiteMapDraft {
  vertices: Array<[number, number]>;
  circle: { center: [number, number]; radius: number } | null;
}

export const APPLICATION_HEX = '#722ed1';
export const AREA_HEX = '#08979c';
