import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, ScaleControl, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { injectMapStyles } from './leafletStyles';
import type { SiteMapTiles } from './types';

/*
 * A map of coloured points (the Coverage screen's municipalities), in the maps' lazy chunk. Each point is a marker
 * (focusable; Enter or a click selects it) with its name on hover and focus; the selected one is drawn larger.
 */

export interface MapPoint {
  id: number;
  latitude: number;
  longitude: number;
  /** A CSS colour of the dot. */
  color: string;
  /** The marker's title and tooltip ("Guelph: Not watched"). */
  title: string;
}

export interface PointMapViewProps {
  points: MapPoint[];
  tiles: SiteMapTiles | null;
  height: number | string;
  /** The map region's accessible name. */
  label: string;
  selectedId?: number | null;
  onSelect?(id: number): void;
}

const MAX_ZOOM = 16;
/** Ontario's populated south, when there is no point to frame. */
const ONTARIO: L.LatLngTuple = [44.5, -79.5];
const DOT = 14;
const SELECTED_DOT = 22;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const icons = new Map<string, L.DivIcon>();
function pointIcon(color: string, size: number): L.DivIcon {
  const key = `${color}:${size}`;
  let icon = icons.get(key);
  if (!icon) {
    icon = L.divIcon({
      className: 'pw-marker',
      iconSize: [size, size],
      html: `<span style="display:block;width:100%;height:100%;border-radius:50%;background:${escapeHtml(color)}"></span>`,
    });
    icons.set(key, icon);
  }
  return icon;
}

/** Frames every point once they first arrive (a filter later keeps the user's view). */
function FitPoints({ bounds }: { bounds: L.LatLngBounds | null }) {
  const map = useMap();
  const framed = useMemo(() => ({ done: false }), [map]);
  useEffect(() => {
    if (!bounds || framed.done) return;
    framed.done = true;
    map.fitBounds(bounds, { padding: [16, 16], maxZoom: 12 });
  }, [bounds, map, framed]);
  return null;
}

export default function PointMapView({ points, tiles, height, label, selectedId, onSelect }: PointMapViewProps) {
  injectMapStyles();
  const bounds = useMemo(
    () => (points.length ? L.latLngBounds(points.map((p) => [p.latitude, p.longitude] as L.LatLngTuple)) : null),
    [points],
  );
  return (
    <div role="region" aria-label={label} style={{ height, width: '100%' }}>
      <MapContainer
        className={`pw-map${tiles ? '' : ' pw-map-plain'}`}
        style={{ height: '100%', width: '100%', borderRadius: 8 }}
        {...(bounds ? { bounds, boundsOptions: { padding: [16, 16], maxZoom: 12 } } : { center: ONTARIO, zoom: 6 })}
        maxZoom={MAX_ZOOM}
        keyboard
      >
        {tiles && <TileLayer url={tiles.url} attribution={escapeHtml(tiles.attribution)} maxZoom={MAX_ZOOM} />}
        <ScaleControl position="bottomleft" imperial={false} />
        <FitPoints bounds={bounds} />
        {points.map((p) => {
          const selected = p.id === selectedId;
          return (
            <Marker
              key={p.id}
              position={[p.latitude, p.longitude]}
              icon={pointIcon(p.color, selected ? SELECTED_DOT : DOT)}
              title={p.title}
              alt={p.title}
              zIndexOffset={selected ? 1000 : 0}
              eventHandlers={{ click: () => onSelect?.(p.id) }}
            >
              <Tooltip direction="top" offset={[0, -8]} className="pw-label">
                {p.title}
              </Tooltip>
            </Marker>
          );
        })}
      </MapContainer>
    </div>
  );
}
