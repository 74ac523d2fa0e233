import { and, count, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../../db/client.js';
import { companies, users, type Company, type User } from '../../db/schema/index.js';
import { normalizeEmail } from '../../lib/password-policy.js';
import { iso, type UserOut } from '../../schemas/common.js';

export interface UsersRepository {
  findByEmail(email: string, db?: DbOrTx): Promise<User | undefined>;
  findById(id: string, db?: DbOrTx): Promise<User | undefined>;
  findWithCompany(id: string, db?: DbOrTx): Promise<{ user: User; company: Company } | undefined>;
  countInCompany(companyId: string, db?: DbOrTx): Promise<number>;
  toUserOut(user: User, company: Pick<Company, 'id' | 'name'>): UserOut;
}

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersRepository;
  }
}

export default fp(
  async (app) => {
    const repo: UsersRepository = {
      async findByEmail(email, db = app.db) {
        const [row] = await db.select().from(users).where(eq(users.email, normalizeEmail(email))).limit(1);
        return row;
      },
      async findById(id, db = app.db) {
        const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
        return row;
      },
      async findWithCompany(id, db = app.db) {
        const [row] = await db
          .select({ user: users, company: companies })
          .from(users)
          .innerJoin(companies, eq(companies.id, users.companyId))
          .where(eq(users.id, id))
          .limit(1);
        return row;
      },
      async countInCompany(companyId, db = app.db) {
        const [row] = await db.select({ n: count() }).from(users).where(and(eq(users.companyId, companyId)));
        return Number(row?.n ?? 0);
      },
      toUserOut(user, company) {
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
        };
      },
    };
    app.decorate('users', repo);
  },
  { name: 'users', dependencies: ['db'] },
);
