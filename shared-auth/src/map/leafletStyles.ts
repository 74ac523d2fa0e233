import leafletCss from 'leaflet/dist/leaflet.css?raw';

/** The map's own look: markers, cluster bubbles, property labels, the plain background without a basemap. */
const SITE_MAP_CSS = `
.pw-map { background: #eef1f5; font: inherit; }
.pw-map.pw-drawing, .pw-map.pw-drawing .leaflet-interactive { cursor: crosshair; }
/* While drawing, a click on a marker or a label is a corner too (the markers let it through to the map). */
.pw-map.pw-drawing .leaflet-marker-pane *, .pw-map.pw-drawing .leaflet-tooltip-pane * { pointer-events: none !important; }
.pw-application:focus-visible { outline: 3px solid #1f5eff; outline-offset: 2px; }
.pw-map.pw-map-plain { background-color: #f3f5f8;
  background-image: linear-gradient(#e3e7ed 1px, transparent 1px), linear-gradient(90deg, #e3e7ed 1px, transparent 1px);
  background-size: 64px 64px; }
.pw-marker { border-radius: 50%; border: 2px solid #fff; box-shadow: 0 0 0 1px rgba(0,0,0,.35); box-sizing: border-box; }
.pw-marker:focus-visible, .pw-cluster:focus-visible, .pw-property:focus-visible { outline: 3px solid #1f5eff; outline-offset: 2px; }
.pw-cluster { display: grid; place-items: center; border-radius: 50%; color: #fff; font-weight: 600; font-size: 12px;
  border: 3px solid rgba(255,255,255,.85); box-shadow: 0 0 0 1px rgba(0,0,0,.35); box-sizing: border-box; }
.pw-property { display: grid; place-items: center; border-radius: 6px; background: #1d2b53; color: #fff;
  border: 2px solid #fff; box-shadow: 0 1px 3px rgba(0,0,0,.45); box-sizing: border-box; font-size: 12px; }
.pw-label.leaflet-tooltip { font-weight: 600; padding: 1px 6px; color: #1d2b53; }
.pw-map .leaflet-popup-content { margin: 10px 14px; min-width: 200px; }
.pw-map .leaflet-control-scale-line { font-size: 11px; }
.pw-map .leaflet-control-attribution { line-height: 24px; }
.pw-map .leaflet-control-attribution a { display: inline-block; min-height: 24px; }
`;

let injected = false;

/** Adds Leaflet's stylesheet and the map's own once, when the first map renders (the map's chunk only). */
export function injectMapStyles(doc: Document = document): void {
  if (injected || doc.querySelector('style[data-pw-map]')) {
    injected = true;
    return;
  }
  const style = doc.createElement('style');
  style.setAttribute('data-pw-map', '');
  style.textContent = `${leafletCss}\n${SITE_MAP_CSS}`;
  doc.head.appendChild(style);
  injected = true;
}
