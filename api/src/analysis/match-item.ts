import type { MatchEvidence, PlacedPlace } from '../db/schema/index.js';
import {
  addressAgreement,
  distanceMeters,
  findAddresses,
  applicationKey,
  scanApplicationKeys,
} from '../addresses/grammar.js';
import { isPolicyItem, isProcedural, landUsesNamed } from './classify.js';
import type { ItemRow, PropertyRow } from './load.js';
import type { MatchingOptions } from './options.js';
import type { PropertyIndex } from './property-index.js';
import { membersNamedIn, withoutSpans, type RegionMap } from './regions.js';
import { streetLabel, streetNamed } from '../addresses/street.js';
import type { Match } from './match-types.js';

function itemText(item: ItemRow): { title: string; description: string } {
  return { title: item.title, description: item.description ?? '' };
}

/** Every property an item may affect, with the evidence of each rule that matched (strongest first). */
export function matchItem(item: ItemRow, index: PropertyIndex, regions: RegionMap, options: MatchingOptions): Match[] {
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
      ? membersNamedIn(
          [title, description].map((text) => withoutSpans(text, findAddresses(text))).join('\n'),
          item.municipalityIds.slice(1),
          regions,
          item.municipalityName,
        )
      : [];
  const addressIn = named.length ? [item.municipalityId, ...named] : item.municipalityIds;

  // 1. Civic addresses: the structured ones, then those written in the title, description and document.
  const sources: Array<{ field: MatchEvidence['field']; text: string; documentId?: number }> = [
    { field: 'title', text: title },
    { field: 'description', text: description },
    ...item.addresses.map((text) => ({ field: 'address' as const, text })),
    ...(item.documentText
      ? [{ field: 'document' as const, text: item.documentText, documentId: item.documentId ?? undefined }]
      : []),
  ];
  let addressed = item.addresses.length > 0;
  // Per property whose building the item names: the mentions, and whether one names the property's own unit or
  // another unit. An item about another unit of the property's building ("Unit 12, 2400 Dundas St W" for a
  // property at unit 7) usually repeats the building's address without the unit ("... of the plaza at 2400
  // Dundas Street West"): that repetition is the same other unit, not the whole building.
  const mentions = new Map<
    string,
    { property: PropertyRow; evidence: MatchEvidence; sameUnit: boolean; otherUnit: MatchEvidence | null }
  >();
  for (const source of sources) {
    for (const address of findAddresses(source.text)) {
      addressed = true;
      for (const candidate of index.atAddress(addressIn, address)) {
        const agreement = addressAgreement(candidate.address, address);
        if (agreement === 0) continue;
        const unit = candidate.address.unit?.toLowerCase();
        const named = address.unit?.toLowerCase();
        const where = {
          text: address.text,
          field: source.field,
          ...(source.documentId ? { documentId: source.documentId } : {}),
          span: { start: address.start, end: address.end },
        };
        const mention = mentions.get(candidate.property.id) ?? {
          property: candidate.property,
          evidence: {
            rule: 'address' as const,
            ...where,
            confidence: (source.field === 'document' ? 0.85 : 0.95) * agreement,
            detail: `names the property's address (${candidate.property.address})`,
          },
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
    const applications: Array<{
      key: string;
      text: string;
      start: number;
      end: number;
      field: MatchEvidence['field'];
      documentId?: number;
    }> = [];
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
    for (const probe of place.kind === 'line' ? probesAlong(place.points) : place.points)
      for (const property of index.near(probe, outer)) candidates.add(property);
    for (const property of candidates) {
      if (property.latitude === null || property.longitude === null) continue;
      const at = { lat: property.latitude, lng: property.longitude };
      addDistance(
        property,
        place.kind === 'line'
          ? distanceToLine(at, place.points)
          : Math.min(...place.points.map((p) => distanceMeters(p, at))),
        place,
      );
    }
  }

  // 4. Policy items (no site of their own, and no report still to read that may name one): the municipality's
  // properties (a regional body's: its members'), through the committees they follow. The evidence depends only
  // on the rule, the member and the land uses named, so it is made once per combination and shared by the
  // hundreds of properties a city-wide policy reaches.
  // Both texts of a bilingual item: the French one may name what the English leaves out, and is classified alike.
  const fullText = [title, description, item.titleFr, item.descriptionFr].filter(Boolean).join('\n');
  if (
    !item.reportPending &&
    isPolicyItem(fullText, addressed || item.coordinates.length > 0 || (item.placement?.places.length ?? 0) > 0)
  ) {
    // A council's policy reaches every property of its municipality, followed or not; so does a regional body's
    // governing body's: a region's council, a conservation authority's board of directors (its council).
    const council =
      item.committeeType === 'council' ||
      (item.municipalityIds.length > 1 && GOVERNING_BOARD.test(item.committeeName ?? ''));
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
          if (!streets.has(streetKey))
            streets.set(streetKey, streetNamed(fullText, address) ? streetLabel(address) : null);
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
            ...(uses.length
              ? [
                  {
                    rule: 'land_use' as const,
                    text: uses[0],
                    confidence: 0.6,
                    detail: `names ${uses.join(', ')} land use`,
                  },
                ]
              : []),
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
    for (let s = 1; s <= steps; s++)
      probes.push({
        lat: a.lat + ((b.lat - a.lat) * s) / (steps + 1),
        lng: a.lng + ((b.lng - a.lng) * s) / (steps + 1),
      });
  }
  return probes;
}

/** Metres from a point to a line: to its nearest segment (local flat projection: exact enough over a few km). */
export function distanceToLine(point: { lat: number; lng: number }, line: Array<{ lat: number; lng: number }>): number {
  if (line.length === 1) return distanceMeters(point, line[0]!);
  const k = Math.cos((point.lat * Math.PI) / 180);
  const xy = (p: { lat: number; lng: number }) => ({
    x: (p.lng - point.lng) * 111_320 * k,
    y: (p.lat - point.lat) * 110_540,
  });
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

/**
 * A batch's matches, one meeting at a time, each computed only when asked for: a meeting's matches (all of its
 * alerts) are planned and dropped before the next meeting is matched, instead of the whole batch's waiting for
 * its last statement. Items keep their order within their meeting.
 */
export function* matchesByMeeting(
  items: ItemRow[],
  index: PropertyIndex,
  regions: RegionMap,
  options: MatchingOptions,
): Generator<Match[]> {
  const meetings = new Map<number, ItemRow[]>();
  for (const item of items) {
    const list = meetings.get(item.meetingId);
    if (list) list.push(item);
    else meetings.set(item.meetingId, [item]);
  }
  for (const meetingItems of meetings.values()) {
    const matches: Match[] = [];
    for (const item of meetingItems) for (const match of matchItem(item, index, regions, options)) matches.push(match);
    yield matches;
  }
}
