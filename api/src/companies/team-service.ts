import type { Logger } from '../lib/logger.js';
import type { AttemptLimiter, RetryAfterTarget } from '../auth/attempt-limits.js';
import type { User, UsersRepository } from '../auth/users-repository.js';
import type { Db, DbOrTx } from '../db/client.js';
import { asSystem } from '../db/tenant-context.js';
import { isUniqueViolation } from '../lib/constraint-errors.js';
import { generateUrlToken, sha256Hex, UUID_RE } from '../lib/crypto.js';
import { InvalidError, NotFoundError, UnauthenticatedError } from '../lib/domain-errors.js';
import { renderActionMail, type Mailer } from '../notifications/mailer.js';
import type { CompanyUser } from '../schemas/companies.js';
import { lockCompany, lockCompanyRow } from './repository.js';
import {
  countAdmins,
  deleteTeammate,
  findTeammate,
  insertInvitation,
  listTeam,
  setRole,
  updateName,
} from './team-repository.js';

const INVITE_TTL_MS = 7 * 86_400_000;
const LAST_ADMIN = 'A company must keep at least one admin.';
const EMAIL_TAKEN = 'A user with this email already exists';

export const toCompanyUser = (u: User): CompanyUser => ({
  id: u.id,
  email: u.email,
  first_name: u.firstName,
  last_name: u.lastName,
  role: u.role,
  last_login: u.lastLogin?.toISOString() ?? null,
});

export interface Invitee {
  /** Normalized and checked by the caller. */
  email: string;
  firstName: string;
  lastName: string;
}

export interface TeamService {
  list(companyId: string): Promise<CompanyUser[]>;
  /** Renames a user of the company (their own profile); 401 when the user is gone. */
  rename(companyId: string, userId: string, firstName: string, lastName: string): Promise<User>;
  /** Moves a teammate between admin and analyst; the company keeps at least one admin. */
  changeRole(companyId: string, userId: string, role: 'admin' | 'analyst'): Promise<CompanyUser>;
  /** Removes a teammate or withdraws an invitation; the company keeps at least one admin. */
  remove(companyId: string, userId: string): Promise<void>;
  /**
   * Invites a teammate (a seat is taken at once) and mails the invitation link. Limited per company and per
   * address (429 with Retry-After on `reply`).
   */
  invite(
    reply: RetryAfterTarget,
    companyId: string,
    inviterId: string,
    invitee: Invitee,
    log: Pick<Logger, 'error'>,
  ): Promise<CompanyUser>;
}

export interface TeamServiceDeps {
  db: Db;
  users: Pick<UsersRepository, 'findByEmail' | 'findById' | 'countInCompany'>;
  attempts: Pick<AttemptLimiter, 'begin'>;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
}

export function createTeamService({ db, users, attempts, mailer, publicUrl }: TeamServiceDeps): TeamService {
  /** Locks the company row (serializes team changes, so two admins cannot demote each other at once) and finds the user. */
  async function lockTeam(tx: DbOrTx, companyId: string, userId: string) {
    await lockCompanyRow(tx, companyId);
    if (!UUID_RE.test(userId)) throw new NotFoundError('User not found');
    const target = await findTeammate(tx, companyId, userId);
    if (!target) throw new NotFoundError('User not found');
    return target;
  }

  return {
    async list(companyId) {
      const rows = await listTeam(db, companyId);
      return rows.map(toCompanyUser);
    },

    async rename(companyId, userId, firstName, lastName) {
      const user = await updateName(db, companyId, userId, firstName, lastName);
      if (!user) throw new UnauthenticatedError('Could not validate credentials');
      return user;
    },

    async changeRole(companyId, userId, role) {
      const updated = await db.transaction(async (tx) => {
        const target = await lockTeam(tx, companyId, userId);
        if (target.role === 'invited') throw new InvalidError('This user has not accepted the invitation yet.');
        if (target.role === role) return target;
        if (target.role === 'admin' && (await countAdmins(tx, companyId)) <= 1) throw new InvalidError(LAST_ADMIN);
        return setRole(tx, target.id, role);
      });
      return toCompanyUser(updated);
    },

    async remove(companyId, userId) {
      await db.transaction(async (tx) => {
        const target = await lockTeam(tx, companyId, userId);
        if (target.role === 'admin' && (await countAdmins(tx, companyId)) <= 1) throw new InvalidError(LAST_ADMIN);
        // Sessions, invitations, backup codes... cascade with the user row.
        await deleteTeammate(tx, companyId, target.id);
      });
    },

    async invite(reply, companyId, inviterId, { email, firstName, lastName }, log) {
      // E-mail addresses are unique across companies, and row-level security hides other companies' users: the
      // check runs in a system context. The answer is the same whichever company holds the address.
      if (await asSystem('invitation: is the e-mail taken', () => users.findByEmail(email)))
        throw new InvalidError(EMAIL_TAKEN);

      // Every invitation is a mail to an address the company chose: bounded per company and per address, so no
      // company can use invitations to flood a mailbox (invite, withdraw, invite again...).
      const perCompany = await attempts.begin(reply, 'invitesPerCompany', companyId);
      let perAddress;
      try {
        perAddress = await attempts.begin(reply, 'invitesPerAddress', email);
      } catch (error) {
        await perCompany.cancel();
        throw error;
      }
      const token = generateUrlToken();
      const { invited, company, inviter } = await db
        .transaction(async (tx) => {
          // Lock the company row so two concurrent invitations cannot both pass the seat check.
          const company = await lockCompany(tx, companyId);
          if (!company) throw new UnauthenticatedError('Could not validate credentials');
          const seats = await users.countInCompany(company.id, tx);
          if (seats >= company.maxUsers) {
            throw new InvalidError(`Your company has reached its limit of ${company.maxUsers} users.`);
          }
          if (await users.findByEmail(email, tx)) throw new InvalidError(EMAIL_TAKEN);
          const invited = await insertInvitation(tx, {
            companyId: company.id,
            email,
            firstName,
            lastName,
            tokenHash: sha256Hex(token),
            expiresAt: new Date(Date.now() + INVITE_TTL_MS),
            invitedBy: inviterId,
          });
          const inviter = await users.findById(inviterId, tx);
          return { invited, company, inviter };
        })
        .catch(async (error: unknown) => {
          // Refused (no seat left, address taken...): no mail went out, so it does not count.
          await perCompany.cancel();
          await perAddress.cancel();
          // Two invitations (or a sign-up) racing for the same address: the unique index decides.
          if (isUniqueViolation(error)) throw new InvalidError(EMAIL_TAKEN);
          throw error;
        });

      const link = `${publicUrl}/auth/accept-invite?token=${token}`;
      const inviterName = [inviter?.firstName, inviter?.lastName].filter(Boolean).join(' ') || 'A colleague';
      const body = renderActionMail({
        greeting: `Hello ${firstName},`,
        paragraphs: [
          `${inviterName} invited you to join ${company.name} on Parcelwatch, the municipal activity monitor for your properties.`,
          'Choose a password to activate your account. This invitation is valid for 7 days.',
        ],
        actionLabel: 'Join your team',
        link,
        footer: 'If you were not expecting this invitation, you can ignore this email.',
      });
      try {
        await mailer.send({
          kind: 'invitation',
          to: email,
          subject: `You're invited to join ${company.name} on Parcelwatch`,
          link,
          ...body,
        });
      } catch (error) {
        log.error({ err: error, to: email }, 'invitation mail failed');
      }
      return toCompanyUser(invited);
    },
  };
}
