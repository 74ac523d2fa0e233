import { lazy, Suspense } from 'react';
import type { SiteMapViewProps } from './SiteMapView';

/** Leaflet and react-leaflet load with the first map shown, in their own chunk (about 50 KB gzip). */
const SiteMapView = lazy(() => import(/* webpackChunkName: "site-map" */ './SiteMapView'));

export type SiteMapProps = SiteMapViewProps;

/** A map of properties, their matching rings and matched items: lazy, with a placeholder of its size meanwhile. */
export function SiteMap(props: SiteMapProps) {
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
      <SiteMapView {...props} />
    </Suspense>
  );
}
