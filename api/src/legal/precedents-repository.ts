import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { decisionAttachments, decisionCitations, legalDecisions, legalTribunals } from '../db/schema/index.js';
import { likePattern } from '../lib/like.js';
import type {
  ActStatOut,
  AttachmentOut,
  DecisionCountOut,
  DecisionOut,
  DecisionSort,
  Period,
  SectionStatOut,
  TribunalOut,
} from '../schemas/legal.js';
import { percentages, periodRange } from './common.js';

export { DECISION_SORTS, type DecisionSort } from '../schemas/legal.js';

/** Short names shown on the database chip. */
export const TRIBUNAL_SHORT_NAMES: Record<string, string> = { onlt: 'OLT', onltb: 'LTB' };

export interface DecisionFilters {
  q?: string;
  sort?: DecisionSort;
  date?: Period;
  act?: string;
  tribunal?: string;
  limit: number;
  offset: number;
}

export interface PrecedentsRepository {
  actStats(date?: Period): Promise<ActStatOut[]>;
  /** null when no decision ever cited the act. */
  sectionStats(act: string, date?: Period): Promise<SectionStatOut[] | null>;
  list(filters: DecisionFilters): Promise<{ items: DecisionOut[]; total: number }>;
  exists(id: number): Promise<boolean>;
  attachments(id: number): Promise<AttachmentOut[]>;
  tribunals(): Promise<TribunalOut[]>;
  tribunalExists(code: string): Promise<boolean>;
  /** The count in all and per tribunal (the route adds which tribunal was asked for). */
  countByTribunal(tribunal?: string): Promise<Omit<DecisionCountOut, 'tribunal'>>;
}

const ORDER: Record<DecisionSort, SQL[]> = {
  decision_date_desc: [sql`${legalDecisions.decisionDate} DESC NULLS LAST`, desc(legalDecisions.id)],
  decision_date: [sql`${legalDecisions.decisionDate} DESC NULLS LAST`, desc(legalDecisions.id)],
  title: [asc(sql`lower(${legalDecisions.title})`), asc(legalDecisions.id)],
  case_number: [sql`${legalDecisions.caseid} ASC NULLS LAST`, asc(legalDecisions.id)],
};

function dateConditions(date?: Period): SQL[] {
  if (!date) return [];
  const { from, to } = periodRange(date);
  return [gte(legalDecisions.decisionDate, from), lt(legalDecisions.decisionDate, to)];
}

/**
 * Tribunal decisions (precedents) and the statistics of the acts and sections they cite. An act's count is the
 * number of decisions citing it; its percentage is its share of all act counts, so percentages add up to 100.
 */
