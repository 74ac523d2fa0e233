import { and, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  agendaItems,
  committees,
  committeeTypes,
  documents,
  meetings,
  properties,
  propertyCommittees,
  type ItemPlacement,
} from '../db/schema/index.js';
import { placementPoints } from './geocode-items.js';
import type { MatchingOptions } from './options.js';
import type { RegionMap } from './regions.js';

/* Loading a run's rows: its items (with their meeting, committee and report), and its candidate properties. */

export interface ItemRow {
  id: number;
  meetingId: number;
  title: string;
  description: string | null;
  /** Its French text, from a bilingual agenda (null when none): read for the classifier as well. */
  titleFr: string | null;
  descriptionFr: string | null;
  addresses: string[];
  coordinates: Array<{ lat: number; lng: number }>;
  /** Where geocoding placed the item, when it has no coordinates of its own. */
  placement: ItemPlacement | null;
  applicationNumbers: string[];
  municipalityId: number;
  /** The municipalities the item reaches: its own first, then the members of a regional body. */
  municipalityIds: number[];
  municipalityName: string;
  committeeId: number | null;
  committeeType: string | null;
  committeeName: string | null;
  meetingTitle: string;
  meetingDocumentUrl: string | null;
  documentText: string | null;
  documentId: number | null;
  /**
   * A report of the item is still to be read: it may name the item's site ("municipally known as 2010 Yonge
   * Street"), so the item is not yet taken for a policy (an alert item, once written, is never taken back).
   */
  reportPending: boolean;
}

export interface PropertyRow {
  id: string;
  companyId: string;
  name: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  municipalityId: number | null;
  currentLandUse: string | null;
  futureLandUse: string | null;
  notes: string | null;
  applicationNumbers: string[];
}

/** Hours an item's report may stay unread before the item is decided without it (see loadItems). */
const REPORT_WAIT_HOURS = 24;

/**
 * A list of ids as one array parameter (`= any(...)`), not one parameter per id: PostgreSQL takes at most
 * 65,535 parameters in a statement, and one array is parsed faster. Ids are integers or UUIDs from the database.
 */
export function anyOf(ids: ReadonlyArray<number | string>, type: 'integer' | 'uuid'): SQL {
  return type === 'integer' ? sql`any(${`{${ids.join(',')}}`}::integer[])` : sql`any(${`{${ids.join(',')}}`}::uuid[])`;
}

export async function loadItems(db: Db, itemIds: number[], regions: RegionMap): Promise<ItemRow[]> {
  const rows = await db
    .select({
      id: agendaItems.id,
      meetingId: agendaItems.meetingId,
      title: agendaItems.title,
      description: agendaItems.description,
      titleFr: agendaItems.titleFr,
      descriptionFr: agendaItems.descriptionFr,
      addresses: agendaItems.addresses,
      coordinates: agendaItems.coordinates,
      placement: agendaItems.placement,
      applicationNumbers: agendaItems.applicationNumbers,
      municipalityId: meetings.municipalityId,
      municipalityName: sql<string>`(select name from municipalities m where m.id = ${meetings.municipalityId})`,
      committeeId: meetings.committeeId,
      committeeType: committeeTypes.slug,
      committeeName: committees.name,
      meetingTitle: meetings.title,
      meetingDocumentUrl: sql<string | null>`coalesce(${meetings.documentUrl}, ${meetings.agendaUrl})`,
    })
    .from(agendaItems)
    .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
    .leftJoin(committees, eq(committees.id, meetings.committeeId))
    .leftJoin(committeeTypes, eq(committeeTypes.id, committees.committeeTypeId))
    .where(sql`${agendaItems.id} = ${anyOf(itemIds, 'integer')}`);
  const docs = await db
    .select({ id: documents.id, agendaItemId: documents.agendaItemId, text: documents.text })
    .from(documents)
    .where(and(sql`${documents.agendaItemId} = ${anyOf(itemIds, 'integer')}`, isNotNull(documents.text)));
  const docByItem = new Map<number, { id: number; text: string }>();
  for (const doc of docs)
    if (doc.agendaItemId !== null && !docByItem.has(doc.agendaItemId))
      docByItem.set(doc.agendaItemId, { id: doc.id, text: doc.text! });
  // Reports still to be downloaded and read (a link, no text yet): the extraction job analyses the item again
  // once it has read the report or given up. A report still unread a day after it was stored (its job lost) is
  // given up here too, so that the item's next analysis decides without it.
  const pending = await db
    .selectDistinct({ agendaItemId: documents.agendaItemId })
    .from(documents)
    .where(
      and(
        sql`${documents.agendaItemId} = ${anyOf(itemIds, 'integer')}`,
        eq(documents.extractionStatus, 'pending'),
        isNotNull(documents.url),
        sql`${documents.createdAt} > now() - make_interval(hours => ${REPORT_WAIT_HOURS})`,
      ),
    );
  const pendingItems = new Set(pending.map((p) => p.agendaItemId));
  return rows.map((row) => ({
    ...row,
    municipalityIds: regions.reachOf(row.municipalityId),
    documentText: docByItem.get(row.id)?.text ?? null,
    documentId: docByItem.get(row.id)?.id ?? null,
    reportPending: pendingItems.has(row.id),
  }));
}

