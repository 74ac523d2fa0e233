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
    db.select({ regionId: municipalityMembers.regionId, memberId: municipalityMembers.memberId }).from(municipalityMembers),
    db.select({ id: municipalities.id, name: municipalities.name }).from(municipalities),
  ]);
  return regionMapOf(links, names);
}

export function regionMapOf(links: Array<{ regionId: number; memberId: number }>, names: Array<{ id: number; name: string }> = []): RegionMap {
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

/**
 * Of a body's members, those named in an item's own text ("1815 Altona Road, City of Pickering"): an address in
 * a body's item is looked up in these only when there are some, so that the same street number and name in two
 * member cities does not match both. Whole words only, case-insensitive.
 */
export function membersNamedIn(text: string, memberIds: number[], regions: RegionMap): number[] {
  return memberIds.filter((id) => {
    const name = regions.nameOf(id);
    if (!name) return false;
    const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s-]+/g, '[\\s-]+')}($|[^\\p{L}\\p{N}])`, 'iu');
    return pattern.test(text);
  });
}
