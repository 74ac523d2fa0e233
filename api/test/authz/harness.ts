import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { committees, committeeTypes, municipalities } from '../../src/db/schema/index.js';
import { setPlatformOperator } from '../../src/operators/platform-operators.js';
import { apiCall, companyWithAnalyst, registerUser, type HttpMethod, type TestContext } from '../helpers/helpers.js';
import { normalizeRoute } from './routes.js';

/** A string only the owning company's data contains: another company's answers must never carry it. */
export const OWNER_MARK = 'OWNERMARK7Q';

export type Role = 'anonymous' | 'analyst' | 'admin' | 'otherAdmin' | 'operator';
/** Probe order: the owning admin last, so a destructive call (delete, logout) comes after the other roles'. */
export const ROLES: Role[] = ['anonymous', 'otherAdmin', 'operator', 'analyst', 'admin'];

export interface World {
  tokens: Record<Exclude<Role, 'anonymous'>, string>;
  ids: {
    property: string;
    report: string;
    analyst: string;
    webhook: string | null;
    watch: string;
    area: string;
    company: string;
    propertyDocument: string;
  };
}

/** Two companies: the owner (admin + analyst, a property, a report, a webhook) and another (its admin). */
export async function buildWorld(ctx: TestContext): Promise<World> {
  const owner = await companyWithAnalyst(ctx, { company_name: `Owner ${OWNER_MARK}`, enroll_in_trial: true });
  const other = await registerUser(ctx.app, { company_name: 'Other Co', enroll_in_trial: true });
  // A platform operator: the admin of a third company, flagged the way `npm run operator -- grant` does.
  const operator = await registerUser(ctx.app, { company_name: 'Operator Co', enroll_in_trial: true });
  if (!(await setPlatformOperator(ctx.database.db, operator.email, true))) throw new Error('operator flag not set');
  const db = ctx.database.db;
  const [toronto] = await db.select().from(municipalities).where(eq(municipalities.name, 'Toronto'));
  const [council] = await db.select().from(committeeTypes).where(eq(committeeTypes.slug, 'council'));
  const [committee] = await db
    .insert(committees)
    .values({ municipalityId: toronto!.id, name: 'Authz Test City Council', committeeTypeId: council!.id })
    .returning();
  const property = await apiCall(ctx.app, 'POST', '/api/properties/', owner.admin.token, {
    nickname: `Site ${OWNER_MARK}`,
    address: '100 Queen Street West, Toronto, Ontario M5H 2N2, Canada',
    latitude: 43.6534,
    longitude: -79.3841,
    municipality_id: toronto!.id,
    current_land_use: 'commercial',
    future_land_use: 'mixed_use',
    notes: `Notes ${OWNER_MARK}`,
    selectedCommittees: [committee!.id],
  });
  if (property.statusCode !== 201) throw new Error(`property: ${property.statusCode} ${property.body}`);
  // A document the owner uploaded for its property: the documents API shows it to the owning company only.
  const boundary = 'authz-boundary';
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: `/api/properties/${property.json().id}/documents/upload`,
    headers: {
      authorization: `Bearer ${owner.admin.token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Survey ${OWNER_MARK}.txt"\r\nContent-Type: text/plain\r\n\r\nSurvey of the site, ${OWNER_MARK}.\r\n--${boundary}--\r\n`,
  });
  if (uploaded.statusCode !== 201) throw new Error(`property document: ${uploaded.statusCode} ${uploaded.body}`);
  const report = await apiCall(ctx.app, 'POST', '/api/reports', owner.admin.token, {
    subject: `Report ${OWNER_MARK}`,
    description: OWNER_MARK,
  });
  if (report.statusCode !== 201) throw new Error(`report: ${report.statusCode} ${report.body}`);
  const webhook = await apiCall(ctx.app, 'POST', '/api/notifications/webhooks', owner.admin.token, {
    url: 'https://example.com/hook',
  });
  // A company watch list (admins manage it; every member reads it).
  const watch = await apiCall(ctx.app, 'POST', '/api/watches', owner.admin.token, {
    name: `Watch ${OWNER_MARK}`,
    terms: '"inclusionary zoning"',
    company_wide: true,
  });
  if (watch.statusCode !== 201) throw new Error(`watch: ${watch.statusCode} ${watch.body}`);
  // A company area (a kind of watch): a circle around Toronto City Hall.
  const area = await apiCall(ctx.app, 'POST', '/api/areas', owner.admin.token, {
    name: `Area ${OWNER_MARK}`,
    geometry: { type: 'circle', center: [-79.3832, 43.6534], radius_m: 500 },
    company_wide: true,
  });
  if (area.statusCode !== 201) throw new Error(`area: ${area.statusCode} ${area.body}`);
  return {
    tokens: {
      admin: owner.admin.token,
      analyst: owner.analyst.token,
      otherAdmin: other.token,
      operator: operator.token,
    },
    ids: {
      property: property.json().id,
      report: report.json().id,
      analyst: owner.analyst.id,
      webhook: webhook.statusCode === 201 ? webhook.json().id : null,
      watch: watch.json().id,
      area: area.json().id,
      company: owner.companyId,
      propertyDocument: `property-${uploaded.json().documents[0].id}`,
    },
  };
}

/** The concrete URL probed for a route: the owning company's resource where the route names one. */
export function concreteUrl(route: string, world: World): string {
  const url = route.slice(route.indexOf(' ') + 1);
  const n = normalizeRoute(route);
  const pick = (): Record<string, string> => {
    if (/^\w+ \/api\/(properties|committees\/property|property-subscriptions|project-insights)\/:/.test(n))
      return { '*': world.ids.property };
    if (n.includes('/api/applications/alert-types/:')) return { '*': world.ids.property };
    if (n.includes('/api/reports/:')) return { '*': world.ids.report };
    if (n.includes('/api/documents/:')) return { '*': world.ids.propertyDocument };
    if (n.includes('/api/companies/users/:')) return { '*': world.ids.analyst };
    if (n.includes('/api/watches/:')) return { '*': world.ids.watch };
    if (n.includes('/api/areas/:')) return { '*': world.ids.area };
    if (n.includes('/api/notifications/webhooks/:')) return { '*': world.ids.webhook ?? randomUUID() };
    if (n.includes('/api/committees/municipality/:')) return { '*': 'Toronto' };
    if (n.includes('/api/legal-stats/sections/:')) return { '*': 'Planning Act' };
    if (n.includes('/api/meetings/committee/:')) return { '*': 'Authz Test City Council' };
    if (n.includes('/api/meetings/calendar/:')) return { '*': 'not-a-token.ics' };
    if (n.includes('/api/admin/sources/:')) return { '*': 'escribe' };
    // Toronto (seeded by migration 0002, id 5): the owner's property count there is the owner's only.
    if (n.includes('/api/coverage/:')) return { '*': '5' };
    return { '*': randomUUID() };
  };
  const value = pick()['*']!;
  return url.replace(/:[\w-]+/g, value);
}

export interface Observation {
  status: number;
  body: string;
}

export async function probe(app: FastifyInstance, route: string, role: Role, world: World): Promise<Observation> {
  const method = route.slice(0, route.indexOf(' ')) as HttpMethod;
  const url = concreteUrl(route, world);
  const token = role === 'anonymous' ? undefined : world.tokens[role];
  const res = await apiCall(app, method, url, token, method === 'GET' || method === 'DELETE' ? undefined : {});
  return { status: res.statusCode, body: res.body };
}
