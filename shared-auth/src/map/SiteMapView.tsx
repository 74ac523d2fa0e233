import L from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import {
  Circle,
  MapContainer,
  Marker,
  Polyline,
  Popup,
  ScaleControl,
  TileLayer,
  Tooltip,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import { clusterPoints } from './cluster';
import { formatMeters } from './format';
import { translate } from '../i18n/engine';
import { SHARED_NAMESPACE } from '../i18n/shared';
import { ItemPopup } from './ItemPopup';
import { injectMapStyles } from './leafletStyles';
import { AreaDraft, AreaShapes, ApplicationMarkers, FocusArea } from './AreaLayers';
import type {
  SiteMapApplication,
  SiteMapArea,
  SiteMapDraft,
  SiteMapItem,
  SiteMapProperty,
  SiteMapTiles,
} from './types';
import { PROPERTY_HEX, SEVERITY_HEX, SEVERITY_ORDER, severityName } from './types';

/*
 * The map itself (Leaflet through react-leaflet), in its own lazy chunk: only screens that show a map load it.
 * Properties are dark squares labelled with their names, ringed at the matching radii; matched items are dots in
 * their severity's colour, clustered in screen space when dense. Every marker is a focusable button (Tab, then
 * Enter opens its popup); the map itself pans with the arrow keys and zooms with + and -.
 */

export interface SiteMapViewProps {
  properties: SiteMapProperty[];
  items: SiteMapItem[];
  radii: number[];
  tiles: SiteMapTiles | null;
  height: number | string;
  /** The map region's accessible name. */
  label: string;
  /** Group dense items into numbered bubbles (the full map). */
  cluster?: boolean;
  /** A dashed line from each item to its property, labelled with the distance (the small maps). */
  lines?: boolean;
  /** Small map: the wheel scrolls the page instead of zooming, no zoom buttons (double-click, + and - zoom). */
  compact?: boolean;
  /** Fit the view to the items too (default), or to the properties' rings only (a property card). */
  fitItems?: boolean;
  /** The applications layer (the full map). */
  applications?: SiteMapApplication[];
  /** Saved areas, outlined. */
  areas?: SiteMapArea[];
  /** An area to bring into view. */
  focusArea?: SiteMapArea | null;
  /** An area being drawn: the map's clicks go to onDrawClick, a double-click to onDrawFinish. */
  draft?: SiteMapDraft | null;
  onDrawClick?: (lat: number, lng: number) => void;
  onDrawFinish?: () => void;
}

const MAX_ZOOM = 18;
const CLUSTER_RADIUS_PX = 44;
const TORONTO: L.LatLngTuple = [43.7, -79.42];
/** The property square: 24 px, the smallest pointer target (WCAG 2.2 target size). */
const PROPERTY_SIZE = 24;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const dotIcons = new Map<string, L.DivIcon>();
function dotIcon(severity: SiteMapItem['severity'], size: number): L.DivIcon {
  const key = `${severity}:${size}`;
  let icon = dotIcons.get(key);
  if (!icon) {
    icon = L.divIcon({
      className: 'pw-marker',
      iconSize: [size, size],
      html: `<span style="display:block;width:100%;height:100%;border-radius:50%;background:${SEVERITY_HEX[severity]}"></span>`,
    });
    dotIcons.set(key, icon);
  }
  return icon;
}

/** A numbered bubble in the worst severity's colour; beside a property (to its right) when gathered at one. */
function clusterIcon(members: SiteMapItem[], besideProperty: boolean): L.DivIcon {
  const worst = SEVERITY_ORDER.find((s) => members.some((m) => m.severity === s)) ?? 'normal';
  const size = Math.min(46, 26 + Math.round(Math.log2(members.length) * 4));
  return L.divIcon({
    className: '',
    iconSize: [size, size],
    // Beside a property, the bubble starts 2 px right of the property's 24 px square, never over it.
    iconAnchor: besideProperty ? [-(PROPERTY_SIZE / 2 + 2), size / 2] : [size / 2, size / 2],
    html: `<span class="pw-cluster" style="width:${size}px;height:${size}px;background:${SEVERITY_HEX[worst]}">${members.length}</span>`,
  });
}

const PROPERTY_ICON = L.divIcon({
  className: '',
  iconSize: [PROPERTY_SIZE, PROPERTY_SIZE],
  html:
    `<span class="pw-property" style="width:${PROPERTY_SIZE}px;height:${PROPERTY_SIZE}px;background:${PROPERTY_HEX}">` +
    '<svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true"><path d="M6 1 1 5.5V11h3.5V7.5h3V11H11V5.5z" fill="#fff"/></svg></span>',
});

const placed = (p: SiteMapProperty): p is SiteMapProperty & { latitude: number; longitude: number } =>
  p.latitude !== null && p.longitude !== null;

/** What the view should show: every placed property with `radius` around it, and every item. */
function boundsOf(properties: SiteMapProperty[], items: SiteMapItem[], radius: number): L.LatLngBounds | null {
  const parts: L.LatLngBounds[] = [];
  for (const p of properties.filter(placed)) parts.push(L.latLng(p.latitude, p.longitude).toBounds(radius * 2));
  for (const i of items) parts.push(L.latLngBounds([i.latitude, i.longitude], [i.latitude, i.longitude]));
  if (!parts.length) return null;
  return parts.reduce((all, b) => all.extend(b), L.latLngBounds(parts[0]!.getSouthWest(), parts[0]!.getNorthEast()));
}

/** Fits the view again when the set of properties shown changes (a property or municipality filter). */
function FitView({
  bounds,
  fitKey,
  pad,
  maxZoom,
}: {
  bounds: L.LatLngBounds | null;
  fitKey: string;
  pad: L.PointTuple;
  maxZoom: number;
}) {
  const map = useMap();
  useEffect(() => {
    if (bounds) map.fitBounds(bounds, { padding: pad, maxZoom });
    // Only when the properties change (fitKey): a severity filter keeps the user's view.
  }, [fitKey, map]);
  // The box can change size after the map was made (the page grows a scrollbar, a column settles): Leaflet then
  // still centres on the old size. Resize with it, and fit again while the user has not moved the view by hand.
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return undefined;
    const container = map.getContainer();
    let touched = false;
    const touch = () => {
      touched = true;
    };
    const inputs = ['pointerdown', 'wheel', 'keydown', 'touchstart'] as const;
    for (const type of inputs) container.addEventListener(type, touch, { passive: true });
    let size = { width: container.clientWidth, height: container.clientHeight };
    const observer = new ResizeObserver(() => {
      const now = { width: container.clientWidth, height: container.clientHeight };
      if (now.width === size.width && now.height === size.height) return;
      size = now;
      map.invalidateSize({ pan: false });
      if (!touched && bounds) map.fitBounds(bounds, { padding: pad, maxZoom, animate: false });
    });
    observer.observe(container);
    return () => {
      observer.disconnect();
      for (const type of inputs) container.removeEventListener(type, touch);
    };
  }, [fitKey, map]);
  return null;
}

