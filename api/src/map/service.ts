import { distanceMeters } from '../addresses/grammar.js';
import { placementPoints } from '../analysis/geocode-items.js';
import type { Config } from '../config/index.js';
import type { DbOrTx } from '../db/client.js';
import type { GeoPoint } from '../db/schema/index.js';
import { UUID_RE } from '../lib/crypto.js';
import { InvalidError, NotFoundError } from '../lib/domain-errors.js';
import {
  MAP_CATEGORIES,
  ALERT_SEVERITIES,
  MAP_DEFAULT_DAYS,
  MAP_ITEMS_DEFAULT,
  MAP_ITEMS_MAX,
  MAP_PERIOD_MAX_DAYS,
  type MapItemOut,
  type MapOutT,
  type MapQueryIn,
} from '../schemas/map.js';
import { intQuery, oneOf } from '../schemas/query.js';
import {
  mapAlertOwned,
  mapItems,
  mapProperties,
  propertyMunicipalities,
  unplacedCount,
  type MapFilters,
  type MapItemRow,
  type MapPropertyRow,
} from './repository.js';

/*
 * The map's answer: the company's properties with the matching radii, and the items matched to them, each at its
 * point nearest the property. Filters are checked here (a bad one answers 400 naming the field); at most `limit`
 * items are listed, the newest meetings first, and `truncated` says that more matched.
 */

const DAY_MS = 86_400_000;
const DATE_RE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** A date query value: YYYY-MM-DD (the day's start in UTC, or its end for `to`) or an ISO date-time. */
export function dateQuery(value: string | undefined, label: string, endOfDay = false): Date | null {
  if (value === undefined || value.trim() === '') return null;
  const text = value.trim();
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const date = DATE_RE.test(text) ? new Date(day ? `${text}T00:00:00Z` : text) : new Date(NaN);
  if (Number.isNaN(date.getTime()) || (day && date.toISOString().slice(0, 10) !== text)) {
    throw new InvalidError(`${label} must be a date such as 2026-01-31 or an ISO date-time`);
  }
  return day && endOfDay ? new Date(date.getTime() + DAY_MS - 1) : date;
}

/** Comma-separated severities; undefined when absent; 400 on an unknown one. */
export function severitiesQuery(value: string | undefined): MapFilters['severities'] {
  if (value === undefined || value.trim() === '') return null;
  const parts = [...new Set(value.split(',').map((part) => part.trim()))].filter(Boolean);
  return parts.map((part) => oneOf(part, ALERT_SEVERITIES, 'Severity')!);
}

export function mapFilters(query: MapQueryIn, now: Date): MapFilters {
  const alertId = intQuery(query.alertId, 'Alert id', 1, 2_147_483_647) ?? null;
  const to = dateQuery(query.to, 'To', true);
  const from =
    dateQuery(query.from, 'From') ?? (alertId === null ? new Date(now.getTime() - MAP_DEFAULT_DAYS * DAY_MS) : null);
  if (from && to && to < from) throw new InvalidError('To must not be before From');
  if (from && to && to.getTime() - from.getTime() > MAP_PERIOD_MAX_DAYS * DAY_MS) {
    throw new InvalidError(`The period may span ${MAP_PERIOD_MAX_DAYS} days at most`);
  }
  const propertyId = query.propertyId?.trim() || null;
  if (propertyId !== null && !UUID_RE.test(propertyId)) throw new NotFoundError('Property not found');
  return {
    from,
    to,
    severities: severitiesQuery(query.severity),
    category: oneOf(query.category, MAP_CATEGORIES, 'Category') ?? null,
    municipalityId: intQuery(query.municipalityId, 'Municipality id', 1, 2_147_483_647) ?? null,
    propertyId,
    alertId,
  };
}

/** The item's point nearest the property: its own coordinates first, else where geocoding placed it. */
export function nearestPoint(row: Pick<MapItemRow, 'coordinates' | 'placement'>, at: GeoPoint | null) {
  const points = row.coordinates?.length ? row.coordinates : placementPoints(row.placement);
  const valid = points.filter((p) => Number.isFinite(p?.lat) && Number.isFinite(p?.lng));
  if (!valid.length) return null;
  if (!at) return { point: valid[0]!, meters: null };
  let best = valid[0]!;
  let bestMeters = distanceMeters(best, at);
  for (const p of valid.slice(1)) {
    const meters = distanceMeters(p, at);
    if (meters < bestMeters) [best, bestMeters] = [p, meters];
  }
  return { point: best, meters: bestMeters };
}

const propertyPoint = (p: MapPropertyRow | undefined): GeoPoint | null =>
  p && p.latitude !== null && p.longitude !== null ? { lat: p.latitude, lng: p.longitude } : null;

export async function buildMap(
  db: DbOrTx,
  config: Pick<Config, 'matchRadiiMeters' | 'matchNearRadiusMeters' | 'mapTiles'>,
  companyId: string,
  query: MapQueryIn,
  now = new Date(),
): Promise<MapOutT> {
  const filters = mapFilters(query, now);
  const limit = intQuery(query.limit, 'Limit', 1, MAP_ITEMS_MAX, MAP_ITEMS_DEFAULT);
  if (filters.alertId !== null && !(await mapAlertOwned(db, companyId, filters.alertId))) {
    throw new NotFoundError('Alert not found');
  }
  const props = await mapProperties(db, companyId, filters);
  if (filters.propertyId && !props.length) {
    // Unknown, another company's, or outside the municipality filter: only the first two are errors.
    const owned = await mapProperties(db, companyId, { ...filters, municipalityId: null, alertId: null });
    if (!owned.length) throw new NotFoundError('Property not found');
  }
  const [rows, unplaced, munis] = await Promise.all([
    mapItems(db, companyId, filters, limit),
    unplacedCount(db, companyId, filters),
    propertyMunicipalities(db, companyId),
  ]);
  const byId = new Map(props.map((p) => [p.id, p]));
  const items: MapItemOut[] = [];
  for (const row of rows.slice(0, limit)) {
    const near = nearestPoint(row, propertyPoint(byId.get(row.propertyId)));
    if (!near) continue;
    items.push({
      id: row.id,
      alert_id: row.alertId,
      property_id: row.propertyId,
      agenda_item_id: row.agendaItemId,
      document_id: row.documentId,
      title: row.title,
      item_number: row.itemNumber,
      meeting_id: row.meetingId,
      meeting_title: row.meetingTitle,
      meeting_date: row.meetingDate ? row.meetingDate.toISOString() : null,
      municipality_id: row.municipalityId,
      municipality: row.municipality,
      severity: row.severity,
      categories: row.categories,
      rule: row.rule,
      latitude: near.point.lat,
      longitude: near.point.lng,
      distance_meters: near.meters === null ? null : Math.round(near.meters),
    });
  }
  const tiles = config.mapTiles.url ? { url: config.mapTiles.url, attribution: config.mapTiles.attribution } : null;
  return {
    radii_meters: config.matchRadiiMeters,
    near_radius_meters: config.matchNearRadiusMeters,
    tiles,
    from: filters.from ? filters.from.toISOString() : null,
    to: filters.to ? filters.to.toISOString() : null,
    properties: props.map((p) => ({
      id: p.id,
      name: p.name,
      address: p.address,
      latitude: p.latitude,
      longitude: p.longitude,
      municipality_id: p.municipalityId,
      municipality: p.municipality,
    })),
    municipalities: munis,
    items,
    truncated: rows.length > limit,
    limit,
    unplaced,
  };
}
