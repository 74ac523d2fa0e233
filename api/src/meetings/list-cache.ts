import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { preparedStatement, rowsOf } from './prepared.js';
import type { SharedPage } from './repository.js';

/*
 * Meetings list pages kept for reuse, in two layers:
 * - the shared page (repository.ts SharedPage: the meetings, their document and agenda item counts, municipality
 *   and committee names, the total), the same for every company, kept per query;
 * - the serialized page of one company (the shared page with that company's alert counts), kept per company and
 *   query.
 * Triggers bump a version of the shared data and one per company's alerts at commit (migration 0020). An entry is
 * kept with the versions read before it was queried, and reused only while they are unchanged: a change committed
 * before that read is in the entry; one committed after it bumps a version, so the entry is never served again.
 * The versions are read from the database on every request (one small query), so a change made by any process
 * (another API instance, the worker) is seen at once. When a company's alerts change (the worker writes them after
 * every ingest), its pages are rebuilt from the shared pages with one query of its counts.
 *
 * Pages that depend on the clock (a `timeframe` of upcoming or past) are kept until the clock reaches the next
 * start of a meeting they could gain or lose (SharedPage.validUntil): until then they are exactly the answer a new
 * query would give.
 */

export interface ListVersions {
  /** The shared data's version. */
  shared: string;
  /** The shared data's and the company's alerts' versions together ('shared.company'). */
  company: string;
}

/** The versions a company's list pages depend on. */
export async function listVersions(db: Db, companyId: string): Promise<ListVersions> {
  const statement = preparedStatement(
    db,
    'meetings_list_version',
    () => sql`select (select version from meeting_list_version where id) as g,
      (select version from company_alert_versions where company_id = ${sql.placeholder('companyId')}) as c`,
  );
  const [row] = rowsOf(await statement.execute({ companyId }));
  const shared = String(row?.g ?? 0);
  return { shared, company: `${shared}.${row?.c ?? 0}` };
}

interface Kept {
  version: string;
  /** The last time (epoch ms) the entry is valid at: Infinity unless it depends on the clock. */
  validUntil: number;
  /** About how much memory the entry holds. */
  bytes: number;
}

/** A company's serialized page. */
export interface Entry extends Kept {
  /** The serialized page as UTF-8 bytes: written to each response as it is (no re-encoding per request). */
  body: Buffer;
  /** A strong ETag of the bytes (a hash of the content, so equal for equal pages whoever asked). */
  etag: string;
}

export function pageEntry(version: string, body: Buffer, validUntil = Number.POSITIVE_INFINITY): Entry {
  return {
    version,
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    validUntil,
    bytes: body.length,
  };
}

/** A shared page with the shared data's version it was read at. */
export type SharedEntry = Kept & { page: SharedPage };

export function sharedEntry(version: string, page: SharedPage): SharedEntry {
  return { version, validUntil: page.validUntil, bytes: page.bytes, page };
}

/** Entries by key, least recently used dropped first beyond `maxBytes`. */
export class ListCache<E extends Kept = Entry> {
  private readonly entries = new Map<string, E>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  /** The entry kept under `key` if it was read at `version` and is still valid at `now` (epoch ms). */
  get(key: string, version: string, now: number): E | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version || now > entry.validUntil) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry); // most recently used last
    return entry;
  }

  set(key: string, entry: E): void {
    if (!this.enabled || entry.bytes > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.bytes;
      this.entries.delete(key);
    }
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldest, kept] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= kept.bytes;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
