import { and, count, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { companies, users, type Company, type User, type UserLanguage } from '../db/schema/index.js';
import { normalizeEmail } from '../lib/password-policy.js';
import { iso, type UserOut } from '../schemas/common.js';

export type { Company, User } from '../db/schema/index.js';

export interface UsersRepository {
  findByEmail(email: string, db?: DbOrTx): Promise<User | undefined>;
  findById(id: string, db?: DbOrTx): Promise<User | undefined>;
  findWithCompany(id: string, db?: DbOrTx): Promise<{ user: User; company: Company } | undefined>;
  countInCompany(companyId: string, db?: DbOrTx): Promise<number>;
  /** Sets the user's language (docs/i18n.md); answers the user, or undefined when there is none of that id. */
  setLanguage(id: string, language: UserLanguage, db?: DbOrTx): Promise<User | undefined>;
  toUserOut(user: User, company: Pick<Company, 'id' | 'name'>): UserOut;
}

/** The signed-in user as every answer shows it (login, /me, profile). */
export function toUserOut(user: User, company: Pick<Company, 'id' | 'name'>): UserOut {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    role: user.role,
    company_id: company.id,
    company_name: company.name,
    company: { id: company.id, name: company.name },
    two_factor_enabled: user.totpEnabled,
    last_login: iso(user.lastLogin),
    language: user.language,
    platform_operator: user.platformOperator,
  };
}

/** Lookups of users; each takes a transaction in place of `defaultDb` when given one. */
export function createUsersRepository(defaultDb: Db): UsersRepository {
  return {
    async findByEmail(email, db = defaultDb) {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.email, normalizeEmail(email)))
        .limit(1);
      return row;
    },
    async findById(id, db = defaultDb) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async findWithCompany(id, db = defaultDb) {
      const [row] = await db
        .select({ user: users, company: companies })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },
    async countInCompany(companyId, db = defaultDb) {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.companyId, companyId)));
      return Number(row?.n ?? 0);
    },
    async setLanguage(id, language, db = defaultDb) {
      const [row] = await db.update(users).set({ language }).where(eq(users.id, id)).returning();
      return row;
    },
    toUserOut,
  };
}