/** What the scope of a run needs to know about its items: their meeting, municipality and points. */
export interface ItemHead {
  id: number;
  meetingId: number;
  municipalityId: number;
  coordinates: Array<{ lat: number; lng: number }>;
}

export async function loadItemHeads(db: Db, itemIds: number[]): Promise<ItemHead[]> {
  const rows = await db
    .select({
      id: agendaItems.id,
      meetingId: agendaItems.meetingId,
      municipalityId: meetings.municipalityId,
      coordinates: agendaItems.coordinates,
      placement: agendaItems.placement,
    })
    .from(agendaItems)
    .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
    .where(sql`${agendaItems.id} = ${anyOf(itemIds, 'integer')}`)
    .orderBy(agendaItems.meetingId, agendaItems.id);
  // A geocoded item's points (a line's vertices too) widen the scope of candidate properties like a source's points.
  return rows.map(({ placement, ...head }) =>
    head.coordinates.length ? head : { ...head, coordinates: placementPoints(placement) },
  );
}

/** Candidate properties of a run: those of the items' municipalities and those near their points. */
export async function loadProperties(
  db: Db,
  items: ItemHead[],
  regions: RegionMap,
  options: MatchingOptions,
): Promise<PropertyRow[]> {
  const select = {
    id: properties.id,
    companyId: properties.companyId,
    name: properties.name,
    address: properties.address,
    latitude: properties.latitude,
    longitude: properties.longitude,
    municipalityId: properties.municipalityId,
    currentLandUse: properties.currentLandUse,
    futureLandUse: properties.futureLandUse,
    notes: properties.notes,
    applicationNumbers: properties.applicationNumbers,
  };
  const municipalityIds = [...new Set(items.flatMap((item) => regions.reachOf(item.municipalityId)))];
  const points = items.flatMap((item) => item.coordinates);
  const margin = (Math.max(...options.radii, 0) / 111_000) * 1.5;
  const conditions = [sql`${properties.municipalityId} = ${anyOf(municipalityIds, 'integer')}`];
  if (points.length) {
    let minLat = Infinity;
    let maxLat = -Infinity;
    let minLng = Infinity;
    let maxLng = -Infinity;
    for (const p of points) {
      minLat = Math.min(minLat, p.lat);
      maxLat = Math.max(maxLat, p.lat);
      minLng = Math.min(minLng, p.lng);
      maxLng = Math.max(maxLng, p.lng);
    }
    const lngMargin = margin / Math.cos((minLat * Math.PI) / 180);
    conditions.push(
      sql`(${properties.latitude} between ${minLat - margin} and ${maxLat + margin} and ${properties.longitude} between ${minLng - lngMargin} and ${maxLng + lngMargin})`,
    );
  }
  const scope = options.propertyIds
    ? and(sql`${properties.id} = ${anyOf(options.propertyIds, 'uuid')}`, or(...conditions))
    : or(...conditions);
  return db.select(select).from(properties).where(scope);
}

export async function loadFollows(db: Db, propertyIds: string[]) {
  return db
    .select({ propertyId: propertyCommittees.propertyId, committeeId: propertyCommittees.committeeId })
    .from(propertyCommittees)
    .where(sql`${propertyCommittees.propertyId} = ${anyOf(propertyIds, 'uuid')}`);
}
