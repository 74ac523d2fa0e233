import { and, eq, gte, isNotNull, or, sql, type SQL } from 'drizzle-orm';
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
  type MatchEvidence,
  type PlacedPlace,
} from '../db/schema/index.js';
import type { ItemGeocoder } from '../geocoding/items.js';
import {
  addressAgreement,
  addressKey,
  distanceMeters,
  findAddresses,
  applicationKey,
  findApplicationNumbers,
  gridCell,
  neighbourCells,
  parsePropertyAddress,
  scanApplicationKeys,
  type ParsedAddress,
} from './address.js';
import { isPolicyItem, isProcedural, landUsesNamed } from './classify.js';
import { placeItems, placementPoints } from './geocode-items.js';
import { loadRegionMap, membersNamedIn, withoutSpans, type RegionMap } from './regions.js';
import { streetLabel, streetNamed } from './street.js';
import { planStatements, writeStatement, type Match, type WriteResult } from './write.js';

export type { WriteResult } from './write.js';

/*
 * The matching engine. For a run of agenda items it loads the candidate properties once, indexes them (address
 * keys, application numbers, a ~1 km grid of coordinates, municipality), and looks each item up in those indexes:
 * the work grows with items + properties + matches, never items x properties. Matches are grouped into one alert
 * per (property, meeting) with one impact per item, upserted on their unique keys (write.ts): running again never
 * duplicates.
 * An item of a regional body (Peel Region, TRCA) reaches its member municipalities too (regions.ts): its candidate
 * municipalities are [its own, ...its members], used for the properties loaded, the address lookups and the
 * policy rule alike.
 */

export interface MatchingOptions {
  /** Distance tiers in metres, nearest first (MATCH_RADII_METERS). */
  radii: number[];
  /** Site-specific items and public works this close are 'high' (MATCH_NEAR_RADIUS_METERS). */
  nearRadius: number;
  /** Only these properties (a new property is matched alone). */
  propertyIds?: string[];
  /**
   * Items without coordinates are placed first from the addresses in their texts (geocode-items.ts): the address
   * index, then this online geocoder when set. Omitted: the index only, no online lookups.
   */
  geocoder?: ItemGeocoder | null;
  /** Online lookups per run at most (ITEM_GEOCODER_MAX_PER_RUN). */
  geocoderMaxPerRun?: number;
}

