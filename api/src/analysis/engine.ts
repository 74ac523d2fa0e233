import { and, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  agendaItems,
  alertItems,
  alerts,
  committees,
  committeeTypes,
  documents,
  meetings,
  projectInsights,
  properties,
  propertyCommittees,
  type AlertCategory,
  type AlertSeverity,
  type MatchEvidence,
  type MatchRule,
} from '../db/schema/index.js';
import {
  addressAgreement,
  addressKey,
  distanceMeters,
  findAddresses,
  findApplicationNumbers,
  gridCell,
  neighbourCells,
  parsePropertyAddress,
  type ParsedAddress,
} from './address.js';
import { categoriesOf, confidenceLabel, isPolicyItem, isProcedural, itemSeverity, landUsesNamed, SEVERITY_RANK } from './classify.js';

/*
 * The matching engine. For a batch of agenda items it loads the candidate properties once, indexes them (address
 * keys, application numbers, a ~1 km grid of coordinates, municipality), and looks each item up in those indexes:
 * the work grows with items + properties + matches, never items x properties. Matches are grouped into one alert
 * per (property, meeting) with one impact per item, upserted on their unique keys: running again never duplicates.
 */

export interface MatchingOptions {
  /** Distance tiers in metres, nearest first (MATCH_RADII_METERS). */
  radii: number[];
  /** Only these properties (a new property is matched alone). */
  propertyIds?: string[];
}

interface ItemRow {
  id: number;
  meetingId: number;
  title: string;
  description: string | null;
  addresses: string[];
  coordinates: Array<{ lat: number; lng: number }>;
  applicationNumbers: string[];
  municipalityId: number;
  municipalityName: string;
  committeeId: number | null;
  committeeType: string | null;
  meetingTitle: string;
  meetingDocumentUrl: string | null;
  documentText: string | null;
  documentId: number | null;
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
}

interface Match {
  property: PropertyRow;
  item: ItemRow;
  evidence: MatchEvidence[];
}

const ITEM_BATCH = 500;
/** Rows per multi-row insert (well under PostgreSQL's 65,535 parameters). */
const WRITE_CHUNK = 500;

async function loadItems(db: Db, itemIds: number[]): Promise<ItemRow[]> {
  const rows = await db
    .select({
      id: agendaItems.id,
      meetingId: agendaItems.meetingId,
      title: agendaItems.title,
      description: agendaItems.description,
      addresses: agendaItems.addresses,
      coordinates: agendaItems.coordinates,
      applicationNumbers: agendaItems.applicationNumbers,
      municipalityId: meetings.municipalityId,
      municipalityName: sql<string>`(select name from municipalities m where m.id = ${meetings.municipalityId})`,
      committeeId: meetings.committeeId,
      committeeType: committeeTypes.slug,
      meetingTitle: meetings.title,
      meetingDocumentUrl: sql<string | null>`coalesce(${meetings.documentUrl}, ${meetings.agendaUrl})`,
    })
    .from(agendaItems)
    .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
    .leftJoin(committees, eq(committees.id, meetings.committeeId))
    .leftJoin(committeeTypes, eq(committeeTypes.id, committees.committeeTypeId))
    .where(inArray(agendaItems.id, itemIds));
  const docs = await db
    .select({ id: documents.id, agendaItemId: documents.agendaItemId, text: documents.text })
    .from(documents)
    .where(and(inArray(documents.agendaItemId, itemIds), isNotNull(documents.text)));
  const docByItem = new Map<number, { id: number; text: string }>();
  for (const doc of docs) if (doc.agendaItemId !== null && !docByItem.has(doc.agendaItemId)) docByItem.set(doc.agendaItemId, { id: doc.id, text: doc.text! });
  return rows.map((row) => ({ ...row, documentText: docByItem.get(row.id)?.text ?? null, documentId: docByItem.get(row.id)?.id ?? null }));
}

class PropertyIndex {
  private byAddress = new Map<string, Array<{ property: PropertyRow; address: ParsedAddress }>>();
  private byApplication = new Map<string, PropertyRow[]>();
  private byCell = new Map<string, PropertyRow[]>();
  private byMunicipality = new Map<number, PropertyRow[]>();
  readonly committeesOf = new Map<string, Set<number>>();

