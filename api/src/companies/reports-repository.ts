import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { problemReports, users, type ProblemReport, type User } from '../db/schema/index.js';

/*
 * Support and bug reports. Tenant-scoped: every read names the company, so nobody, admins included, reads another
 * company's reports.
 */

export type NewReport = Pick<
  typeof problemReports.$inferInsert,
  'companyId' | 'userId' | 'subject' | 'description' | 'category' | 'priority'
>;

/** A report with its author (null once the author was removed from the company). */
export interface ReportWithAuthor {
  report: ProblemReport;
  user: User | null;
}

export async function insertReport(db: DbOrTx, values: NewReport): Promise<ProblemReport> {
  const [report] = await db.insert(problemReports).values(values).returning();
  return report!;
}

const selectReports = (db: DbOrTx) =>
  db
    .select({ report: problemReports, user: users })
    .from(problemReports)
    .leftJoin(users, eq(users.id, problemReports.userId));

/** The company's reports (only those of `authorId` when given), newest first. */
export async function listReports(db: DbOrTx, companyId: string, authorId?: string): Promise<ReportWithAuthor[]> {
  const scope = authorId
    ? and(eq(problemReports.companyId, companyId), eq(problemReports.userId, authorId))
    : eq(problemReports.companyId, companyId);
  return selectReports(db).where(scope).orderBy(desc(problemReports.createdAt), desc(problemReports.id));
}

export async function findReport(
  db: DbOrTx,
  companyId: string,
  reportId: string,
): Promise<ReportWithAuthor | undefined> {
  const [row] = await selectReports(db).where(
    and(eq(problemReports.id, reportId), eq(problemReports.companyId, companyId)),
  );
  return row;
}
