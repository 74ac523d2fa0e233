import { and, asc, desc, eq, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  agendaItems,
  alertItems,
  alerts,
  meetings,
  municipalities,
  properties,
  type AlertCategory,
  type AlertSeverity,
  type GeoPoint,
  type ItemPlacement,
} from '../db/schema/index.js';

/*
 * The map's reads: a company's properties with their coordinates, and the agenda items matched to them (alert
 * items) with where the analysis placed each one. Every query filters by the caller's company first.
 */

export interface MapFilters {
  from: Date | null;
  to: Date | null;
  severities: AlertSeverity[] | null;
  category: AlertCategory | null;
  municipalityId: number | null;
  propertyId: string | null;
  alertId: number | null;
}

export interface MapPropertyRow {
  id: string;
  name: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  municipalityId: number | null;
  municipality: string | null;
}

export interface MapItemRow {
  id: number;
  alertId: number;
  propertyId: string;
  agendaItemId: number | null;
  documentId: number | null;
  title: string;
  itemNumber: string | null;
  meetingId: number | null;
  meetingTitle: string | null;
  meetingDate: Date | null;
  municipalityId: number | null;
  municipality: string | null;
  severity: AlertSeverity;
  categories: string[];
  rule: string;
  coordinates: GeoPoint[] | null;
  placement: ItemPlacement | null;
}

export async function mapProperties(db: DbOrTx, companyId: string, filters: MapFilters): Promise<MapPropertyRow[]> {
  const where: SQL[] = [eq(properties.companyId, companyId)];
  if (filters.propertyId) where.push(eq(properties.id, filters.propertyId));
  if (filters.municipalityId !== null) where.push(eq(properties.municipalityId, filters.municipalityId));
  if (filters.alertId !== null) {
    where.push(
      sql`${properties.id} = (select a.property_id from ${alerts} a where a.company_id = ${companyId} and a.id = ${filters.alertId})`,
    );
  }
  return db
    .select({
      id: properties.id,
      name: properties.name,
      address: properties.address,
      latitude: properties.latitude,
      longitude: properties.longitude,
      municipalityId: properties.municipalityId,
      municipality: municipalities.name,
    })
    .from(properties)
    .leftJoin(municipalities, eq(municipalities.id, properties.municipalityId))
    .where(and(...where))
    .orderBy(asc(properties.name), asc(properties.id));
}

/** The municipalities of the company's properties (the municipality filter's choices). */
export async function propertyMunicipalities(db: DbOrTx, companyId: string) {
  return db
    .selectDistinct({ id: municipalities.id, name: municipalities.name })
    .from(properties)
    .innerJoin(municipalities, eq(municipalities.id, properties.municipalityId))
    .where(eq(properties.companyId, companyId))
    .orderBy(asc(municipalities.name), asc(municipalities.id));
}

/** An item the analysis could place: coordinates of its own, or a placement with at least one place. */
const placed = or(
  sql`jsonb_array_length(${agendaItems.coordinates}) > 0`,
  sql`jsonb_array_length(coalesce(${agendaItems.placement}->'places', '[]'::jsonb)) > 0`,
)!;

function itemWhere(companyId: string, filters: MapFilters): SQL[] {
  const where: SQL[] = [
    eq(alertItems.companyId, companyId),
    eq(alerts.companyId, companyId),
    ne(alerts.status, 'dismissed'),
  ];
  if (filters.alertId !== null) where.push(eq(alerts.id, filters.alertId));
  else {
    if (filters.from) where.push(gte(meetings.startsAt, filters.from));
    if (filters.to) where.push(lte(meetings.startsAt, filters.to));
  }
  if (filters.severities) where.push(inArray(alertItems.severity, filters.severities));
  if (filters.category) where.push(sql`${alertItems.categories} @> array[${filters.category}]::text[]`);
  if (filters.municipalityId !== null) where.push(eq(meetings.municipalityId, filters.municipalityId));
  if (filters.propertyId) where.push(eq(alerts.propertyId, filters.propertyId));
  return where;
}

/** Placed items under the filters, newest meeting first, `limit + 1` at most (one more tells that there are more). */
export async function mapItems(
  db: DbOrTx,
  companyId: string,
  filters: MapFilters,
  limit: number,
): Promise<MapItemRow[]> {
  const rows = await db
    .select({
      id: alertItems.id,
      alertId: alertItems.alertId,
      propertyId: alerts.propertyId,
      agendaItemId: alertItems.agendaItemId,
      documentId: alertItems.documentId,
      title: agendaItems.title,
      itemNumber: agendaItems.itemNumber,
      meetingId: meetings.id,
      meetingTitle: meetings.title,
      meetingDate: meetings.startsAt,
      municipalityId: meetings.municipalityId,
      municipality: municipalities.name,
      severity: alertItems.severity,
      categories: alertItems.categories,
      rule: alertItems.rule,
      coordinates: agendaItems.coordinates,
      placement: agendaItems.placement,
    })
    .from(alertItems)
    .innerJoin(alerts, eq(alerts.id, alertItems.alertId))
    .innerJoin(agendaItems, eq(agendaItems.id, alertItems.agendaItemId))
    .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
    .leftJoin(municipalities, eq(municipalities.id, meetings.municipalityId))
    .where(and(...itemWhere(companyId, filters), placed))
    .orderBy(desc(meetings.startsAt), desc(alertItems.id))
    .limit(limit + 1);
  return rows as MapItemRow[];
}

/** Matched items under the filters that the analysis could not place (policies, unresolved addresses). */
export async function unplacedCount(db: DbOrTx, companyId: string, filters: MapFilters): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(alertItems)
    .innerJoin(alerts, eq(alerts.id, alertItems.alertId))
    .innerJoin(agendaItems, eq(agendaItems.id, alertItems.agendaItemId))
    .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
    .where(and(...itemWhere(companyId, filters), sql`not (${placed})`));
  return Number(row?.n ?? 0);
}

/** The alert of this company, or null (another company's alert is simply not found). */
export async function mapAlertOwned(db: DbOrTx, companyId: string, alertId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: alerts.id })
    .from(alerts)
    .where(and(eq(alerts.companyId, companyId), eq(alerts.id, alertId)));
  return Boolean(row);
}
