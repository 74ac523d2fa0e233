import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { APPLICATION_TYPES, type AreaGeometry, type WatchDelivery } from '../db/schema/index.js';
import { ForbiddenError, InvalidError, NotFoundError } from '../lib/domain-errors.js';
import type { AreaCreateBody, AreaOut, AreaUpdateBody } from '../schemas/areas.js';
import type { Viewer } from '../watches/repository.js';
import { areaProblem, boundsOf, openRing } from './geometry.js';
import * as repo from './repository.js';

/*
 * Area watches (docs/watches.md "Areas"): a name, a polygon or a circle in Ontario, the application types wanted
 * (default every type) and a delivery. Rights as for keyword watches: any member keeps personal areas; only admins
 * create, change or delete company areas, and admins see and manage every area of their company. Everything is
 * scoped by the caller's company: another company's area is not found.
 */

export const MAX_AREAS_PER_COMPANY = 100;
export const MAX_AREAS_PER_USER = 25;

const NOT_FOUND = 'Area not found';
const isUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

function canEdit(viewer: Viewer, area: repo.AreaWithStats): boolean {
  return viewer.isAdmin || (area.userId !== null && area.userId === viewer.userId);
}

function areaOut(viewer: Viewer, a: repo.AreaWithStats): AreaOut {
  return {
    id: a.id,
    name: a.name,
    geometry: a.area!,
    bounds: { south: a.areaSouth!, west: a.areaWest!, north: a.areaNorth!, east: a.areaEast! },
    application_types: a.applicationTypes ?? [...APPLICATION_TYPES],
    all_types: a.applicationTypes === null,
    delivery: a.delivery,
    paused: a.paused,
    company_wide: a.userId === null,
    owner_user_id: a.userId,
    can_edit: canEdit(viewer, a),
    match_count: a.matchCount,
    last_match_at: a.lastMatchAt ? a.lastMatchAt.toISOString() : null,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  };
}

function checkedName(raw: string): string {
  const name = raw.trim();
  if (!name) throw new InvalidError('Give the area a name.');
  if (name.length > 100) throw new InvalidError('The name can have at most 100 characters.');
  return name;
}

/** The geometry as stored (a polygon's ring not closed, numbers only), or the reason it cannot be an area. */
function checkedGeometry(raw: AreaCreateBody['geometry']) {
  const area: AreaGeometry =
    raw.type === 'circle'
      ? { type: 'circle', center: [raw.center[0]!, raw.center[1]!], radius_m: raw.radius_m }
      : { type: 'polygon', coordinates: openRing(raw.coordinates.map((c) => [c[0]!, c[1]!] as [number, number])) };
  const problem = areaProblem(area);
  if (problem) throw new InvalidError(problem);
  return { area, bounds: boundsOf(area) };
}

/** Null for every type (so types added later are included). */
function checkedTypes(types: string[] | undefined): string[] | null | undefined {
  if (types === undefined) return undefined;
  const unique = [...new Set(types)];
  if (unique.length === 0) throw new InvalidError('Choose at least one application type.');
  return APPLICATION_TYPES.every((t) => unique.includes(t)) ? null : unique;
}

export function createAreaService(db: Db) {
  async function get(viewer: Viewer, id: string) {
    const area = isUuid(id) ? await repo.findArea(db, viewer, id) : null;
    if (!area) throw new NotFoundError(NOT_FOUND);
    return area;
  }

  return {
    async list(viewer: Viewer): Promise<AreaOut[]> {
      return (await repo.listAreas(db, viewer)).map((a) => areaOut(viewer, a));
    },

    async get(viewer: Viewer, id: string): Promise<AreaOut> {
      return areaOut(viewer, await get(viewer, id));
    },

    async create(viewer: Viewer, body: AreaCreateBody): Promise<AreaOut> {
      const companyWide = body.company_wide === true;
      if (companyWide && !viewer.isAdmin) throw new ForbiddenError('Only admins can create company areas');
      const name = checkedName(body.name);
      const geometry = checkedGeometry(body.geometry);
      const applicationTypes = checkedTypes(body.application_types) ?? null;
      return db.transaction(async (tx) => {
        // The limits are checked in the transaction that inserts: two requests at once cannot both pass.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`areas:${viewer.companyId}`}))`);
        const counts = await repo.areaCounts(tx, viewer.companyId, viewer.userId);
        if (counts.company >= MAX_AREAS_PER_COMPANY)
          throw new InvalidError(`A company can have at most ${MAX_AREAS_PER_COMPANY} areas: delete one first.`);
        if (!companyWide && counts.own >= MAX_AREAS_PER_USER)
          throw new InvalidError(`You can have at most ${MAX_AREAS_PER_USER} areas of your own: delete one first.`);
        const id = await repo.insertArea(tx, viewer.companyId, companyWide ? null : viewer.userId, viewer.userId, {
          name,
          ...geometry,
          applicationTypes,
          delivery: (body.delivery ?? 'immediate') as WatchDelivery,
          paused: body.paused ?? false,
        });
        return areaOut(viewer, (await repo.findArea(tx, viewer, id))!);
      });
    },

    async update(viewer: Viewer, id: string, body: AreaUpdateBody): Promise<AreaOut> {
      const area = await get(viewer, id);
      if (!canEdit(viewer, area))
        throw new ForbiddenError(area.userId === null ? 'Only admins can change company areas' : NOT_FOUND);
      const geometry = body.geometry ? checkedGeometry(body.geometry) : {};
      const applicationTypes = checkedTypes(body.application_types);
      await repo.updateArea(db, viewer.companyId, id, {
        ...(body.name !== undefined ? { name: checkedName(body.name) } : {}),
        ...geometry,
        ...(applicationTypes !== undefined ? { applicationTypes } : {}),
        ...(body.delivery !== undefined ? { delivery: body.delivery as WatchDelivery } : {}),
        ...(body.paused !== undefined ? { paused: body.paused } : {}),
      });
      return areaOut(viewer, (await repo.findArea(db, viewer, id))!);
    },

    async remove(viewer: Viewer, id: string): Promise<void> {
      const area = await get(viewer, id);
      if (!canEdit(viewer, area))
        throw new ForbiddenError(area.userId === null ? 'Only admins can delete company areas' : NOT_FOUND);
      await repo.deleteArea(db, viewer.companyId, id);
    },
  };
}

export type AreaService = ReturnType<typeof createAreaService>;
