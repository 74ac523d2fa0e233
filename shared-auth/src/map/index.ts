export { SiteMap } from './SiteMap';
export type { SiteMapProps } from './SiteMap';
export { MiniSiteMap } from './MiniSiteMap';
export type { MiniSiteMapProps } from './MiniSiteMap';
export { siteMapApi, useSiteMapQuery } from './mapApi';
export { clusterPoints } from './cluster';
export { formatMeters } from './ItemPopup';
export { PROPERTY_HEX, SEVERITY_HEX, SEVERITY_NAMES, SEVERITY_ORDER } from './types';
export type { Severity, SiteMapData, SiteMapItem, SiteMapProperty, SiteMapQuery, SiteMapTiles } from './types';
