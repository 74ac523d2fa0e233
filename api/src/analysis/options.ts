import type { ItemGeocoder } from '../geocoding/items.js';

export interface MatchingOptions {
  /** Distance tiers in metres, nearest first (MATCH_RADII_METERS). */
  radii: number[];
  /** Site-specific items and public works this close are 'high' (MATCH_NEAR_RADIUS_METERS). */
  nearRadius: number;
  /** Only these properties (a new property is matched alone). */
  propertyIds?: string[];
  /**
   * Items without coordinates are placed first from the addresses in their texts (geocode-items.ts): the address
   * index, then this online geocoder when set. Omitted: the index only, no online lookups.
   */
  geocoder?: ItemGeocoder | null;
  /** Online lookups per run at most (ITEM_GEOCODER_MAX_PER_RUN). */
  geocoderMaxPerRun?: number;
}
