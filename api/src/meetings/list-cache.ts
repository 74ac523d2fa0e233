import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { preparedStatement, rowsOf } from './repository.js';

/*
 * Meetings list pages kept for reuse. A page depends on global data (meetings, their document and agenda item
 * counts, municipality and committee names) and on the caller's company's alerts; triggers bump a version of each
 * at commit (migration 0020). A page is kept with the versions read before it was queried, and reused only while
 * both are unchanged: a change committed before that read is in the page; one committed after it bumps a version,
 * so the page is never served again. The versions are read from the database on every request (one small
 * query), so a change made by any process (another API instance, the worker) is seen at once.
 *
 * Pages that depend on the clock (a `timeframe` of upcoming or past) are kept until the clock reaches the next
 * start of a meeting they could gain or lose (validUntil, from listMeetingsJson): until then they are exactly the
 * answer a new query would give.
 */

/** The versions a company's list pages depend on, as one string ('global.company'). */
export async function listVersion(db: Db, companyId: string): Promise<string> {
  const statement = preparedStatement(
    db,
    'meetings_list_version',
    () => sql`select (select version from meeting_list_version where id) as g,
      (select version from company_alert_versions where company_id = ${sql.placeholder('companyId')}) as c`,
  );
  const [row] = rowsOf(await statement.execute({ companyId }));
  return `${row?.g ?? 0}.${row?.c ?? 0}`;
}

export interface Entry {
  version: string;
  /** The serialized page as UTF-8 bytes: written to each response as it is (no re-encoding per request). */
  body: Buffer;
  /** A strong ETag of the bytes (a hash of the content, so equal for equal pages whoever asked). */
  etag: string;
  /** The last time (epoch ms) the page is valid at: Infinity unless it depends on the clock. */
  validUntil: number;
}

export function pageEntry(version: string, body: Buffer, validUntil = Number.POSITIVE_INFINITY): Entry {
  return { version, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`, validUntil };
}

/** Serialized pages by key (company and normalized query), least recently used dropped first beyond `maxBytes`. */
export class ListCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  /** The page kept under `key` if it was read at `version` and is still valid at `now` (epoch ms). */
  get(key: string, version: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version || now > entry.validUntil) {
      this.bytes -= entry.body.length;
      return undefined;
    }
    this.entries.set(key, entry); // most recently used last
    return entry;
  }

  set(key: string, entry: Entry): void {
    const { body } = entry;
    if (!this.enabled || body.length > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.body.length;
      this.entries.delete(key);
    }
    this.entries.set(key, entry);
    this.bytes += body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