/** From this zoom every property's name is shown; below it, only names that no other label overlaps. */
const LABEL_MIN_ZOOM = 13;

function PropertyMarkers({
  properties,
  radii,
}: {
  properties: Array<SiteMapProperty & { latitude: number; longitude: number }>;
  radii: number[];
}) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  // A name stays shown when no other property's label would overlap it (else on hover and focus).
  const labelled = useMemo(() => {
    const at = properties.map((p) => map.project([p.latitude, p.longitude], zoom));
    return new Set(
      properties
        .filter((_, i) =>
          at.every((q, j) => j === i || Math.abs(q.x - at[i]!.x) > 170 || Math.abs(q.y - at[i]!.y) > 30),
        )
        .map((p) => p.id),
    );
  }, [properties, zoom, map]);
  return (
    <>
      {properties.map((p) => {
        const permanent = zoom >= LABEL_MIN_ZOOM || labelled.has(p.id);
        return (
          <Marker
            key={p.id}
            position={[p.latitude, p.longitude]}
            icon={PROPERTY_ICON}
            title={translate(SHARED_NAMESPACE, 'Property: {{name}}', { name: p.name })}
            alt={p.name}
            zIndexOffset={1000}
          >
            <Tooltip
              key={permanent ? 'always' : 'hover'}
              permanent={permanent}
              direction="top"
              offset={[0, -12]}
              className="pw-label"
            >
              {p.name}
            </Tooltip>
            <Popup>
              <div data-testid="map-property-popup" style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
                <strong>{p.name}</strong>
                {p.address && <span>{p.address}</span>}
                <span style={{ color: 'rgba(0,0,0,0.65)' }}>
                  {translate(SHARED_NAMESPACE, 'Matching rings: {{radii}}', {
                    radii: radii.map((r) => formatMeters(r)).join(', '),
                  })}
                </span>
              </div>
            </Popup>
          </Marker>
        );
      })}
    </>
  );
}