export function createPrecedentsRepository(db: DbOrTx): PrecedentsRepository {
  return {
    async actStats(date) {
      const rows = await db
        .select({ act: decisionCitations.act, n: countDistinct(decisionCitations.decisionId) })
        .from(decisionCitations)
        .innerJoin(legalDecisions, eq(legalDecisions.id, decisionCitations.decisionId))
        .where(and(...dateConditions(date)))
        .groupBy(decisionCitations.act)
        .orderBy(desc(countDistinct(decisionCitations.decisionId)), asc(decisionCitations.act));
      const counts = rows.map((r) => Number(r.n));
      const shares = percentages(counts);
      return rows.map((r, i) => ({ act: r.act, count: counts[i]!, percentage: shares[i]! }));
    },

    async sectionStats(act, date) {
      const [known] = await db
        .select({ id: decisionCitations.id })
        .from(decisionCitations)
        .where(eq(decisionCitations.act, act))
        .limit(1);
      if (!known) return null;
      const rows = await db
        .select({ section: decisionCitations.section, n: countDistinct(decisionCitations.decisionId) })
        .from(decisionCitations)
        .innerJoin(legalDecisions, eq(legalDecisions.id, decisionCitations.decisionId))
        .where(and(eq(decisionCitations.act, act), ...dateConditions(date)))
        .groupBy(decisionCitations.section)
        .orderBy(desc(countDistinct(decisionCitations.decisionId)), asc(decisionCitations.section));
      const counts = rows.map((r) => Number(r.n));
      const shares = percentages(counts);
      return rows.map((r, i) => ({
        section: r.section || 'Section not specified',
        count: counts[i]!,
        percentage: shares[i]!,
      }));
    },

    async list({ q, sort = 'decision_date_desc', date, act, tribunal, limit, offset }) {
      const conditions: SQL[] = [...dateConditions(date)];
      if (q) {
        const pattern = likePattern(q);
        conditions.push(or(ilike(legalDecisions.title, pattern), ilike(legalDecisions.caseid, pattern))!);
      }
      if (act) {
        conditions.push(
          exists(
            db
              .select({ one: sql`1` })
              .from(decisionCitations)
              .where(and(eq(decisionCitations.decisionId, legalDecisions.id), eq(decisionCitations.act, act))),
          ),
        );
      }
      if (tribunal) conditions.push(eq(legalDecisions.databaseId, tribunal));
      const where = and(...conditions);
      const [totalRow] = await db.select({ n: count() }).from(legalDecisions).where(where);
      const rows = await db
        .select()
        .from(legalDecisions)
        .where(where)
        .orderBy(...ORDER[sort])
        .limit(limit)
        .offset(offset);
      const ids = rows.map((r) => r.id);
      const citations = ids.length
        ? await db
            .select()
            .from(decisionCitations)
            .where(inArray(decisionCitations.decisionId, ids))
            .orderBy(asc(decisionCitations.act), asc(decisionCitations.section))
        : [];
      const files = ids.length
        ? await db
            .select({ decisionId: decisionAttachments.decisionId, n: count() })
            .from(decisionAttachments)
            .where(inArray(decisionAttachments.decisionId, ids))
            .groupBy(decisionAttachments.decisionId)
        : [];
      const fileCount = new Map(files.map((f) => [f.decisionId, Number(f.n)]));
      const items = rows.map((d) => {
        const cited = citations.filter((c) => c.decisionId === d.id).map((c) => ({ act: c.act, section: c.section }));
        return {
          id: d.id,
          source_id: d.sourceId,
          title: d.title,
          caseid: d.caseid,
          decision_date: d.decisionDate,
          pdf_url: d.pdfUrl,
          url: d.url,
          database_id: d.databaseId,
          acts: [...new Set(cited.map((c) => c.act))],
          citations: cited,
          attachment_count: fileCount.get(d.id) ?? 0,
        };
      });
      return { items, total: Number(totalRow?.n ?? 0) };
    },

    async exists(id) {
      const [row] = await db
        .select({ id: legalDecisions.id })
        .from(legalDecisions)
        .where(eq(legalDecisions.id, id))
        .limit(1);
      return Boolean(row);
    },

    async attachments(id) {
      const rows = await db
        .select()
        .from(decisionAttachments)
        .where(eq(decisionAttachments.decisionId, id))
        .orderBy(asc(decisionAttachments.createdAt), asc(decisionAttachments.id));
      return rows.map((a) => ({ id: a.id, filename: a.filename, url: a.url, created_at: a.createdAt.toISOString() }));
    },

    async tribunals() {
      const rows = await db
        .select({ code: legalTribunals.code, name: legalTribunals.name, n: count(legalDecisions.id) })
        .from(legalTribunals)
        .leftJoin(legalDecisions, eq(legalDecisions.databaseId, legalTribunals.code))
        .groupBy(legalTribunals.code, legalTribunals.name)
        .orderBy(asc(legalTribunals.code));
      return rows.map((r) => ({
        code: r.code,
        name: r.name,
        short_name: TRIBUNAL_SHORT_NAMES[r.code] ?? r.code.toUpperCase(),
        decision_count: Number(r.n),
      }));
    },

    async tribunalExists(code) {
      const [row] = await db
        .select({ code: legalTribunals.code })
        .from(legalTribunals)
        .where(eq(legalTribunals.code, code))
        .limit(1);
      return Boolean(row);
    },

    async countByTribunal(tribunal) {
      const rows = await db
        .select({ tribunal: legalDecisions.databaseId, n: count() })
        .from(legalDecisions)
        .where(tribunal ? eq(legalDecisions.databaseId, tribunal) : undefined)
        .groupBy(legalDecisions.databaseId)
        .orderBy(asc(legalDecisions.databaseId));
      const byTribunal = rows.map((r) => ({ tribunal: r.tribunal, count: Number(r.n) }));
      return { count: byTribunal.reduce((sum, r) => sum + r.count, 0), by_tribunal: byTribunal };
    },
  };
}
