import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import {
  bylaws,
  decisionAttachments,
  decisionCitations,
  legalDecisions,
  legalTribunals,
  mayoralDecisions,
  municipalities,
  proposalAttachments,
  proposals,
  provincialSites,
} from '../db/schema/index.js';
import { LEGAL_TRIBUNALS, PROVINCIAL_SITES } from './registry-reference.js';
import type { DecisionRecord, MayoralDecisionRecord, ProposalRecord } from './records.js';
import { withSafeUrls } from '../lib/http-url.js';

/*
 * The store of the registry sources: provincial proposals (ERO, ORR), tribunal decisions (CanLII) and mayoral
 * decisions. Idempotent upserts keyed by the sources' own ids, one transaction per record. A row is written
 * only when a field differs, so ingesting the same records twice changes nothing (not even updated_at), and the
 * counts returned are of rows created or changed. Child rows (attachments, citations, bylaws) are keyed too.
 */

export interface RegistryIngestResult {
  /** Parent rows created or changed (proposals, decisions or mayoral decisions). */
  changed: number;
  /** Child rows created or changed (attachments, citations, bylaws). */
  children: number;
}

/** An attachment's creation time is when the source posted it, when the source says so (else the time it is stored). */
const postedAt = (a: { postedAt?: string | null }) => (a.postedAt ? { createdAt: new Date(a.postedAt) } : {});

const same = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(b).every((k) => (a[k] ?? null) === (b[k] ?? null));

async function siteId(tx: DbOrTx, code: string, cache: Map<string, number>): Promise<number> {
  const cached = cache.get(code);
  if (cached) return cached;
  const known = PROVINCIAL_SITES.find((s) => s.siteCode === code);
  await tx
    .insert(provincialSites)
    .values({ siteCode: code, siteName: known?.siteName ?? code, isActive: true })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ id: provincialSites.id })
    .from(provincialSites)
    .where(eq(provincialSites.siteCode, code));
  cache.set(code, row!.id);
  return row!.id;
}

export async function ingestProposals(db: Db, records: ProposalRecord[]): Promise<RegistryIngestResult> {
  const result: RegistryIngestResult = { changed: 0, children: 0 };
  const sites = new Map<string, number>();
  // A source link that is not http(s) (a `javascript:` href on a source page) is never stored.
  for (const record of records.map((r) => withSafeUrls(r))) {
    await db.transaction(async (tx) => {
      const values = {
        sourceId: record.sourceId,
        siteId: await siteId(tx, record.site, sites),
        title: record.title,
        description: record.description ?? null,
        content: record.content ?? null,
        postedDate: record.postedDate ?? null,
        deadline: record.deadline ?? null,
        category: record.category ?? null,
        status: record.status ?? null,
        ministry: record.ministry ?? null,
        url: record.url ?? null,
      };
      const [existing] = await tx.select().from(proposals).where(eq(proposals.sourceId, record.sourceId));
      let id = existing?.id;
      if (!existing || !same(existing, values)) {
        const [row] = await tx
          .insert(proposals)
          .values(values)
          .onConflictDoUpdate({ target: proposals.sourceId, set: { ...values, updatedAt: sql`now()` } })
          .returning({ id: proposals.id });
        id = row!.id;
        result.changed += 1;
      }
      if (record.attachments.length) {
        const added = await tx
          .insert(proposalAttachments)
          .values(
            record.attachments.map((a) => ({ proposalId: id!, filename: a.filename, url: a.url, ...postedAt(a) })),
          )
          .onConflictDoNothing()
          .returning({ id: proposalAttachments.id });
        result.children += added.length;
      }
    });
  }
  return result;
}

