/*
 * Drawing an area on /map, as plain state: a polygon's vertices (click to add, double-click or Finish to close) or a
 * circle (a click sets the centre, another click or the radius field its radius). Latitude first, as the map;
 * the API takes longitude first (GeoJSON), which `geometryOf` gives.
 */
import { translate } from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';

export type DrawMode = 'polygon' | 'circle';

export interface Draft {
  mode: DrawMode;
  vertices: Array<[number, number]>;
  center: [number, number] | null;
  radius: number;
}

export type AreaGeometryBody =
  { type: 'polygon'; coordinates: number[][] } | { type: 'circle'; center: number[]; radius_m: number };

export const DEFAULT_RADIUS = 500;
export const MIN_RADIUS = 10;
export const MAX_RADIUS = 50_000;
export const MAX_VERTICES = 200;

export const emptyDraft = (mode: DrawMode): Draft => ({ mode, vertices: [], center: null, radius: DEFAULT_RADIUS });

/** Great-circle distance in metres. */
export function distanceMeters(a: [number, number], b: [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLng = (b[1] - a[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const clampRadius = (r: number) => Math.round(Math.min(MAX_RADIUS, Math.max(MIN_RADIUS, r)));

/** A click on the map while drawing. */
export function clicked(draft: Draft, lat: number, lng: number): Draft {
  if (draft.mode === 'circle') {
    if (!draft.center) return { ...draft, center: [lat, lng] };
    return { ...draft, radius: clampRadius(distanceMeters(draft.center, [lat, lng])) };
  }
  const last = draft.vertices[draft.vertices.length - 1];
  // The two clicks of a double-click land on one spot: one vertex.
  if (last && Math.abs(last[0] - lat) < 1e-9 && Math.abs(last[1] - lng) < 1e-9) return draft;
  if (draft.vertices.length >= MAX_VERTICES) return draft;
  return { ...draft, vertices: [...draft.vertices, [lat, lng]] };
}

export const withRadius = (draft: Draft, radius: number): Draft => ({ ...draft, radius: clampRadius(radius) });

export const undone = (draft: Draft): Draft =>
  draft.mode === 'circle' ? { ...draft, center: null } : { ...draft, vertices: draft.vertices.slice(0, -1) };

/** Whether the draft can be closed into an area. */
export const complete = (draft: Draft) =>
  draft.mode === 'circle' ? draft.center !== null : draft.vertices.length >= 3;

/** The API's geometry of a complete draft (longitude first); null while incomplete. */
export function geometryOf(draft: Draft): AreaGeometryBody | null {
  if (!complete(draft)) return null;
  if (draft.mode === 'circle') {
    const [lat, lng] = draft.center!;
    return { type: 'circle', center: [lng, lat], radius_m: draft.radius };
  }
  return { type: 'polygon', coordinates: draft.vertices.map(([lat, lng]) => [lng, lat]) };
}

/** What the map draws of it. */
export function shownDraft(draft: Draft) {
  return {
    vertices: draft.mode === 'polygon' ? draft.vertices : [],
    circle: draft.mode === 'circle' && draft.center ? { center: draft.center, radius: draft.radius } : null,
  };
}

/** The words that tell what to do next, in the language in use. */
export function hint(draft: Draft): string {
  if (draft.mode === 'circle')
    return draft.center
      ? translate(PROPERTIES_NAMESPACE, 'Click again to set the radius, or type it; then Finish.')
      : translate(PROPERTIES_NAMESPACE, 'Click the centre of the circle on the map.');
  const n = draft.vertices.length;
  if (n < 3)
    return translate(PROPERTIES_NAMESPACE, 'Click the corners of the area on the map ({{n}} of at least 3).', { n });
  return translate(PROPERTIES_NAMESPACE, '{{n}} corners. Double-click or Finish to close the area.', { n });
}
