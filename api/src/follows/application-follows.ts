import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { queryRows } from '../db/rows.js';

/*
 * Follows of development applications (docs/applications.md "Following a file"): a user follows a file for one of
 * the company's properties, and the file's later steps raise updates on that property's alerts
 * (applications/alerts.ts alertApplicationSteps reads these rows). Every query is scoped by the caller's company and,
 * for the follow itself, by the user.
 */

export interface ApplicationFollow {
  id: string;
  applicationId: number;
  propertyId: string;
  propertyName: string;
  createdAt: string;
}

const followOf = (r: Record<string, unknown>): ApplicationFollow => ({
  id: String(r.id),
  applicationId: Number(r.application_id),
  propertyId: String(r.property_id),
  propertyName: String(r.property_name),
  createdAt: new Date(r.created_at as string).toISOString(),
});

/** The user's follow of the application, or null. */
export async function applicationFollowOfUser(
  db: DbOrTx,
  companyId: string,
  userId: string,
  applicationId: number,
): Promise<ApplicationFollow | null> {
  const [row] = await queryRows(
    db,
    sql`select f.id, f.application_id, f.property_id, p.name as property_name, f.created_at
        from application_follows f join properties p on p.id = f.property_id and p.company_id = f.company_id
        where f.company_id = ${companyId}::uuid and f.user_id = ${userId}::uuid and f.application_id = ${applicationId}`,
  );
  return row ? followOf(row) : null;
}

/** Whether the application exists (applications are shared). */
export async function applicationExists(db: DbOrTx, applicationId: number): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from applications where id = ${applicationId}`);
  return rows.length > 0;
}

/** Whether the property is the company's. */
export async function propertyOfCompany(db: DbOrTx, companyId: string, propertyId: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from properties where id = ${propertyId}::uuid and company_id = ${companyId}::uuid`,
  );
  return rows.length > 0;
}

/**
 * Follows the application for the property (or moves the user's follow to that property); answers the follow and
 * whether it is new. The caller has checked the application and that the property is the company's.
 */
export async function upsertApplicationFollow(
  db: DbOrTx,
  v: { companyId: string; userId: string; applicationId: number; propertyId: string },
): Promise<{ follow: ApplicationFollow; created: boolean }> {
  const [row] = await queryRows(
    db,
    sql`insert into application_follows (company_id, user_id, application_id, property_id)
        values (${v.companyId}::uuid, ${v.userId}::uuid, ${v.applicationId}, ${v.propertyId}::uuid)
        on conflict (user_id, application_id) do update set property_id = excluded.property_id
        returning (xmax = 0) as created`,
  );
  const follow = await applicationFollowOfUser(db, v.companyId, v.userId, v.applicationId);
  return { follow: follow!, created: Boolean(row?.created) };
}

/** Stops the user's follow of the application; false when there was none. */
export async function deleteApplicationFollow(
  db: DbOrTx,
  companyId: string,
  userId: string,
  applicationId: number,
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`delete from application_follows
        where company_id = ${companyId}::uuid and user_id = ${userId}::uuid and application_id = ${applicationId}
        returning id`,
  );
  return rows.length > 0;
}
