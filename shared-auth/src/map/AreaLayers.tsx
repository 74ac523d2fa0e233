import L from 'leaflet';
import { useEffect } from 'react';
import {
  Circle,
  CircleMarker,
  Marker,
  Pane,
  Polygon,
  Polyline,
  Popup,
  Tooltip,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import { Link } from 'react-router-dom';
import type { SiteMapApplication, SiteMapArea, SiteMapDraft } from './types';
import { APPLICATION_HEX, AREA_HEX } from './types';
import { translate } from '../i18n/engine';
import { SHARED_NAMESPACE } from '../i18n/shared';

const t = (key: string, values?: Record<string, unknown>) => translate(SHARED_NAMESPACE, key, values);

/*
 * The map's layers of development applications and areas (in the map's lazy chunk): applications as violet
 * diamonds whose popup gives the file number, type, status and a link to the application; saved areas as teal
 * outlines; the area being drawn, and the map's clicks while drawing (double-click closes a polygon, so it does not
 * zoom meanwhile).
 */

const APPLICATION_SIZE = 18;
const APPLICATION_ICON = L.divIcon({
  className: 'pw-application',
  iconSize: [APPLICATION_SIZE, APPLICATION_SIZE],
  html: `<span style="display:block;width:12px;height:12px;margin:3px;transform:rotate(45deg);background:${APPLICATION_HEX};border:1.5px solid #fff;box-shadow:0 0 0 1px ${APPLICATION_HEX}"></span>`,
});

export function ApplicationMarkers({ applications }: { applications: SiteMapApplication[] }) {
  return (
    <>
      {applications.map((a) => (
        <Marker
          key={`a${a.id}`}
          position={[a.latitude, a.longitude]}
          icon={APPLICATION_ICON}
          title={t('Application {{name}}', { name: a.fileNumber ?? a.typeLabel })}
          alt={a.fileNumber ?? a.typeLabel}
        >
          <Popup>
            <div data-testid="map-application-popup" style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
              <strong>{a.fileNumber ?? t('No file number yet')}</strong>
              <span>{a.typeLabel}</span>
              {a.address && <span>{a.address}</span>}
              <span style={{ color: 'rgba(0,0,0,0.65)' }}>
                {t('Status: {{status}}', { status: a.status ?? t('not given') })}
              </span>
              <Link to={`/applications/${a.id}`}>{t('Open application')}</Link>
            </div>
          </Popup>
        </Marker>
      ))}
    </>
  );
}

const lngLatToLatLng = (c: number[]): L.LatLngTuple => [c[1]!, c[0]!];

/** Areas and the draft have their own pane, under the markers and apart from the properties' rings. */
export const AREA_PANE = 'pw-areas';

export function AreaShapes({ areas }: { areas: SiteMapArea[] }) {
  const style = { color: AREA_HEX, weight: 2, fillColor: AREA_HEX, fillOpacity: 0.08 };
  return (
    <Pane name={AREA_PANE} style={{ zIndex: 390 }}>
      {areas.map((a) =>
        a.geometry.type === 'circle' ? (
          <Circle
            key={a.id}
            center={lngLatToLatLng(a.geometry.center)}
            radius={a.geometry.radius_m}
            pathOptions={style}
          >
            <Tooltip sticky>{a.name}</Tooltip>
          </Circle>
        ) : (
          <Polygon key={a.id} positions={a.geometry.coordinates.map(lngLatToLatLng)} pathOptions={style}>
            <Tooltip sticky>{a.name}</Tooltip>
          </Polygon>
        ),
      )}
    </Pane>
  );
}

/** The area being drawn, and the clicks that draw it. */
export function AreaDraft({
  draft,
  onClick,
  onDoubleClick,
}: {
  draft: SiteMapDraft;
  onClick: (lat: number, lng: number) => void;
  onDoubleClick: () => void;
}) {
  const map = useMap();
  useEffect(() => {
    map.doubleClickZoom.disable();
    const container = map.getContainer();
    container.classList.add('pw-drawing');
    return () => {
      map.doubleClickZoom.enable();
      container.classList.remove('pw-drawing');
    };
  }, [map]);
  useMapEvents({
    click: (e) => onClick(e.latlng.lat, e.latlng.lng),
    dblclick: () => onDoubleClick(),
  });
  const style = { color: AREA_HEX, weight: 2, dashArray: '6 4', fillColor: AREA_HEX, fillOpacity: 0.12 };
  return (
    <Pane name={`${AREA_PANE}-draft`} style={{ zIndex: 395 }}>
      {draft.circle && (
        <Circle center={draft.circle.center} radius={draft.circle.radius} pathOptions={style} interactive={false} />
      )}
      {draft.vertices.length >= 3 ? (
        <Polygon positions={draft.vertices} pathOptions={style} interactive={false} />
      ) : draft.vertices.length === 2 ? (
        <Polyline positions={draft.vertices} pathOptions={style} interactive={false} />
      ) : null}
      {draft.vertices.map((v, i) => (
        <CircleMarker
          key={`v${i}`}
          center={v}
          radius={5}
          interactive={false}
          pathOptions={{ color: '#fff', weight: 2, fillColor: AREA_HEX, fillOpacity: 1 }}
        />
      ))}
    </Pane>
  );
}

/** Fits the view to an area asked for ("Show on map"). */
export function FocusArea({ area }: { area: SiteMapArea | null }) {
  const map = useMap();
  useEffect(() => {
    if (!area) return;
    const g = area.geometry;
    const bounds =
      g.type === 'circle'
        ? L.latLng(lngLatToLatLng(g.center)).toBounds(g.radius_m * 2)
        : L.latLngBounds(g.coordinates.map(lngLatToLatLng));
    map.fitBounds(bounds, { padding: [24, 24], maxZoom: 17 });
  }, [area, map]);
  return null;
}
