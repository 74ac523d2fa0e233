import { sql } from 'drizzle-orm';
import { addressKey, applicationKey, findAddresses } from '../addresses/grammar.js';
import type { Db, DbOrTx } from '../db/client.js';
import { queryRows } from '../db/rows.js';
import { factsOf } from './facts.js';
import type { RegistryRecord } from './record.js';

/*
 * Writing registry records (docs/applications.md "Registries"): one application per planning file, keyed by its
 * municipality and file key (any spelling of the number gives one key), or by its source and record id while the
 * registry gives no number. Incremental: a record whose hash is the one stored is not written again. Rows the
 * registry marks as created in error or as duplicate folders are left out and counted. Each chunk is one
 * transaction: a chunk is written whole or not at all.
 */

export const STORE_CHUNK = 1000;

export interface StoreCounts {
  rows: number;
  unchanged: number;
  written: number;
  skipped: { created_in_error: number; duplicate: number };
}

export interface StoreResult extends StoreCounts {
  /** Applications this read created. */
  created: number[];
  /** Timeline steps this read added to applications that existed before it: updates on their alert threads. */
  newSteps: number[];
}

export const emptyStoreResult = (): StoreResult => ({
  rows: 0,
  unchanged: 0,
  written: 0,
  skipped: { created_in_error: 0, duplicate: 0 },
  created: [],
  newSteps: [],
});

const json = (value: unknown) => sql`${JSON.stringify(value)}::json`;

/** An application's search text (the list's words and the header search): its numbers, addresses and description. */
const SEARCH_TEXT = (numbers: string, addresses: string, description: string) =>
  sql.raw(
    `lower(array_to_string(${numbers}, ' ') || chr(10) || array_to_string(${addresses}, ' ') || chr(10) || coalesce(${description}, ''))`,
  );

/** Civic address keys of an application's addresses, for the address join. */
export function addressKeysOf(addresses: string[]): string[] {
  return [
    ...new Set(
      addresses.flatMap((a) => findAddresses(a).flatMap((p) => p.numbers.map((n) => addressKey(n, p.street)))),
    ),
  ];
}

/** Writes one page of records of `source` (a municipality's registry); `into` gathers the counts. */
export async function storeRecords(
  db: Db,
  source: string,
  municipalityId: number,
  records: RegistryRecord[],
  into: StoreResult,
  known?: Map<string, string>,
): Promise<void> {
  for (let i = 0; i < records.length; i += STORE_CHUNK)
    await storeChunk(db, source, municipalityId, records.slice(i, i + STORE_CHUNK), into, known);
}

/**
 * The stored hash of each record of `source` (of `recordIds` only, when given): a whole read loads them once, with
 * one query, rather than one lookup per page.
 */
export async function storedHashes(db: DbOrTx, source: string, recordIds?: string[]): Promise<Map<string, string>> {
  const rows = await queryRows(
    db,
    recordIds
      ? sql`select record_id, hash from application_records where source = ${source}
            and record_id = any(array(select json_array_elements_text(${json(recordIds)})))`
      : sql`select record_id, hash from application_records where source = ${source}`,
  );
  return new Map(rows.map((r) => [String(r.record_id), String(r.hash)]));
}

async function storeChunk(
  db: Db,
  source: string,
  municipalityId: number,
  chunk: RegistryRecord[],
  into: StoreResult,
  known?: Map<string, string>,
) {
  into.rows += chunk.length;
  // The last record of an id wins within a page (a registry may repeat a row while it pages).
  const byId = new Map(chunk.map((r) => [r.recordId, r]));
  const stored = known ?? (await storedHashes(db, source, [...byId.keys()]));
  const changed = [...byId.values()].filter((r) => stored.get(r.recordId) !== r.hash);
  into.unchanged += chunk.length - changed.length;
  if (changed.length === 0) return;
  const live = changed.filter((r) => r.skip === null);
  for (const r of changed) if (r.skip) into.skipped[r.skip] += 1;
  into.written += live.length;
  await db.transaction(async (tx) => {
    const ids = await upsertApplications(tx, source, municipalityId, live, into);
    await writeEvents(tx, source, live, ids, into);
    const rows = changed.map((r) => ({
      record_id: r.recordId,
      application_id: r.skip ? null : (ids.get(r.recordId) ?? null),
      hash: r.hash,
      modified_at: r.modifiedAt?.toISOString() ?? null,
      skipped: r.skip,
    }));
    await tx.execute(sql`
      insert into application_records (source, record_id, application_id, hash, modified_at, skipped)
      select ${source}, x.record_id, x.application_id, x.hash, x.modified_at, x.skipped
      from json_to_recordset(${json(rows)}) as x(record_id text, application_id integer, hash text, modified_at timestamptz, skipped text)
      on conflict (source, record_id) do update set application_id = excluded.application_id, hash = excluded.hash,
        modified_at = excluded.modified_at, skipped = excluded.skipped, read_at = now()`);
  });
  if (known) for (const r of changed) known.set(r.recordId, r.hash);
}