/** A cluster's tooltip: "12 matched items around Queen West Lofts: zoom in". */
function clusterTitle(count: number, around: string | undefined, zoomable: boolean): string {
  const t = (key: string, values: Record<string, unknown>) => translate(SHARED_NAMESPACE, key, values);
  if (around)
    return zoomable
      ? t('{{count}} matched items around {{name}}: zoom in', { count, name: around })
      : t('{{count}} matched items around {{name}}', { count, name: around });
  return zoomable ? t('{{count}} matched items: zoom in', { count }) : t('{{count}} matched items', { count });
}

function ItemMarkers({
  items,
  anchors,
  names,
  cluster,
  compact,
}: {
  items: SiteMapItem[];
  anchors: Array<SiteMapProperty & { latitude: number; longitude: number }>;
  names: Map<string, string>;
  cluster: boolean;
  compact: boolean;
}) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const groups = useMemo(() => {
    if (!cluster) return items.map((item) => ({ members: [item], anchor: undefined }));
    const screen = <T,>(lat: number, lng: number, value: T) => {
      const at = map.project([lat, lng], zoom);
      return { x: at.x, y: at.y, value };
    };
    return clusterPoints(
      items.map((item) => screen(item.latitude, item.longitude, item)),
      CLUSTER_RADIUS_PX,
      anchors.map((p) => screen(p.latitude, p.longitude, p)),
    ).filter((group) => group.members.length > 0);
  }, [items, anchors, cluster, zoom, map]);

  return (
    <>
      {groups.map(({ members, anchor }) => {
        const first = members[0]!;
        if (members.length === 1) {
          return (
            <Marker
              key={first.id}
              position={[first.latitude, first.longitude]}
              icon={dotIcon(first.severity, compact ? 14 : 16)}
              title={`${first.title} (${severityName(first.severity)})`}
              alt={first.title}
            >
              <Popup>
                <ItemPopup item={first} propertyName={names.get(first.property_id)} />
              </Popup>
            </Marker>
          );
        }
        // Gathered at a property: beside it; otherwise at the members' centre.
        const lat = anchor ? anchor.latitude : members.reduce((s, m) => s + m.latitude, 0) / members.length;
        const lng = anchor ? anchor.longitude : members.reduce((s, m) => s + m.longitude, 0) / members.length;
        const canZoom = zoom < MAX_ZOOM;
        const memberBounds = L.latLngBounds(members.map((m) => [m.latitude, m.longitude] as L.LatLngTuple));
        const spread = !memberBounds.getSouthWest().equals(memberBounds.getNorthEast());
        return (
          <Marker
            key={`c${first.id}`}
            position={[lat, lng]}
            icon={clusterIcon(members, Boolean(anchor))}
            zIndexOffset={2000}
            title={clusterTitle(members.length, anchor?.name, canZoom && spread)}
            eventHandlers={{
              click: () => {
                if (canZoom && spread) map.fitBounds(memberBounds, { padding: [48, 48], maxZoom: MAX_ZOOM });
              },
            }}
          >
            {!(canZoom && spread) && (
              <Popup maxHeight={320}>
                <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
                  {members.map((m) => (
                    <ItemPopup key={m.id} item={m} propertyName={names.get(m.property_id)} />
                  ))}
                </div>
              </Popup>
            )}
          </Marker>
        );
      })}
    </>
  );
}

