import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import {
  agendaItems,
  committees,
  committeeTypes,
  documentPages,
  documents,
  meetings,
  municipalities,
} from '../db/schema/index.js';
import type { AgendaItemRecord, DocumentRecord, MeetingRecord } from './records.js';
import { withSafeUrls } from '../lib/http-url.js';

/*
 * The store: idempotent upserts of normalized meeting records (meetings, their agenda items and documents) keyed
 * by the sources' own ids. Each meeting is written in one transaction. What is new or changed (by content hash)
 * is returned, so that only that is analysed again. Ingesting the same records twice changes nothing.
 */

export interface IngestResult {
  meetingIds: number[];
  /** Agenda items created, or whose analysed fields changed. */
  changedAgendaItemIds: number[];
  /** Documents created, or whose text changed. */
  changedDocumentIds: number[];
  counts: { meetings: number; agendaItems: number; documents: number };
  /** Items already stored whose status or decision changed with this ingest (new items are not changes). */
  statusChanges: StatusChange[];
}

export interface StatusChange {
  agendaItemId: number;
  from: { status: string | null; decision: string | null };
  to: { status: string | null; decision: string | null };
}

/** Committee type from a committee's name (the slugs seeded by migration 0006). */
export function committeeTypeSlug(name: string): string {
  const n = name.toLowerCase();
  if (/adjustment/.test(n)) return 'committee_of_adjustment';
  if (/community council/.test(n)) return 'community_council';
  if (/planning|development services|planning and housing/.test(n)) return 'planning';
  if (/heritage/.test(n)) return 'heritage';
  if (/budget/.test(n)) return 'budget';
  if (/housing/.test(n)) return 'housing';
  if (/executive/.test(n)) return 'executive';
  if (/general government|general committee/.test(n)) return 'general_government';
  if (/infrastructure|public works|transportation|environment/.test(n)) return 'infrastructure';
  if (/board|authority|commission/.test(n)) return 'board';
  if (/council/.test(n)) return 'council';
  return 'other';
}

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

export function agendaItemHash(item: AgendaItemRecord): string {
  return hash([
    item.itemNumber ?? null,
    item.title,
    item.description ?? null,
    item.addresses ?? [],
    item.coordinates ?? [],
    item.applicationNumbers ?? [],
    item.wards ?? [],
    // The French text only when there is one, so that an English-only item keeps the hash it had.
    ...(item.titleFr || item.descriptionFr ? [item.titleFr ?? null, item.descriptionFr ?? null] : []),
  ]);
}

/** Text of an inline document, split into pages on form feeds (the text layer's page breaks). */
export function pagesOf(text: string): Array<{ pageNumber: number; charStart: number; charEnd: number; text: string }> {
  const pages: Array<{ pageNumber: number; charStart: number; charEnd: number; text: string }> = [];
  let start = 0;
  text.split('\f').forEach((page, i) => {
    pages.push({ pageNumber: i + 1, charStart: start, charEnd: start + page.length, text: page });
    start += page.length + 1;
  });
  return pages;
}

async function municipalityId(tx: DbOrTx, name: string, cache: Map<string, number>): Promise<number> {
  const cached = cache.get(name);
  if (cached) return cached;
  await tx.insert(municipalities).values({ name }).onConflictDoNothing();
  const [row] = await tx.select({ id: municipalities.id }).from(municipalities).where(eq(municipalities.name, name));
  cache.set(name, row!.id);
  return row!.id;
}

