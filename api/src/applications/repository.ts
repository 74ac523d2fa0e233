import { sql, type SQL } from 'drizzle-orm';
import { applicationKey } from '../addresses/grammar.js';
import type { DbOrTx } from '../db/client.js';
import { APPLICATION_TYPES, type ApplicationType } from '../db/schema/index.js';
import { queryRows } from '../db/rows.js';
import { likePattern } from '../lib/like.js';
import type { ApplicationDetailOut, ApplicationListOut } from '../schemas/applications.js';

/** The application types, for the routes' checks. */
export { APPLICATION_TYPES };

/*
 * The applications API's queries. Applications are shared (like agenda items); whatever involves a company (its
 * property as the centre of a distance, the properties a file concerns, their alert threads) is scoped by it.
 */

export interface ApplicationFilters {
  q?: string;
  type?: ApplicationType;
  status?: string;
  municipalityId?: number;
  from?: string;
  to?: string;
  /** The centre of the distances: a property of the caller's company (checked by the caller). */
  centre?: { lat: number; lng: number } | null;
  within?: number;
  page: number;
  pageSize: number;
}

/** Metres between a row's point and a centre, in SQL (haversine). */
const distanceSql = (c: { lat: number; lng: number }) =>
  sql`(2 * 6371000 * asin(sqrt(power(sin(radians(a.latitude - ${c.lat}) / 2), 2) + cos(radians(${c.lat})) * cos(radians(a.latitude)) * power(sin(radians(a.longitude - ${c.lng}) / 2), 2))))`;

const summaryColumns = sql`a.id, a.municipality_id, m.name as municipality, a.file_numbers, a.type, a.status, a.addresses, a.latitude,
  a.longitude, a.description, a.filed_on::text as filed_on, a.hearing_on::text as hearing_on, a.decided_on::text as decided_on,
  a.link, a.source, a.updated_at`;

function summaryOf(r: Record<string, unknown>) {
  return {
    id: Number(r.id),
    municipalityId: Number(r.municipality_id),
    municipality: String(r.municipality),
    fileNumbers: r.file_numbers as string[],
    type: r.type as ApplicationType,
    status: (r.status as string | null) ?? null,
    addresses: r.addresses as string[],
    point: r.latitude === null || r.longitude === null ? null : { lat: Number(r.latitude), lng: Number(r.longitude) },
    description: (r.description as string | null) ?? null,
    filedOn: (r.filed_on as string | null) ?? null,
    hearingOn: (r.hearing_on as string | null) ?? null,
    decidedOn: (r.decided_on as string | null) ?? null,
    link: (r.link as string | null) ?? null,
    source: String(r.source),
    updatedAt: new Date(r.updated_at as string).toISOString(),
  };
}

export async function listApplications(db: DbOrTx, f: ApplicationFilters): Promise<ApplicationListOut> {
  const where: SQL[] = [sql`true`];
  if (f.q) {
    const key = applicationKey(f.q);
    const words = sql`a.search_text like ${likePattern(f.q.toLowerCase())}`;
    where.push(key ? sql`(a.file_keys @> array[${key}]::text[] or ${words})` : words);
  }
  if (f.type) where.push(sql`a.type = ${f.type}`);
  if (f.status) where.push(sql`lower(a.status) = lower(${f.status})`);
  if (f.municipalityId) where.push(sql`a.municipality_id = ${f.municipalityId}`);
  if (f.from) where.push(sql`a.filed_on >= ${f.from}::date`);
  if (f.to) where.push(sql`a.filed_on <= ${f.to}::date`);
  const distance = f.centre ? distanceSql(f.centre) : sql`null::double precision`;
  if (f.centre && f.within) {
    const dLat = f.within / 111_000;
    const dLng = f.within / (111_000 * Math.cos((f.centre.lat * Math.PI) / 180));
    where.push(
      sql`a.latitude between ${f.centre.lat - dLat} and ${f.centre.lat + dLat} and a.longitude between ${f.centre.lng - dLng} and ${f.centre.lng + dLng} and ${distance} <= ${f.within}`,
    );
  }
  const condition = sql.join(where, sql` and `);
  const order =
    f.centre && f.within ? sql`distance asc nulls last, a.id desc` : sql`a.filed_on desc nulls last, a.id desc`;
  const rows = await queryRows(
    db,
    sql`select ${summaryColumns}, ${distance} as distance, count(*) over () as total
        from applications a join municipalities m on m.id = a.municipality_id
        where ${condition} order by ${order} limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`,
  );
  let total = rows.length ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && f.page > 1) {
    const [counted] = await queryRows(db, sql`select count(*)::int as n from applications a where ${condition}`);
    total = Number(counted?.n ?? 0);
  }
  return {
    items: rows.map((r) => ({
      ...summaryOf(r),
      distanceMeters: r.distance === null ? null : Math.round(Number(r.distance)),
    })),
    total,
    page: f.page,
    pageSize: f.pageSize,
  };
}

/** The point of one of the company's properties; undefined when it is not the company's. */
export async function propertyPoint(db: DbOrTx, companyId: string, propertyId: string) {
  const [row] = await queryRows(
    db,
    sql`select latitude, longitude from properties where id = ${propertyId}::uuid and company_id = ${companyId}::uuid`,
  );
  if (!row) return undefined;
  return row.latitude === null || row.longitude === null
    ? null
    : { lat: Number(row.latitude), lng: Number(row.longitude) };
}