interface ItemRow {
  id: number;
  meetingId: number;
  title: string;
  description: string | null;
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

interface PropertyRow {
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

/**
 * Items matched and written together: about this many, cut at meeting boundaries. Each batch's rows survive the
 * young-generation collections (they wait for the previous write) and so pile up in the old generation until the
 * next full collection: the smaller the batch, the less garbage between two. Bench at 10,000 properties: 500-item
 * batches peaked at 448-560 MB RSS, 200 at 416-464, 100 at 313. More statements cost little: one round trip each.
 */
const ITEM_BATCH = 100;

/** Hours an item's report may stay unread before the item is decided without it (see loadItems). */
const REPORT_WAIT_HOURS = 24;

/**
 * A list of ids as one array parameter (`= any(...)`), not one parameter per id: PostgreSQL takes at most
 * 65,535 parameters in a statement, and one array is parsed faster. Ids are integers or UUIDs from the database.
 */
function anyOf(ids: ReadonlyArray<number | string>, type: 'integer' | 'uuid'): SQL {
  return type === 'integer' ? sql`any(${`{${ids.join(',')}}`}::integer[])` : sql`any(${`{${ids.join(',')}}`}::uuid[])`;
}

async function loadItems(db: Db, itemIds: number[], regions: RegionMap): Promise<ItemRow[]> {
  const rows = await db
    .select({
      id: agendaItems.id,
      meetingId: agendaItems.meetingId,
      title: agendaItems.title,
      description: agendaItems.description,
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
  for (const doc of docs) if (doc.agendaItemId !== null && !docByItem.has(doc.agendaItemId)) docByItem.set(doc.agendaItemId, { id: doc.id, text: doc.text! });
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

class PropertyIndex {
  private byAddress = new Map<string, Array<{ property: PropertyRow; address: ParsedAddress }>>();
  private byApplication = new Map<string, PropertyRow[]>();
  /** The keys' numbers of groups and first groups: a text is scanned only for runs that may be a key. */
  readonly applicationLengths = new Set<number>();
  readonly applicationFirstGroups = new Set<string>();
  readonly parsedAddress = new Map<string, ParsedAddress>();
  private byCell = new Map<string, PropertyRow[]>();
  private byMunicipality = new Map<number, PropertyRow[]>();
  readonly committeesOf = new Map<string, Set<number>>();

  constructor(rows: PropertyRow[], follows: Array<{ propertyId: string; committeeId: number }>) {
    for (const property of rows) {
      const address = parsePropertyAddress(property.address) ?? parsePropertyAddress(property.name);
      if (address) this.parsedAddress.set(property.id, address);
      if (address && property.municipalityId !== null) {
        for (const number of address.numbers) {
          const key = `${property.municipalityId}|${addressKey(number, address.street)}`;
          const list = this.byAddress.get(key) ?? [];
          list.push({ property, address });
          this.byAddress.set(key, list);
        }
      }
      // The property's own application numbers, and those written in its notes or name.
      const keys = new Set<string>();
      for (const number of property.applicationNumbers) {
        const key = applicationKey(number);
        if (key) keys.add(key);
      }
      for (const application of findApplicationNumbers(`${property.notes ?? ''} ${property.name}`)) keys.add(application.key);
      for (const key of keys) {
        const list = this.byApplication.get(key) ?? [];
        list.push(property);
        this.byApplication.set(key, list);
        const groups = key.split('-');
        this.applicationLengths.add(groups.length);
        this.applicationFirstGroups.add(groups[0]!);
        this.applicationKeys.add(key);
      }
      if (property.latitude !== null && property.longitude !== null) {
        const cell = gridCell(property.latitude, property.longitude);
        const list = this.byCell.get(cell) ?? [];
        list.push(property);
        this.byCell.set(cell, list);
      }
      if (property.municipalityId !== null) {
        const list = this.byMunicipality.get(property.municipalityId) ?? [];
        list.push(property);
        this.byMunicipality.set(property.municipalityId, list);
      }
    }
    for (const follow of follows) {
      const set = this.committeesOf.get(follow.propertyId) ?? new Set<number>();
      set.add(follow.committeeId);
      this.committeesOf.set(follow.propertyId, set);
    }
  }

  atAddress(municipalityIds: number[], address: ParsedAddress) {
    return municipalityIds.flatMap((id) => address.numbers.flatMap((number) => this.byAddress.get(`${id}|${addressKey(number, address.street)}`) ?? []));
  }
  withApplication(key: string) {
    return this.byApplication.get(key) ?? [];
  }
  /** Every application key of the properties (filled by the constructor). */
  readonly applicationKeys = new Set<string>();
  near(point: { lat: number; lng: number }, radius: number) {
    return neighbourCells(point.lat, point.lng, radius).flatMap((cell) => this.byCell.get(cell) ?? []);
  }
  inMunicipality(id: number) {
    return this.byMunicipality.get(id) ?? [];
  }
}

/** What the scope of a run needs to know about its items: their meeting, municipality and points. */
interface ItemHead {
  id: number;
  meetingId: number;
  municipalityId: number;
  coordinates: Array<{ lat: number; lng: number }>;
}

async function loadItemHeads(db: Db, itemIds: number[]): Promise<ItemHead[]> {
  const rows = await db
    .select({ id: agendaItems.id, meetingId: agendaItems.meetingId, municipalityId: meetings.municipalityId, coordinates: agendaItems.coordinates, placement: agendaItems.placement })
    .from(agendaItems)
    .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
    .where(sql`${agendaItems.id} = ${anyOf(itemIds, 'integer')}`)
    .orderBy(agendaItems.meetingId, agendaItems.id);
  // A geocoded item's points (a line's vertices too) widen the scope of candidate properties like a source's points.
  return rows.map(({ placement, ...head }) => (head.coordinates.length ? head : { ...head, coordinates: placementPoints(placement) }));
}

/** Candidate properties of a run: those of the items' municipalities and those near their points. */
async function loadProperties(db: Db, items: ItemHead[], regions: RegionMap, options: MatchingOptions): Promise<PropertyRow[]> {
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
  const scope = options.propertyIds ? and(sql`${properties.id} = ${anyOf(options.propertyIds, 'uuid')}`, or(...conditions)) : or(...conditions);
  return db.select(select).from(properties).where(scope);
}

async function loadFollows(db: Db, propertyIds: string[]) {
  return db
    .select({ propertyId: propertyCommittees.propertyId, committeeId: propertyCommittees.committeeId })
    .from(propertyCommittees)
    .where(sql`${propertyCommittees.propertyId} = ${anyOf(propertyIds, 'uuid')}`);
}

/** Items in batches of about ITEM_BATCH, a meeting never split: its alert (one per property) is written whole, once. */
function batchesByMeeting(heads: ItemHead[]): number[][] {
  const batches: number[][] = [];
  let current: number[] = [];
  for (let i = 0; i < heads.length; i++) {
    current.push(heads[i]!.id);
    const meetingEnds = i + 1 === heads.length || heads[i + 1]!.meetingId !== heads[i]!.meetingId;
    if (meetingEnds && current.length >= ITEM_BATCH) {
      batches.push(current);
      current = [];
    }
  }
  if (current.length) batches.push(current);
  return batches;
}

function itemText(item: ItemRow): { title: string; description: string } {
  return { title: item.title, description: item.description ?? '' };
}

/** Every property an item may affect, with the evidence of each rule that matched (strongest first). */
function matchItem(item: ItemRow, index: PropertyIndex, regions: RegionMap, options: MatchingOptions): Match[] {
  if (isProcedural(item.title)) return [];
  const found = new Map<string, Match>();
  const add = (property: PropertyRow, evidence: MatchEvidence) => {
    const match = found.get(property.id) ?? { property, item, evidence: [] };
    if (!match.evidence.some((e) => e.rule === evidence.rule)) match.evidence.push(evidence);
    found.set(property.id, match);
  };
  const { title, description } = itemText(item);
  // A regional body's item that names some of its members ("..., City of Pickering") is looked up there only. The
  // addresses' own words are taken out first: "50 King Street" names no Township of King.
  const named =
    item.municipalityIds.length > 1
      ? membersNamedIn([title, description].map((text) => withoutSpans(text, findAddresses(text))).join('\n'), item.municipalityIds.slice(1), regions, item.municipalityName)
      : [];
  const addressIn = named.length ? [item.municipalityId, ...named] : item.municipalityIds;

  // 1. Civic addresses: the structured ones, then those written in the title, description and document.
  const sources: Array<{ field: MatchEvidence['field']; text: string; documentId?: number }> = [
    { field: 'title', text: title },
    { field: 'description', text: description },
    ...item.addresses.map((text) => ({ field: 'address' as const, text })),
    ...(item.documentText ? [{ field: 'document' as const, text: item.documentText, documentId: item.documentId ?? undefined }] : []),
  ];
  let addressed = item.addresses.length > 0;
  // Per property whose building the item names: the mentions, and whether one names the property's own unit or
  // another unit. An item about another unit of the property's building ("Unit 12, 2400 Dundas St W" for a
  // property at unit 7) usually repeats the building's address without the unit ("... of the plaza at 2400
  // Dundas Street West"): that repetition is the same other unit, not the whole building.
  const mentions = new Map<string, { property: PropertyRow; evidence: MatchEvidence; sameUnit: boolean; otherUnit: MatchEvidence | null }>();
  for (const source of sources) {
    for (const address of findAddresses(source.text)) {
      addressed = true;
      for (const candidate of index.atAddress(addressIn, address)) {
        const agreement = addressAgreement(candidate.address, address);
        if (agreement === 0) continue;
        const unit = candidate.address.unit?.toLowerCase();
        const named = address.unit?.toLowerCase();
        const where = { text: address.text, field: source.field, ...(source.documentId ? { documentId: source.documentId } : {}), span: { start: address.start, end: address.end } };
        const mention = mentions.get(candidate.property.id) ?? {
          property: candidate.property,
          evidence: { rule: 'address' as const, ...where, confidence: (source.field === 'document' ? 0.85 : 0.95) * agreement, detail: `names the property's address (${candidate.property.address})` },
          sameUnit: false,
          otherUnit: null,
        };
        if (unit && named && unit === named) mention.sameUnit = true;
        if (unit && named && unit !== named && !mention.otherUnit) {
          mention.otherUnit = {
            rule: 'distance',
            ...where,
            distanceMeters: 0,
            confidence: (source.field === 'document' ? 0.8 : 0.9) * agreement,
            detail: `another unit of the property's building (${address.text}; the property is unit ${candidate.address.unit}): 0 m from the property`,
          };
        }
        mentions.set(candidate.property.id, mention);
      }
    }
  }
  for (const { property, evidence, sameUnit, otherUnit } of mentions.values()) {
    // Another unit only: the same place, 0 m away, but not the property itself, rated like a site that close
    // ('high' for a site-specific application or works), never 'urgent'. The property's unit, the whole building
    // (no unit named), or a property without a unit (it owns the building): the property itself.
    if (otherUnit && !sameUnit) add(property, otherUnit);
    else add(property, evidence);
  }

  // 2. Planning application numbers the properties carry, in any spelling: the item's structured numbers, then
  // runs of its title, description and document text that spell one of the keys.
  const keys = index.applicationKeys;
  if (keys.size > 0) {
    const applications: Array<{ key: string; text: string; start: number; end: number; field: MatchEvidence['field']; documentId?: number }> = [];
    for (const text of item.applicationNumbers) {
      const key = applicationKey(text);
      if (key && keys.has(key)) applications.push({ key, text, start: 0, end: text.length, field: 'address' });
    }
    const scan = (text: string, field: MatchEvidence['field'], documentId?: number) => {
      for (const found of scanApplicationKeys(text, keys, index.applicationLengths, index.applicationFirstGroups)) {
        applications.push({ ...found, field, ...(documentId ? { documentId } : {}) });
      }
    };
    scan(title, 'title');
    scan(description, 'description');
    if (item.documentText) scan(item.documentText, 'document', item.documentId ?? undefined);
    for (const application of applications) {
      for (const property of index.withApplication(application.key)) {
        // File numbers repeat from city to city ("A-123/24" is a file of many committees of adjustment): only
        // the property's own municipality's items name its files, and a regional body's (Peel Region commenting
        // on a Brampton file) when it includes that municipality, within the members the item names if any.
        if (property.municipalityId !== null && !addressIn.includes(property.municipalityId)) continue;
        add(property, {
          rule: 'application_number',
          text: application.text,
          field: application.field,
          ...(application.documentId ? { documentId: application.documentId } : {}),
          span: { start: application.start, end: application.end },
          confidence: application.field === 'document' ? 0.9 : 0.98,
          detail: `application ${application.text}`,
        });
      }
    }
  }

  // 3. Distance between the item's points (its own, else where geocoding placed it) and the property.
  const outer = Math.max(...options.radii);
  const addDistance = (property: PropertyRow, meters: number, place?: PlacedPlace) => {
    const tier = options.radii.findIndex((radius) => meters <= radius);
    if (tier < 0) return;
    const existing = found.get(property.id)?.evidence.find((e) => e.rule === 'distance');
    if (existing && (existing.distanceMeters ?? Infinity) <= meters) return;
    if (existing) found.get(property.id)!.evidence = found.get(property.id)!.evidence.filter((e) => e !== existing);
    const where = place ? `geocoded "${place.text}" via ${place.via}; ` : '';
    add(property, {
      rule: 'distance',
      ...(place ? { text: place.text } : {}),
      distanceMeters: Math.round(meters),
      confidence: [0.85, 0.65, 0.45][tier] ?? 0.4,
      detail: `${where}${Math.round(meters)} m from the property`,
    });
  };
  const ownPoints = item.coordinates.length > 0;
  for (const point of item.coordinates) {
    for (const property of index.near(point, outer)) {
      if (property.latitude === null || property.longitude === null) continue;
      addDistance(property, distanceMeters(point, { lat: property.latitude, lng: property.longitude }));
    }
  }
  for (const place of ownPoints ? [] : (item.placement?.places ?? [])) {
    const candidates = new Set<PropertyRow>();
    for (const probe of place.kind === 'line' ? probesAlong(place.points) : place.points) for (const property of index.near(probe, outer)) candidates.add(property);
    for (const property of candidates) {
      if (property.latitude === null || property.longitude === null) continue;
      const at = { lat: property.latitude, lng: property.longitude };
      addDistance(property, place.kind === 'line' ? distanceToLine(at, place.points) : Math.min(...place.points.map((p) => distanceMeters(p, at))), place);
    }
  }

  // 4. Policy items (no site of their own, and no report still to read that may name one): the municipality's
  // properties (a regional body's: its members'), through the committees they follow. The evidence depends only
  // on the rule, the member and the land uses named, so it is made once per combination and shared by the
  // hundreds of properties a city-wide policy reaches.
  const fullText = `${title}\n${description}`;
  if (!item.reportPending && isPolicyItem(fullText, addressed || item.coordinates.length > 0 || (item.placement?.places.length ?? 0) > 0)) {
    // A council's policy reaches every property of its municipality, followed or not; so does a regional body's
    // governing body's: a region's council, a conservation authority's board of directors (its council).
    const council = item.committeeType === 'council' || (item.municipalityIds.length > 1 && GOVERNING_BOARD.test(item.committeeName ?? ''));
    const evidenceFor = new Map<string, MatchEvidence[]>();
    // Whether the policy names a street, once per street: a policy naming the property's street is 'high'.
    const streets = new Map<string, string | null>();
    for (const municipalityId of item.municipalityIds) {
      const member = municipalityId === item.municipalityId ? null : (regions.nameOf(municipalityId) ?? null);
      for (const property of index.inMunicipality(municipalityId)) {
        const follows = index.committeesOf.get(property.id);
        const followed = item.committeeId !== null && follows?.has(item.committeeId) === true;
        if (follows && follows.size > 0 && !followed && !council) continue;
        const address = index.parsedAddress.get(property.id);
        let street: string | null = null;
        if (address) {
          const streetKey = `${address.street}|${address.type}`;
          if (!streets.has(streetKey)) streets.set(streetKey, streetNamed(fullText, address) ? streetLabel(address) : null);
          street = streets.get(streetKey) ?? null;
        }
        const key = `${municipalityId}|${followed}|${property.currentLandUse}|${property.futureLandUse}|${street}`;
        let evidence = evidenceFor.get(key);
        if (!evidence) {
          const uses = landUsesNamed(fullText, [property.currentLandUse, property.futureLandUse]);
          evidence = [
            {
              rule: followed ? 'committee_policy' : 'municipality_policy',
              confidence: street ? 0.7 : uses.length ? 0.6 : 0.5,
              ...(street ? { namesProperty: true, text: street } : {}),
              detail: `a policy of ${item.municipalityName}${member ? `, which includes ${member}` : ''}${street ? ` that names the property's street (${street})` : ''}${uses.length ? `${street ? ' and' : ' that'} names ${uses.join(', ')} land` : ''}`,
            },
            ...(uses.length ? [{ rule: 'land_use' as const, text: uses[0], confidence: 0.6, detail: `names ${uses.join(', ')} land use` }] : []),
          ];
          evidenceFor.set(key, evidence);
        }
        for (const e of evidence) add(property, e);
      }
    }
  }

  for (const match of found.values()) match.evidence.sort((a, b) => b.confidence - a.confidence);
  return [...found.values()];
}

/** A conservation authority's governing body: its board of directors (once called the full authority). */
const GOVERNING_BOARD = /\b(?:board of directors|full authority)\b/i;

/** Points along a line every ~500 m (its vertices and between), so the grid finds every property near any part of it. */
function probesAlong(line: Array<{ lat: number; lng: number }>): Array<{ lat: number; lng: number }> {
  const probes = [...line];
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1]!;
    const b = line[i]!;
    const steps = Math.floor(distanceMeters(a, b) / 500);
    for (let s = 1; s <= steps; s++) probes.push({ lat: a.lat + ((b.lat - a.lat) * s) / (steps + 1), lng: a.lng + ((b.lng - a.lng) * s) / (steps + 1) });
  }
  return probes;
}

/** Metres from a point to a line: to its nearest segment (local flat projection: exact enough over a few km). */
export function distanceToLine(point: { lat: number; lng: number }, line: Array<{ lat: number; lng: number }>): number {
  if (line.length === 1) return distanceMeters(point, line[0]!);
  const k = Math.cos((point.lat * Math.PI) / 180);
  const xy = (p: { lat: number; lng: number }) => ({ x: (p.lng - point.lng) * 111_320 * k, y: (p.lat - point.lat) * 110_540 });
  let best = Infinity;
  for (let i = 1; i < line.length; i++) {
    const a = xy(line[i - 1]!);
    const b = xy(line[i]!);
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const length2 = dx * dx + dy * dy;
    const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, -(a.x * dx + a.y * dy) / length2));
    best = Math.min(best, Math.hypot(a.x + t * dx, a.y + t * dy));
  }
  return best;
}

function matchBatch(items: ItemRow[], index: PropertyIndex, regions: RegionMap, options: MatchingOptions): Match[] {
  const matches: Match[] = [];
  for (const item of items) for (const match of matchItem(item, index, regions, options)) matches.push(match);
  return matches;
}

/**
 * Matches agenda items against every company's properties (or the given ones); idempotent.
 * The candidate properties are loaded and indexed once per run. Then batch after batch is loaded, matched and
 * planned here while the previous batch is being written: one writer at a time (concurrent writers would contend
 * on the rows their foreign keys lock), the work of this process overlapping the database's.
 * Batches never share a meeting, so an alert (one per property and meeting) is written whole, once.
 */
export async function matchAgendaItems(db: Db, itemIds: number[], options: MatchingOptions): Promise<WriteResult> {
  const total: WriteResult = { createdAlertIds: [], updatedAlertIds: [], raised: [] };
  if (itemIds.length === 0) return total;
  const regions = await loadRegionMap(db);
  await placeItems(db, [...new Set(itemIds)], { geocoder: options.geocoder ?? null, maxOnline: options.geocoderMaxPerRun ?? 0, regions });
  const heads = await loadItemHeads(db, [...new Set(itemIds)]);
  if (heads.length === 0) return total;
  const rows = await loadProperties(db, heads, regions, options);
  if (rows.length === 0) return total;
  const index = new PropertyIndex(rows, await loadFollows(db, rows.map((r) => r.id)));
  let writing: Promise<void> = Promise.resolve();
  let failure: { error: unknown } | null = null;
  for (const batch of batchesByMeeting(heads)) {
    // Each statement is planned while the previous one is being written (see planStatements); the batch's items
    // and matches are dropped once its last statement is planned.
    for (const statement of planStatements(matchBatch(await loadItems(db, batch, regions), index, regions, options), options.nearRadius)) {
      await writing;
      if (failure) break;
      // Not awaited here: the next statement is planned meanwhile. A failure is kept and thrown below, never left unhandled.
      writing = writeStatement(db, statement).then(
        (written) => {
          for (const id of written.createdAlertIds) total.createdAlertIds.push(id);
          for (const id of written.updatedAlertIds) total.updatedAlertIds.push(id);
          for (const raise of written.raised) total.raised.push(raise);
        },
        (error: unknown) => void (failure = { error }),
      );
    }
    if (failure) break;
  }
  await writing;
  if (failure) throw (failure as { error: unknown }).error;
  return total;
}

/**
 * Agenda items worth matching a new property against: meetings from `sinceDays` ago on, near the property, or of
 * its municipality or a regional body that includes it.
 */
export async function recentItemIdsFor(db: Db, property: { municipalityId: number | null; latitude: number | null; longitude: number | null }, sinceDays: number): Promise<number[]> {
  const since = new Date(Date.now() - sinceDays * 86_400_000);
  // Near: the item's own points, or where geocoding placed it.
  const near =
    property.latitude !== null && property.longitude !== null
      ? sql`(exists (select 1 from jsonb_array_elements(${agendaItems.coordinates}) p where abs((p->>'lat')::float8 - ${property.latitude}) < 0.02 and abs((p->>'lng')::float8 - ${property.longitude}) < 0.03)
          or exists (select 1 from jsonb_array_elements(coalesce(${agendaItems.placement}->'places', '[]'::jsonb)) pl, jsonb_array_elements(pl->'points') p
            where abs((p->>'lat')::float8 - ${property.latitude}) < 0.02 and abs((p->>'lng')::float8 - ${property.longitude}) < 0.03))`
      : sql`false`;
  const inMunicipality =
    property.municipalityId !== null
      ? sql`(${meetings.municipalityId} = ${property.municipalityId} or ${meetings.municipalityId} in (select region_id from municipality_members where member_id = ${property.municipalityId}))`
      : sql`false`;
  const rows = await db
    .select({ id: agendaItems.id })
    .from(agendaItems)
    .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
    .where(and(gte(meetings.startsAt, since), or(inMunicipality, near)));
  return rows.map((row) => row.id);
}
