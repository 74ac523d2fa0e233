import { lazyComponent } from '../ui/lazyComponent';
export { SiteMap } from './SiteMap';
export type { SiteMapProps } from './SiteMap';
export { PointMap } from './PointMap';
export type { MapPoint, PointMapProps } from './PointMap';
// Loaded when first rendered: the alert view and the property cards show it, not the first screen.
export const MiniSiteMap = lazyComponent(() => import('./MiniSiteMap').then((module) => module.MiniSiteMap));
export type { MiniSiteMapProps } from './MiniSiteMap';
export { siteMapApi, useSiteMapQuery } from './mapApi';
export { formatMeters } from './format';
export {
  APPLICATION_HEX,
  AREA_HEX,
  PROPERTY_HEX,
  SEVERITY_HEX,
  SEVERITY_NAMES,
  SEVERITY_ORDER,
  severityName,
} from './types';
export type {
  Severity,
  SiteMapApplication,
  SiteMapArea,
  SiteMapAreaGeometry,
  SiteMapDraft,
  SiteMapData,
  SiteMapItem,
  SiteMapProperty,
  SiteMapQuery,
  SiteMapTiles,
} from './types';
