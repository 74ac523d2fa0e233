import type { DbOrTx } from '../db/client.js';
import { municipalities, municipalityMembers } from '../db/schema/index.js';

/*
 * Regional and overlapping bodies: an upper-tier region (Peel Region) or a conservation authority (TRCA) holds
 * meetings of its own, and what it decides lands in its member municipalities. The membership table is small
 * (tens of rows), so a matching run loads it whole, once, and asks this map which municipalities an item reaches.
 */

export interface RegionMap {
  /** The municipalities an item of this body reaches: the body itself first, then its members. */
  reachOf(municipalityId: number): number[];
  /** The bodies a municipality belongs to (Peel Region and TRCA for Brampton). */
  bodiesOf(municipalityId: number): number[];
  /** A municipality's name, for evidence ("a policy of Peel Region, which includes Brampton"). */
  nameOf(municipalityId: number): string | undefined;
}

export async function loadRegionMap(db: DbOrTx): Promise<RegionMap> {
  const [links, names] = await Promise.all([
    db
      .select({ regionId: municipalityMembers.regionId, memberId: municipalityMembers.memberId })
      .from(municipalityMembers),
    db.select({ id: municipalities.id, name: municipalities.name }).from(municipalities),
  ]);
  return regionMapOf(links, names);
}

export function regionMapOf(
  links: Array<{ regionId: number; memberId: number }>,
  names: Array<{ id: number; name: string }> = [],
): RegionMap {
  const members = new Map<number, number[]>();
  const bodies = new Map<number, number[]>();
  for (const { regionId, memberId } of links) {
    members.set(regionId, [...(members.get(regionId) ?? []), memberId]);
    bodies.set(memberId, [...(bodies.get(memberId) ?? []), regionId]);
  }
  const nameById = new Map(names.map((n) => [n.id, n.name]));
  return {
    reachOf: (id) => [id, ...(members.get(id) ?? [])],
    bodiesOf: (id) => bodies.get(id) ?? [],
    nameOf: (id) => nameById.get(id),
  };
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s-]+/g, '[\\s-]+');

/** Street words: "Brock Road" or "King Street" is a street, not the Township of Brock or of King. */
const STREET_AFTER = String.raw`\s+(?:street|st|road|rd|avenue|ave|drive|dr|boulevard|blvd|parkway|pkwy|lane|ln|crescent|cres|court|ct|way|trail|line|sideroad|highway|hwy|place|pl|square|gate|circle|terrace|creek|river)\b`;

/**
 * Of a body's members, those named in an item's own text ("1815 Altona Road, City of Pickering"): an address in
 * a body's item is looked up in these only when there are some, so that the same street number and name in two
 * member cities does not match both. Whole words only, case-insensitive; not a street of that name ("King Street",
 * "Brock Road"), nor the body's own name ("Toronto and Region Conservation Authority" names no Toronto). Give the
 * text with the addresses' own words taken out (`withoutSpans`).
 */
export function membersNamedIn(text: string, memberIds: number[], regions: RegionMap, bodyName?: string): number[] {
  let rest = text;
  if (bodyName) {
    // The body's name, and its leading words ("Toronto and Region" of the conservation authority's name).
    const lead = bodyName.replace(/\s+(conservation authority|conservation|region|regional municipality)$/i, '');
    for (const name of new Set([bodyName, lead])) rest = rest.replace(new RegExp(escape(name), 'giu'), ' ');
  }
  return memberIds.filter((id) => {
    const name = regions.nameOf(id);
    if (!name) return false;
    return new RegExp(`(^|[^\\p{L}\\p{N}])${escape(name)}(?!${STREET_AFTER})($|[^\\p{L}\\p{N}])`, 'iu').test(rest);
  });
}

/** The text with these spans blanked (same length, so later offsets stay true). */
export function withoutSpans(text: string, spans: Array<{ start: number; end: number }>): string {
  let out = text;
  for (const { start, end } of spans) out = out.slice(0, start) + ' '.repeat(Math.max(0, end - start)) + out.slice(end);
  return out;
}

/**
 * Whether two municipality names can be the same place: 'City of Toronto' and 'Toronto (Etobicoke York)' are; an
 * unknown name (null) may be any.
 */
export const sameMunicipality = (a: string | null, b: string | null) => {
  if (!a || !b) return true;
  const x = a
    .toLowerCase()
    .replace(/\s*\(.*\)\s*/g, '')
    .replace(/^(city|town|township|municipality|region) of /, '')
    .trim();
  const y = b
    .toLowerCase()
    .replace(/\s*\(.*\)\s*/g, '')
    .replace(/^(city|town|township|municipality|region) of /, '')
    .trim();
  return x.includes(y) || y.includes(x);
};
