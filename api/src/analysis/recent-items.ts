import { and, eq, gte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { agendaItems, meetings } from '../db/schema/index.js';

/**
 * Agenda items worth matching a new property against: meetings from `sinceDays` ago on, near the property, or of
 * its municipality or a regional body that includes it.
 */
export async function recentItemIdsFor(
  db: Db,
  property: { municipalityId: number | null; latitude: number | null; longitude: number | null },
  sinceDays: number,
): Promise<number[]> {
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