/** The applications of `records`, created or updated; answers record id -> application id. */
async function upsertApplications(
  tx: DbOrTx,
  source: string,
  municipalityId: number,
  records: RegistryRecord[],
  into: StoreResult,
): Promise<Map<string, number>> {
  if (records.length === 0) return new Map();
  const rows = records.map((r) => {
    const key = r.fileNumber ? applicationKey(r.fileNumber) : null;
    return {
      record_id: r.recordId,
      file_key: key,
      file_numbers: r.fileNumber ? [r.fileNumber] : [],
      file_keys: key ? [key] : [],
      type: r.type,
      status: r.status,
      addresses: r.addresses,
      address_keys: addressKeysOf(r.addresses),
      latitude: r.point?.lat ?? null,
      longitude: r.point?.lng ?? null,
      description: r.description,
      facts: factsOf(r.description, null),
      filed_on: r.filedOn,
      hearing_on: r.hearingOn,
      decided_on: r.decidedOn,
      link: r.link,
    };
  });
  // Existing files: by file key in the municipality, else by this source's record (a row that had no number yet).
  const found = await queryRows(
    tx,
    sql`select x.record_id, coalesce(k.id, s.id) as id
        from json_to_recordset(${json(rows.map((r) => ({ record_id: r.record_id, file_key: r.file_key })))}) as x(record_id text, file_key text)
        left join applications k on k.municipality_id = ${municipalityId} and k.file_key = x.file_key
        left join applications s on s.source = ${source} and s.source_record_id = x.record_id`,
  );
  const ids = new Map<string, number>();
  for (const f of found) if (f.id !== null) ids.set(String(f.record_id), Number(f.id));
  // New files: one per file key (records of one file in one page are one application), else one per record.
  const fresh = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!ids.has(row.record_id)) fresh.set(row.file_key ?? `record:${row.record_id}`, row);
  if (fresh.size) {
    const inserted = await queryRows(
      tx,
      sql`insert into applications (municipality_id, file_key, file_numbers, file_keys, source, source_record_id, type, status,
            addresses, address_keys, latitude, longitude, description, facts, filed_on, hearing_on, decided_on, link, search_text)
          select ${municipalityId}, x.file_key, v.file_numbers, array(select json_array_elements_text(x.file_keys)),
            ${source}, x.record_id, x.type, x.status, v.addresses,
            array(select json_array_elements_text(x.address_keys)), x.latitude, x.longitude, x.description, x.facts::jsonb,
            x.filed_on, x.hearing_on, x.decided_on, x.link, ${SEARCH_TEXT('v.file_numbers', 'v.addresses', 'x.description')}
          from json_to_recordset(${json([...fresh.values()])}) as x(record_id text, file_key text, file_numbers json, file_keys json,
            type text, status text, addresses json, address_keys json, latitude double precision, longitude double precision,
            description text, facts json, filed_on date, hearing_on date, decided_on date, link text),
            lateral (select array(select json_array_elements_text(x.file_numbers)) as file_numbers,
              array(select json_array_elements_text(x.addresses)) as addresses) v
          returning id, file_key, source_record_id`,
    );
    const byKey = new Map(
      inserted.map((r) => [r.file_key === null ? `record:${r.source_record_id}` : String(r.file_key), Number(r.id)]),
    );
    for (const row of rows) {
      if (ids.has(row.record_id)) continue;
      const id = byKey.get(row.file_key ?? `record:${row.record_id}`);
      if (id !== undefined) ids.set(row.record_id, id);
    }
    into.created.push(...byKey.values());
  }
  const created = new Set(into.created);
  const updates = rows
    .filter((r) => !created.has(ids.get(r.record_id)!))
    .map((r) => ({ ...r, id: ids.get(r.record_id) }));
  if (updates.length)
    await tx.execute(sql`
      update applications a set
        file_key = coalesce(a.file_key, x.file_key),
        file_numbers = (select coalesce(array_agg(distinct v), '{}') from (select unnest(a.file_numbers) as v union select json_array_elements_text(x.file_numbers) limit 20) n),
        file_keys = (select coalesce(array_agg(distinct v), '{}') from (select unnest(a.file_keys) as v union select json_array_elements_text(x.file_keys) limit 20) n),
        type = case when x.type = 'other' then a.type else x.type end,
        status = coalesce(x.status, a.status),
        addresses = case when json_array_length(x.addresses) > 0 then array(select json_array_elements_text(x.addresses)) else a.addresses end,
        address_keys = case when json_array_length(x.addresses) > 0 then array(select json_array_elements_text(x.address_keys)) else a.address_keys end,
        latitude = coalesce(x.latitude, a.latitude), longitude = coalesce(x.longitude, a.longitude),
        description = coalesce(x.description, a.description), facts = case when json_array_length(x.facts) > 0 then x.facts::jsonb else a.facts end,
        filed_on = coalesce(x.filed_on, a.filed_on), hearing_on = coalesce(x.hearing_on, a.hearing_on),
        decided_on = coalesce(x.decided_on, a.decided_on), link = coalesce(x.link, a.link), updated_at = now()
      from json_to_recordset(${json(updates)}) as x(id integer, file_key text, file_numbers json, file_keys json, type text, status text,
        addresses json, address_keys json, latitude double precision, longitude double precision, description text, facts json,
        filed_on date, hearing_on date, decided_on date, link text)
      where a.id = x.id and (a.file_key is null or x.file_key is null or a.file_key = x.file_key)`);
  // A new file's search text is written with it; an updated one's is written again from its merged columns (a second
  // version of each row: on a registry's first read, where every file is new, it cost a quarter of the read).
  if (updates.length)
    await tx.execute(sql`
      update applications set search_text = ${SEARCH_TEXT('file_numbers', 'addresses', 'description')}
      where id in (select value::integer from json_array_elements_text(${json([...new Set(updates.map((u) => u.id))])}))`);
  return ids;
}