export async function ingestDecisions(db: Db, records: DecisionRecord[]): Promise<RegistryIngestResult> {
  const result: RegistryIngestResult = { changed: 0, children: 0 };
  if (records.length)
    await db
      .insert(legalTribunals)
      .values([...LEGAL_TRIBUNALS])
      .onConflictDoNothing();
  // A source link that is not http(s) (a `javascript:` href on a source page) is never stored.
  for (const record of records.map((r) => withSafeUrls(r))) {
    await db.transaction(async (tx) => {
      await tx
        .insert(legalTribunals)
        .values({ code: record.tribunal, name: record.tribunal.toUpperCase() })
        .onConflictDoNothing();
      const values = {
        sourceId: record.sourceId,
        title: record.title,
        caseid: record.caseid ?? null,
        decisionDate: record.decisionDate ?? null,
        pdfUrl: record.pdfUrl ?? null,
        url: record.url ?? null,
        databaseId: record.tribunal,
        municipality: record.municipality ?? null,
      };
      const [existing] = await tx.select().from(legalDecisions).where(eq(legalDecisions.sourceId, record.sourceId));
      let id = existing?.id;
      if (!existing || !same(existing, values)) {
        const [row] = await tx
          .insert(legalDecisions)
          .values(values)
          .onConflictDoUpdate({ target: legalDecisions.sourceId, set: { ...values, updatedAt: sql`now()` } })
          .returning({ id: legalDecisions.id });
        id = row!.id;
        result.changed += 1;
      }
      // Citations are the source's current list: replaced only when it differs from the stored one.
      const wanted = [...new Map(record.citations.map((c) => [`${c.act}\u0000${c.section}`, c])).values()];
      const stored = await tx
        .select({ act: decisionCitations.act, section: decisionCitations.section })
        .from(decisionCitations)
        .where(eq(decisionCitations.decisionId, id!));
      const key = (c: { act: string; section: string }) => `${c.act}\u0000${c.section}`;
      const storedKeys = new Set(stored.map(key));
      if (stored.length !== wanted.length || wanted.some((c) => !storedKeys.has(key(c)))) {
        await tx.delete(decisionCitations).where(eq(decisionCitations.decisionId, id!));
        if (wanted.length)
          await tx
            .insert(decisionCitations)
            .values(wanted.map((c) => ({ decisionId: id!, act: c.act, section: c.section })));
        result.children += wanted.length;
      }
      if (record.attachments.length) {
        const added = await tx
          .insert(decisionAttachments)
          .values(
            record.attachments.map((a) => ({ decisionId: id!, filename: a.filename, url: a.url, ...postedAt(a) })),
          )
          .onConflictDoNothing()
          .returning({ id: decisionAttachments.id });
        result.children += added.length;
      }
    });
  }
  return result;
}

async function municipalityId(tx: DbOrTx, name: string): Promise<number> {
  await tx.insert(municipalities).values({ name }).onConflictDoNothing();
  const [row] = await tx.select({ id: municipalities.id }).from(municipalities).where(eq(municipalities.name, name));
  return row!.id;
}

export async function ingestMayoralDecisions(db: Db, records: MayoralDecisionRecord[]): Promise<RegistryIngestResult> {
  const result: RegistryIngestResult = { changed: 0, children: 0 };
  // A source link that is not http(s) (a `javascript:` href on a source page) is never stored.
  for (const record of records.map((r) => withSafeUrls(r))) {
    await db.transaction(async (tx) => {
      const values = {
        decisionId: record.decisionId,
        municipalityId: await municipalityId(tx, record.municipality),
        title: record.title ?? null,
        decisionDate: record.decisionDate ?? null,
        decisionDateText: record.decisionDateText ?? null,
        url: record.url ?? null,
      };
      const [existing] = await tx
        .select()
        .from(mayoralDecisions)
        .where(
          and(
            eq(mayoralDecisions.municipalityId, values.municipalityId),
            eq(mayoralDecisions.decisionId, values.decisionId),
          ),
        );
      let id = existing?.id;
      if (!existing || !same(existing, values)) {
        const [row] = await tx
          .insert(mayoralDecisions)
          .values(values)
          .onConflictDoUpdate({
            target: [mayoralDecisions.municipalityId, mayoralDecisions.decisionId],
            set: { ...values, updatedAt: sql`now()` },
          })
          .returning({ id: mayoralDecisions.id });
        id = row!.id;
        result.changed += 1;
      }
      const numbers = record.bylaws.map((b) => b.bylawNumber);
      const stored = numbers.length
        ? await tx
            .select()
            .from(bylaws)
            .where(and(eq(bylaws.mayoralDecisionId, id!), inArray(bylaws.bylawNumber, numbers)))
        : [];
      for (const bylaw of record.bylaws) {
        const values = {
          mayoralDecisionId: id!,
          bylawNumber: bylaw.bylawNumber,
          itemNumber: bylaw.itemNumber ?? null,
          description: bylaw.description ?? null,
          bylawUrl: bylaw.bylawUrl ?? null,
        };
        const current = stored.find((b) => b.bylawNumber === bylaw.bylawNumber);
        if (current && same(current, values)) continue;
        await tx
          .insert(bylaws)
          .values(values)
          .onConflictDoUpdate({ target: [bylaws.mayoralDecisionId, bylaws.bylawNumber], set: values });
        result.children += 1;
      }
    });
  }
  return result;
}