async function committeeId(
  tx: DbOrTx,
  municipality: number,
  name: string,
  cache: Map<string, number>,
): Promise<number> {
  const key = `${municipality}:${name}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const [type] = await tx
    .select({ id: committeeTypes.id })
    .from(committeeTypes)
    .where(eq(committeeTypes.slug, committeeTypeSlug(name)));
  await tx
    .insert(committees)
    .values({ municipalityId: municipality, name, committeeTypeId: type?.id ?? null })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ id: committees.id })
    .from(committees)
    .where(and(eq(committees.municipalityId, municipality), eq(committees.name, name)));
  cache.set(key, row!.id);
  return row!.id;
}

function documentText(record: DocumentRecord): string | null {
  if (record.content === null || record.content === undefined) return null;
  return typeof record.content === 'string' ? record.content : record.content.toString('utf8');
}

export async function ingestMeetings(db: Db, records: MeetingRecord[]): Promise<IngestResult> {
  const result: IngestResult = {
    meetingIds: [],
    changedAgendaItemIds: [],
    changedDocumentIds: [],
    counts: { meetings: 0, agendaItems: 0, documents: 0 },
    statusChanges: [],
  };
  const municipalityCache = new Map<string, number>();
  const committeeCache = new Map<string, number>();
  // A source link that is not http(s) (a `javascript:` href on a source page) is never stored.
  for (const record of records.map((r) => withSafeUrls(r))) {
    await db.transaction(async (tx) => {
      const muni = await municipalityId(tx, record.municipality, municipalityCache);
      const committee = record.committee ? await committeeId(tx, muni, record.committee, committeeCache) : null;
      const values = {
        source: record.source,
        sourceId: record.sourceId,
        municipalityId: muni,
        committeeId: committee,
        title: record.title,
        committeeName: record.committee,
        startsAt: record.startsAt,
        endsAt: record.endsAt ?? null,
        location: record.location ?? null,
        status: record.status ?? 'scheduled',
        summary: record.summary ?? null,
        documentUrl: record.documentUrl ?? null,
        agendaUrl: record.agendaUrl ?? null,
        revisedAgendaUrl: record.revisedAgendaUrl ?? null,
        minutesUrl: record.minutesUrl ?? null,
        sourceUrl: record.sourceUrl ?? null,
      };
      const [meeting] = await tx
        .insert(meetings)
        .values(values)
        .onConflictDoUpdate({ target: [meetings.source, meetings.sourceId], set: { ...values, updatedAt: sql`now()` } })
        .returning({ id: meetings.id });
      const meetingId = meeting!.id;
      result.meetingIds.push(meetingId);
      result.counts.meetings += 1;

      const existingItems = new Map(
        (
          await tx
            .select({
              id: agendaItems.id,
              sourceId: agendaItems.sourceId,
              contentHash: agendaItems.contentHash,
              status: agendaItems.status,
              decision: agendaItems.decision,
            })
            .from(agendaItems)
            .where(eq(agendaItems.meetingId, meetingId))
        ).map((row) => [row.sourceId, row]),
      );
      const itemIds = new Map<string, number>();
      for (const item of record.items) {
        const contentHash = agendaItemHash(item);
        const existing = existingItems.get(item.sourceId);
        // Status and decision are kept apart from the content hash: a decision taken is not new text to match again,
        // but it is a step of the item's life that followers hear about (statusChanges). A source that does not
        // show them (undefined) leaves what is stored alone.
        const status = item.status === undefined ? (existing?.status ?? null) : item.status;
        const decision = item.decision === undefined ? (existing?.decision ?? null) : item.decision;
        const statusChanged = !!existing && (existing.status !== status || existing.decision !== decision);
        const firstPoint = item.coordinates?.[0];
        const itemValues = {
          meetingId,
          sourceId: item.sourceId,
          itemNumber: item.itemNumber ?? null,
          title: item.title,
          description: item.description ?? null,
          titleFr: item.titleFr ?? null,
          descriptionFr: item.descriptionFr ?? null,
          addresses: item.addresses ?? [],
          coordinates: item.coordinates ?? [],
          latitude: firstPoint?.lat ?? null,
          longitude: firstPoint?.lng ?? null,
          applicationNumbers: item.applicationNumbers ?? [],
          wards: item.wards ?? [],
          documentLinks: item.documentLinks ?? [],
          sourceUrl: item.sourceUrl ?? null,
          status,
          decision,
          ...(statusChanged ? { statusChangedAt: new Date() } : {}),
          contentHash,
        };
        if (statusChanged)
          result.statusChanges.push({
            agendaItemId: existing.id,
            from: { status: existing.status, decision: existing.decision },
            to: { status, decision },
          });
        if (existing && existing.contentHash === contentHash) {
          itemIds.set(item.sourceId, existing.id);
          if (statusChanged) {
            await tx
              .update(agendaItems)
              .set({ status, decision, statusChangedAt: new Date(), updatedAt: sql`now()` })
              .where(eq(agendaItems.id, existing.id));
          }
          continue;
        }
        const [row] = await tx
          .insert(agendaItems)
          .values(itemValues)
          .onConflictDoUpdate({
            target: [agendaItems.meetingId, agendaItems.sourceId],
            set: { ...itemValues, updatedAt: sql`now()` },
          })
          .returning({ id: agendaItems.id });
        itemIds.set(item.sourceId, row!.id);
        result.changedAgendaItemIds.push(row!.id);
        result.counts.agendaItems += 1;
      }

      for (const doc of record.documents) {
        const text = documentText(doc);
        const contentHash = text === null ? null : hash(text);
        const [existing] = await tx
          .select({ id: documents.id, contentHash: documents.contentHash })
          .from(documents)
          .where(and(eq(documents.source, record.source), eq(documents.sourceId, doc.sourceId)));
        if (existing && existing.contentHash === contentHash) continue;
        const docValues = {
          source: record.source,
          sourceId: doc.sourceId,
          meetingId,
          agendaItemId: doc.agendaItemSourceId ? (itemIds.get(doc.agendaItemSourceId) ?? null) : null,
          title: doc.title,
          url: doc.url ?? null,
          mimeType: doc.mimeType ?? (text !== null ? 'text/plain' : null),
          sizeBytes: text !== null ? Buffer.byteLength(text) : null,
          text,
          contentHash,
          extractionStatus: text !== null ? ('done' as const) : ('pending' as const),
          extractedAt: text !== null ? new Date() : null,
        };
        const [row] = await tx
          .insert(documents)
          .values(docValues)
          .onConflictDoUpdate({
            target: [documents.source, documents.sourceId],
            set: { ...docValues, updatedAt: sql`now()` },
          })
          .returning({ id: documents.id });
        if (text !== null) {
          const pages = pagesOf(text);
          await tx.delete(documentPages).where(eq(documentPages.documentId, row!.id));
          await tx.insert(documentPages).values(pages.map((page) => ({ documentId: row!.id, ...page })));
          await tx.update(documents).set({ pageCount: pages.length }).where(eq(documents.id, row!.id));
        }
        result.changedDocumentIds.push(row!.id);
        result.counts.documents += 1;
      }
    });
  }
  return result;
}

/** Agenda items of the given meetings (all of them), e.g. to analyse a whole ingest again. */
export async function agendaItemIdsOf(db: DbOrTx, meetingIds: number[]): Promise<number[]> {
  if (meetingIds.length === 0) return [];
  const rows = await db
    .select({ id: agendaItems.id })
    .from(agendaItems)
    .where(inArray(agendaItems.meetingId, meetingIds));
  return rows.map((row) => row.id);
}