/** The steps the records tell, on their applications' timelines (a step already there is updated, not repeated). */
async function writeEvents(
  tx: DbOrTx,
  source: string,
  records: RegistryRecord[],
  ids: Map<string, number>,
  into: StoreResult,
) {
  const created = new Set(into.created);
  const rows = records.flatMap((r) => {
    const id = ids.get(r.recordId);
    if (id === undefined) return [];
    const reason = r.fileNumber
      ? `registry row ${r.recordId} of ${source} gives file number ${r.fileNumber}`
      : `registry row ${r.recordId} of ${source} (no file number yet)`;
    return r.events.map((e) => ({
      application_id: id,
      kind: e.kind,
      occurred_on: e.on,
      ref: `record:${r.recordId}`,
      title: e.title,
      link: r.link,
      join_reason: reason,
    }));
  });
  if (rows.length === 0) return;
  const written = await queryRows(
    tx,
    sql`insert into application_events (application_id, kind, occurred_on, source, ref, title, link, join_reason)
        select x.application_id, x.kind, x.occurred_on, ${source}, x.ref, x.title, x.link, x.join_reason
        from json_to_recordset(${json(rows)}) as x(application_id integer, kind text, occurred_on date, ref text, title text, link text, join_reason text)
        on conflict (application_id, kind, ref) do update set occurred_on = excluded.occurred_on, title = excluded.title, link = excluded.link
          where (application_events.occurred_on, application_events.title) is distinct from (excluded.occurred_on, excluded.title)
        returning id, application_id, (xmax = 0) as inserted`,
  );
  for (const w of written) if (w.inserted && !created.has(Number(w.application_id))) into.newSteps.push(Number(w.id));
}