  constructor(rows: PropertyRow[], follows: Array<{ propertyId: string; committeeId: number }>) {
    for (const property of rows) {
      const address = parsePropertyAddress(property.address) ?? parsePropertyAddress(property.name);
      if (address && property.municipalityId !== null) {
        for (const number of address.numbers) {
          const key = `${property.municipalityId}|${addressKey(number, address.street)}`;
          const list = this.byAddress.get(key) ?? [];
          list.push({ property, address });
          this.byAddress.set(key, list);
        }
      }
      for (const application of findApplicationNumbers(`${property.notes ?? ''} ${property.name}`)) {
        const list = this.byApplication.get(application.key) ?? [];
        list.push(property);
        this.byApplication.set(application.key, list);
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

  atAddress(municipalityId: number, address: ParsedAddress) {
    return address.numbers.flatMap((number) => this.byAddress.get(`${municipalityId}|${addressKey(number, address.street)}`) ?? []);
  }
  withApplication(key: string) {
    return this.byApplication.get(key) ?? [];
  }
  near(point: { lat: number; lng: number }, radius: number) {
    return neighbourCells(point.lat, point.lng, radius).flatMap((cell) => this.byCell.get(cell) ?? []);
  }
  inMunicipality(id: number) {
    return this.byMunicipality.get(id) ?? [];
  }
}

/** Candidate properties for a batch of items: those of the items' municipalities and those near their points. */
async function loadProperties(db: Db, items: ItemRow[], options: MatchingOptions): Promise<PropertyRow[]> {
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
  };
  const municipalityIds = [...new Set(items.map((item) => item.municipalityId))];
  const points = items.flatMap((item) => item.coordinates);
  const margin = (Math.max(...options.radii, 0) / 111_000) * 1.5;
  const conditions = [inArray(properties.municipalityId, municipalityIds)];
  if (points.length) {
    const lats = points.map((p) => p.lat);
    const lngs = points.map((p) => p.lng);
    const lngMargin = margin / Math.cos((Math.min(...lats) * Math.PI) / 180);
    conditions.push(
      sql`(${properties.latitude} between ${Math.min(...lats) - margin} and ${Math.max(...lats) + margin} and ${properties.longitude} between ${Math.min(...lngs) - lngMargin} and ${Math.max(...lngs) + lngMargin})`,
    );
  }
  const scope = options.propertyIds ? and(inArray(properties.id, options.propertyIds), or(...conditions)) : or(...conditions);
  return db.select(select).from(properties).where(scope);
}

function itemText(item: ItemRow): { title: string; description: string } {
  return { title: item.title, description: item.description ?? '' };
}

/** Every property an item may affect, with the evidence of each rule that matched (strongest first). */
function matchItem(item: ItemRow, index: PropertyIndex, options: MatchingOptions): Match[] {
  if (isProcedural(item.title)) return [];
  const found = new Map<string, Match>();
  const add = (property: PropertyRow, evidence: MatchEvidence) => {
    const match = found.get(property.id) ?? { property, item, evidence: [] };
    if (!match.evidence.some((e) => e.rule === evidence.rule)) match.evidence.push(evidence);
    found.set(property.id, match);
  };
  const { title, description } = itemText(item);

  // 1. Civic addresses: the structured ones, then those written in the title, description and document.
  const sources: Array<{ field: MatchEvidence['field']; text: string; documentId?: number }> = [
    { field: 'title', text: title },
    { field: 'description', text: description },
    ...item.addresses.map((text) => ({ field: 'address' as const, text })),
    ...(item.documentText ? [{ field: 'document' as const, text: item.documentText, documentId: item.documentId ?? undefined }] : []),
  ];
  let addressed = item.addresses.length > 0;
  for (const source of sources) {
    for (const address of findAddresses(source.text)) {
      addressed = true;
      for (const candidate of index.atAddress(item.municipalityId, address)) {
        const agreement = addressAgreement(candidate.address, address);
        if (agreement === 0) continue;
        const unitMismatch = candidate.address.unit && address.unit && candidate.address.unit !== address.unit;
        add(candidate.property, {
          rule: 'address',
          text: address.text,
          field: source.field,
          ...(source.documentId ? { documentId: source.documentId } : {}),
          span: { start: address.start, end: address.end },
          confidence: (source.field === 'document' ? 0.85 : 0.95) * agreement * (unitMismatch ? 0.8 : 1),
          detail: `names the property's address (${candidate.property.address})`,
        });
      }
    }
  }

  // 2. Planning application numbers.
  const applications = [
    ...item.applicationNumbers.map((text) => ({ key: text.toUpperCase().replace(/[\s/-]+/g, ''), text, start: 0, end: text.length, field: 'address' as const })),
    ...findApplicationNumbers(`${title}\n${description}`).map((a) => ({ ...a, field: 'description' as const })),
  ];
  for (const application of applications) {
    for (const property of index.withApplication(application.key)) {
      add(property, { rule: 'application_number', text: application.text, field: application.field, span: { start: application.start, end: application.end }, confidence: 0.98, detail: `application ${application.text}` });
    }
  }

  // 3. Distance between the item's points and the property.
  const outer = Math.max(...options.radii);
  for (const point of item.coordinates) {
    for (const property of index.near(point, outer)) {
      if (property.latitude === null || property.longitude === null) continue;
      const meters = distanceMeters(point, { lat: property.latitude, lng: property.longitude });
      const tier = options.radii.findIndex((radius) => meters <= radius);
      if (tier < 0) continue;
      const existing = found.get(property.id)?.evidence.find((e) => e.rule === 'distance');
      if (existing && (existing.distanceMeters ?? Infinity) <= meters) continue;
      if (existing) found.get(property.id)!.evidence = found.get(property.id)!.evidence.filter((e) => e !== existing);
      add(property, { rule: 'distance', distanceMeters: Math.round(meters), confidence: [0.85, 0.65, 0.45][tier] ?? 0.4, detail: `${Math.round(meters)} m from the property` });
    }
  }

  // 4. Policy items (no site of their own): the municipality's properties, through the committees they follow.
  const fullText = `${title}\n${description}`;
  if (isPolicyItem(fullText, addressed || item.coordinates.length > 0)) {
    for (const property of index.inMunicipality(item.municipalityId)) {
      const follows = index.committeesOf.get(property.id);
      const followed = item.committeeId !== null && follows?.has(item.committeeId);
      const council = item.committeeType === 'council';
      if (follows && follows.size > 0 && !followed && !council) continue;
      const uses = landUsesNamed(fullText, [property.currentLandUse, property.futureLandUse]);
      add(property, {
        rule: followed ? 'committee_policy' : 'municipality_policy',
        confidence: uses.length ? 0.6 : 0.5,
        detail: `a policy of ${item.municipalityName}${uses.length ? ` that names ${uses.join(', ')} land` : ''}`,
      });
      if (uses.length) add(property, { rule: 'land_use', text: uses[0], confidence: 0.6, detail: `names ${uses.join(', ')} land use` });
    }
  }

  for (const match of found.values()) match.evidence.sort((a, b) => b.confidence - a.confidence);
  return [...found.values()];
}

function impactSummary(match: Match, categories: AlertCategory[]): string {
  const top = match.evidence[0]!;
  const what = categories.filter((c) => c !== 'others').join(', ') || 'municipal';
  switch (top.rule) {
    case 'address':
      return `"${match.item.title}" names ${top.text}, the address of ${match.property.name}: a ${what} matter about the property itself.`;
    case 'application_number':
      return `"${match.item.title}" concerns application ${top.text}, which you track for ${match.property.name}.`;
    case 'distance':
      return `"${match.item.title}" is a ${what} matter ${top.distanceMeters} m from ${match.property.name}.`;
    default:
      return `"${match.item.title}" is a ${what} policy of ${match.item.municipalityName} that applies to ${match.property.name}${top.rule === 'land_use' || match.evidence.some((e) => e.rule === 'land_use') ? ' and names its land use' : ''}.`;
  }
}

export interface WriteResult {
  createdAlertIds: number[];
  updatedAlertIds: number[];
}

/** Writes the matches: one alert per (property, meeting), one impact per item; upserts, in one transaction. */
async function writeMatches(db: Db, matches: Match[], radii: number[]): Promise<WriteResult> {
  const result: WriteResult = { createdAlertIds: [], updatedAlertIds: [] };
  const groups = new Map<string, Match[]>();
  for (const match of matches) {
    const key = `${match.property.id}|${match.item.meetingId}`;
    const list = groups.get(key) ?? [];
    list.push(match);
    groups.set(key, list);
  }
  if (groups.size === 0) return result;
  // Computed first, then written in multi-row statements (a few per batch, not a few per match).
  const planned = [...groups.values()].map((group) => {
    const first = group[0]!;
    const rated = group.map((match) => {
      const text = `${match.item.title}\n${match.item.description ?? ''}`;
      const categories = categoriesOf(text);
      const top = match.evidence[0]!;
      const severity = itemSeverity({
        rule: top.rule,
        categories,
        committeeType: match.item.committeeType,
        text,
        distanceMeters: top.distanceMeters,
        nearestRadius: radii[0]!,
        landUseNamed: match.evidence.some((e) => e.rule === 'land_use'),
      });
      // Several rules agreeing raise the confidence a little.
      const score = Math.min(0.99, top.confidence + 0.05 * (match.evidence.length - 1));
      return { match, categories, severity, score, summary: impactSummary(match, categories) };
    });
    rated.sort((a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] || b.score - a.score);
    const strongest = rated[0]!;
    const severity: AlertSeverity = strongest.severity;
    const categories = [...new Set(rated.flatMap((r) => r.categories))];
    const n = rated.length;
    const values = {
      companyId: first.property.companyId,
      propertyId: first.property.id,
      meetingId: first.item.meetingId,
      sourceKey: `meeting:${first.item.meetingId}`,
      severity,
      title: `${first.item.meetingTitle}: ${n} item${n === 1 ? '' : 's'} may affect ${first.property.name}`,
      summary: `${n === 1 ? 'One agenda item' : `${n} agenda items`} of ${first.item.meetingTitle} (${first.item.municipalityName}) may affect ${first.property.name}. ${strongest.summary}`,
      preview: strongest.summary,
      primaryFinding: strongest.summary,
      expandedFinding: rated.map((r) => `• ${r.summary} (${r.match.evidence.map((e) => e.detail ?? e.rule).join('; ')})`).join('\n'),
      categories,
      documentUrl: first.item.meetingDocumentUrl,
    };
    return { values, rated };
  });
  const excluded = (columns: Record<string, { name: string }>, keys: string[]) =>
    Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded."${columns[key]!.name}"`)]));
  await db.transaction(async (tx) => {
    for (let i = 0; i < planned.length; i += WRITE_CHUNK) {
      const chunk = planned.slice(i, i + WRITE_CHUNK);
      const alertKeys = Object.keys(chunk[0]!.values);
      const written = await tx
        .insert(alerts)
        .values(chunk.map((p) => p.values))
        .onConflictDoUpdate({
          target: [alerts.propertyId, alerts.sourceKey],
          set: { ...excluded(alerts as unknown as Record<string, { name: string }>, alertKeys), updatedAt: sql`now()` },
        })
        .returning({ id: alerts.id, propertyId: alerts.propertyId, sourceKey: alerts.sourceKey, inserted: sql<boolean>`(xmax = 0)` });
      const idOf = new Map(written.map((row) => [`${row.propertyId}|${row.sourceKey}`, row.id]));
      for (const row of written) (row.inserted ? result.createdAlertIds : result.updatedAlertIds).push(row.id);
      const itemRows = chunk.flatMap((p) =>
        p.rated.map((r) => ({
          alertId: idOf.get(`${p.values.propertyId}|${p.values.sourceKey}`)!,
          companyId: p.values.companyId,
          agendaItemId: r.match.item.id,
          documentId: r.match.evidence.find((e) => e.documentId)?.documentId ?? r.match.item.documentId,
          rule: r.match.evidence[0]!.rule as MatchRule,
          confidence: confidenceLabel(r.score),
          score: r.score,
          severity: r.severity,
          categories: r.categories,
          impactSummary: r.summary,
          evidence: r.match.evidence,
        })),
      );
      for (let j = 0; j < itemRows.length; j += WRITE_CHUNK) {
        const rows = itemRows.slice(j, j + WRITE_CHUNK);
        await tx
          .insert(alertItems)
          .values(rows)
          .onConflictDoUpdate({ target: [alertItems.alertId, alertItems.agendaItemId], set: excluded(alertItems as unknown as Record<string, { name: string }>, Object.keys(rows[0]!)) });
      }
      await writeInsights(tx as unknown as Db, chunk.flatMap((p) => p.rated.map((r) => ({ match: r.match, categories: r.categories, severity: r.severity }))));
    }
  });
  return result;
}

/** Competitors (development nearby), city growth (infrastructure) and big policies, from the same matches. */
async function writeInsights(db: Db, rated: Array<{ match: Match; categories: AlertCategory[]; severity: AlertSeverity }>): Promise<void> {
  const rows = [];
  for (const { match, categories, severity } of rated) {
    const top = match.evidence[0]!;
    let category: string | null = null;
    if (top.rule === 'distance' && categories.includes('development')) category = 'competitors';
    else if (categories.includes('infrastructure')) category = 'city_growth';
    else if (top.rule === 'municipality_policy' || top.rule === 'committee_policy' || top.rule === 'land_use') category = 'big_policies';
    if (!category) continue;
    const values = {
      companyId: match.property.companyId,
      propertyId: match.property.id,
      categorySlug: category,
      title: match.item.title,
      description: (match.item.description ?? '').slice(0, 500) || match.item.meetingTitle,
      severity: severity === 'urgent' || severity === 'high' ? 'high' : top.rule === 'distance' ? 'medium' : 'low',
      municipalityName: match.item.municipalityName,
      documentUrl: match.item.meetingDocumentUrl,
      documentTitle: match.item.meetingTitle,
      sourceId: `agenda_item:${match.item.id}`,
      insightData: { rule: top.rule, distance_meters: top.distanceMeters ?? null, meeting_id: match.item.meetingId, source_document_url: match.item.meetingDocumentUrl },
    };
    rows.push(values);
  }
  for (let i = 0; i < rows.length; i += WRITE_CHUNK) {
    const chunk = rows.slice(i, i + WRITE_CHUNK);
    const set = Object.fromEntries(Object.keys(chunk[0]!).map((key) => [key, sql.raw(`excluded."${(projectInsights as unknown as Record<string, { name: string }>)[key]!.name}"`)]));
    await db
      .insert(projectInsights)
      .values(chunk)
      .onConflictDoUpdate({ target: [projectInsights.propertyId, projectInsights.categorySlug, projectInsights.sourceId], set: { ...set, updatedAt: sql`now()` } });
  }
}

/** Matches agenda items against every company's properties (or the given ones); idempotent. */
export async function matchAgendaItems(db: Db, itemIds: number[], options: MatchingOptions): Promise<WriteResult> {
  const total: WriteResult = { createdAlertIds: [], updatedAlertIds: [] };
  for (let i = 0; i < itemIds.length; i += ITEM_BATCH) {
    const items = await loadItems(db, itemIds.slice(i, i + ITEM_BATCH));
    if (items.length === 0) continue;
    const rows = await loadProperties(db, items, options);
    if (rows.length === 0) continue;
    const follows = await db
      .select({ propertyId: propertyCommittees.propertyId, committeeId: propertyCommittees.committeeId })
      .from(propertyCommittees)
      .where(inArray(propertyCommittees.propertyId, rows.map((r) => r.id)));
    const index = new PropertyIndex(rows, follows);
    const matches = items.flatMap((item) => matchItem(item, index, options));
    const written = await writeMatches(db, matches, options.radii);
    total.createdAlertIds.push(...written.createdAlertIds);
    total.updatedAlertIds.push(...written.updatedAlertIds);
  }
  return total;
}

/** Agenda items worth matching a new property against: meetings from `sinceDays` ago on, near or in its municipality. */
export async function recentItemIdsFor(db: Db, property: { municipalityId: number | null; latitude: number | null; longitude: number | null }, sinceDays: number): Promise<number[]> {
  const since = new Date(Date.now() - sinceDays * 86_400_000);
  const near =
    property.latitude !== null && property.longitude !== null
      ? sql`exists (select 1 from jsonb_array_elements(${agendaItems.coordinates}) p where abs((p->>'lat')::float8 - ${property.latitude}) < 0.02 and abs((p->>'lng')::float8 - ${property.longitude}) < 0.03)`
      : sql`false`;
  const inMunicipality = property.municipalityId !== null ? eq(meetings.municipalityId, property.municipalityId) : sql`false`;
  const rows = await db
    .select({ id: agendaItems.id })
    .from(agendaItems)
    .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
    .where(and(gte(meetings.startsAt, since), or(inMunicipality, near)));
  return rows.map((row) => row.id);
}