export async function applicationDetail(
  db: DbOrTx,
  companyId: string,
  id: number,
  lastRadius: number,
): Promise<Omit<ApplicationDetailOut, 'follow'> | null> {
  const [row] = await queryRows(
    db,
    sql`select ${summaryColumns}, a.facts, a.address_keys, a.file_keys from applications a join municipalities m on m.id = a.municipality_id where a.id = ${id}`,
  );
  if (!row) return null;
  const timeline = await queryRows(
    db,
    // A tribunal case has no date of its own: it stands just before its decision.
    sql`select e.id, e.kind, e.occurred_on::text as occurred_on, e.title, e.source, e.link, e.join_reason, e.agenda_item_id, e.decision_id
        from application_events e
        left join application_events d on e.kind = 'tribunal_case' and e.occurred_on is null and d.application_id = e.application_id
          and d.decision_id = e.decision_id and d.kind = 'tribunal_decision'
        where e.application_id = ${id}
        order by coalesce(e.occurred_on, d.occurred_on) asc nulls last, (e.kind = 'tribunal_case') desc, e.id asc limit 500`,
  );
  const documents = await queryRows(
    db,
    sql`select d.id, d.title, d.url from documents d
        where d.agenda_item_id in (select agenda_item_id from application_events where application_id = ${id} and agenda_item_id is not null)
        union all
        select null, f.filename, f.url from decision_attachments f
        where f.decision_id in (select decision_id from application_events where application_id = ${id} and decision_id is not null)
        limit 200`,
  );
  const point =
    row.latitude === null || row.longitude === null ? null : { lat: Number(row.latitude), lng: Number(row.longitude) };
  const distance = point
    ? sql`(2 * 6371000 * asin(sqrt(power(sin(radians(p.latitude - ${point.lat}) / 2), 2) + cos(radians(${point.lat})) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - ${point.lng}) / 2), 2))))`
    : sql`null::double precision`;
  // The company's properties it concerns: those with its alert thread or a listing of it, and those within the last
  // radius.
  const properties = await queryRows(
    db,
    sql`select p.id, p.name, p.address, ${distance} as distance, coalesce(t.id, l.id) as alert_id, t.severity
        from properties p
        left join alerts t on t.property_id = p.id and t.company_id = ${companyId}::uuid and t.source_key = ${`application:${id}`}
        -- Or the alert that listed it among the property's farther files (nearby.ts).
        left join lateral (select la.id from alerts la join alert_items li on li.alert_id = la.id
            where la.property_id = p.id and la.company_id = ${companyId}::uuid and la.source_key like 'applications:%'
              and li.evidence @> jsonb_build_array(jsonb_build_object('applicationId', ${id}::integer))
            order by la.id limit 1) l on t.id is null
        where p.company_id = ${companyId}::uuid and (t.id is not null or l.id is not null ${point ? sql`or (p.latitude is not null and ${distance} <= ${lastRadius})` : sql``})
        order by distance asc nulls first limit 200`,
  );
  return {
    ...summaryOf(row),
    timeline: timeline.map((e) => ({
      id: Number(e.id),
      kind: e.kind as ApplicationDetailOut['timeline'][number]['kind'],
      on: (e.occurred_on as string | null) ?? null,
      title: String(e.title),
      source: String(e.source),
      link: (e.link as string | null) ?? null,
      joinReason: String(e.join_reason),
      agendaItemId: e.agenda_item_id === null ? null : Number(e.agenda_item_id),
      decisionId: e.decision_id === null ? null : Number(e.decision_id),
    })),
    facts: (row.facts as ApplicationDetailOut['facts']).slice(0, 50),
    documents: documents.map((d) => ({
      title: String(d.title),
      url: (d.url as string | null) ?? null,
      documentId: d.id === null ? null : Number(d.id),
    })),
    properties: properties.map((p) => ({
      id: String(p.id),
      name: String(p.name),
      address: (p.address as string | null) ?? null,
      distanceMeters: p.distance === null ? null : Math.round(Number(p.distance)),
      atProperty: p.severity === 'urgent',
      alertId: p.alert_id === null ? null : Number(p.alert_id),
    })),
  };
}

/** The application types a property of the company is alerted about farther out; undefined: not the company's. */
export async function propertyApplicationTypes(db: DbOrTx, companyId: string, propertyId: string) {
  const [row] = await queryRows(
    db,
    sql`select application_types from properties where id = ${propertyId}::uuid and company_id = ${companyId}::uuid`,
  );
  if (!row) return undefined;
  return ((row.application_types as ApplicationType[] | null) ?? [...APPLICATION_TYPES]) as ApplicationType[];
}

export async function setPropertyApplicationTypes(
  db: DbOrTx,
  companyId: string,
  propertyId: string,
  types: ApplicationType[],
) {
  // Every type is stored as null (the default), so types added later are heard about too.
  const value = APPLICATION_TYPES.every((t) => types.includes(t)) ? null : types;
  const rows = await queryRows(
    db,
    sql`update properties set application_types = ${value === null ? sql`null` : sql`array(select json_array_elements_text(${JSON.stringify(value)}::json))`}, updated_at = now()
        where id = ${propertyId}::uuid and company_id = ${companyId}::uuid returning id`,
  );
  return rows.length > 0;
}