export default function SiteMapView({
  properties,
  items,
  radii,
  tiles,
  height,
  label,
  cluster = false,
  lines = false,
  compact = false,
  fitItems = true,
  applications,
  areas,
  focusArea = null,
  draft = null,
  onDrawClick,
  onDrawFinish,
}: SiteMapViewProps) {
  injectMapStyles();
  const outer = radii[radii.length - 1] ?? 1000;
  // With distance lines (the alert view) the view frames the property and its items themselves, zoomed in as far
  // as the map goes, with room around them: a line is then long enough to read its two ends apart from its label
  // (at the outer ring's scale, 180 m was 18 px under the label). Items all at the property: its first ring.
  const lined = lines && items.some((item) => item.distance_meters === null || item.distance_meters >= 5);
  const frame = lines ? (lined ? 1 : (radii[0] ?? 150)) : outer;
  const shown = useMemo(() => properties.filter(placed), [properties]);
  const bounds = useMemo(() => boundsOf(shown, fitItems ? items : [], frame), [shown, items, frame, fitItems]);
  const fitKey = shown.map((p) => p.id).join(',');
  const pad: L.PointTuple = lined ? [48, 36] : compact ? [6, 6] : [24, 24];
  const fitMaxZoom = lined ? MAX_ZOOM : 16;
  const names = useMemo(() => new Map(properties.map((p) => [p.id, p.name])), [properties]);
  const byId = useMemo(() => new Map(shown.map((p) => [p.id, p])), [shown]);

  return (
    <div role="region" aria-label={label} style={{ height, width: '100%' }}>
      <MapContainer
        className={`pw-map${tiles ? '' : ' pw-map-plain'}`}
        style={{ height: '100%', width: '100%', borderRadius: 8 }}
        {...(bounds ? { bounds, boundsOptions: { padding: pad, maxZoom: fitMaxZoom } } : { center: TORONTO, zoom: 9 })}
        zoomSnap={compact ? 0.25 : 1}
        maxZoom={MAX_ZOOM}
        scrollWheelZoom={!compact}
        zoomControl={!compact}
        keyboard
      >
        {tiles && <TileLayer url={tiles.url} attribution={escapeHtml(tiles.attribution)} maxZoom={MAX_ZOOM} />}
        <ScaleControl position="bottomleft" imperial={false} />
        <FitView bounds={bounds} fitKey={fitKey} pad={pad} maxZoom={fitMaxZoom} />
        {shown.map((p) =>
          radii.map((r, index) => (
            <Circle
              key={`${p.id}:${r}`}
              center={[p.latitude, p.longitude]}
              radius={r}
              interactive={false}
              pathOptions={{
                color: PROPERTY_HEX,
                weight: index === radii.length - 1 ? 1.5 : 1,
                opacity: 0.7,
                dashArray: '4 6',
                fillColor: PROPERTY_HEX,
                fillOpacity: 0.025,
              }}
            />
          )),
        )}
        {lines &&
          items.map((item) => {
            const p = byId.get(item.property_id);
            // An item at the property itself (its address) has no line to draw.
            if (!p || (item.distance_meters !== null && item.distance_meters < 5)) return null;
            return (
              <Polyline
                key={`l${item.id}`}
                positions={[
                  [p.latitude, p.longitude],
                  [item.latitude, item.longitude],
                ]}
                pathOptions={{ color: SEVERITY_HEX[item.severity], weight: 2, dashArray: '6 4' }}
              >
                {item.distance_meters !== null && (
                  <Tooltip permanent direction="center" className="pw-label">
                    {formatMeters(item.distance_meters)}
                  </Tooltip>
                )}
              </Polyline>
            );
          })}
        <PropertyMarkers properties={shown} radii={radii} />
        <ItemMarkers items={items} anchors={shown} names={names} cluster={cluster} compact={compact} />
        {areas && <AreaShapes areas={areas} />}
        {applications && <ApplicationMarkers applications={applications} />}
        <FocusArea area={focusArea} />
        {draft && (
          <AreaDraft
            draft={draft}
            onClick={onDrawClick ?? (() => undefined)}
            onDoubleClick={onDrawFinish ?? (() => undefined)}
          />
        )}
      </MapContainer>
    </div>
  );
}
