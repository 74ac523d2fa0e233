import { lazy, Suspense } from 'react';
import type { PointMapViewProps } from './PointMapView';

/** Leaflet loads with the first map shown, in the maps' own chunk (as SiteMap). */
const PointMapView = lazy(() => import(/* webpackChunkName: "site-map" */ './PointMapView'));

export type PointMapProps = PointMapViewProps;
export type { MapPoint } from './PointMapView';

/** A map of coloured, selectable points: lazy, with a placeholder of its size meanwhile. */
export function PointMap(props: PointMapProps) {
  return (
    <Suspense
      fallback={
        <div
          role="status"
          aria-label="Loading the map"
          style={{ height: props.height, width: '100%', borderRadius: 8, background: '#f3f5f8' }}
        />
      }
    >
      <PointMapView {...props} />
    </Suspense>
  );
}
