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
export const SEVERITY_ORDER: Severity[] = ['urgent', 'high', 'normal'];
export const PROPERTY_HEX = '#1d2b53';
