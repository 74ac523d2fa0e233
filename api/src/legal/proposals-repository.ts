import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { proposalAttachments, proposals, provincialSites, type ProvincialSite } from '../db/schema/index.js';
import { likePattern } from '../lib/like.js';
import type { AttachmentOut, Period, ProposalCountOut, ProposalOut, ProposalSort } from '../schemas/legal.js';
import { periodRange } from './common.js';

export { PROPOSAL_SORTS, type ProposalSort } from '../schemas/legal.js';

export interface ProposalFilters {
  siteId?: number;
  q?: string;
  sort?: ProposalSort;
  date?: Period;
  limit?: number;
  offset?: number;
}

export interface ProposalsRepository {
  sites(): Promise<ProvincialSite[]>;
  /** The site with this code (case-insensitive), or undefined. */
  siteByCode(code: string): Promise<ProvincialSite | undefined>;
  list(filters: ProposalFilters): Promise<ProposalOut[]>;
  exists(id: number): Promise<boolean>;
  attachments(id: number): Promise<AttachmentOut[]>;
  countBySite(siteId?: number): Promise<ProposalCountOut>;
}

const ORDER: Record<ProposalSort, SQL[]> = {
  title: [asc(sql`lower(${proposals.title})`), asc(proposals.id)],
  deadline: [sql`${proposals.deadline} ASC NULLS LAST`, asc(proposals.id)],
  site: [asc(provincialSites.siteCode), sql`${proposals.postedDate} DESC NULLS LAST`, desc(proposals.id)],
  posted_date_desc: [sql`${proposals.postedDate} DESC NULLS LAST`, desc(proposals.id)],
};

/** Provincial registry proposals (ERO, ORR): global data, read by every signed-in user. */
export function createProposalsRepository(db: DbOrTx): ProposalsRepository {
  return {
    sites: () => db.select().from(provincialSites).orderBy(asc(provincialSites.siteCode)),

    async siteByCode(code) {
      const [site] = await db
        .select()
        .from(provincialSites)
        .where(eq(sql`upper(${provincialSites.siteCode})`, code.trim().toUpperCase()))
        .limit(1);
      return site;
    },

    async list({ siteId, q, sort = 'posted_date_desc', date, limit, offset = 0 }) {
      const conditions: SQL[] = [];
      if (siteId !== undefined) conditions.push(eq(proposals.siteId, siteId));
      if (q) {
        const pattern = likePattern(q);
        conditions.push(
          or(
            ilike(proposals.title, pattern),
            ilike(proposals.description, pattern),
            ilike(proposals.category, pattern),
            ilike(proposals.sourceId, pattern),
            ilike(proposals.ministry, pattern),
          )!,
        );
      }
      if (date) {
        const { from, to } = periodRange(date);
        conditions.push(gte(proposals.postedDate, from), lt(proposals.postedDate, to));
      }
      const attachmentCount = db
        .select({ proposalId: proposalAttachments.proposalId, n: count().as('n') })
        .from(proposalAttachments)
        .groupBy(proposalAttachments.proposalId)
        .as('attachment_count');
      let query = db
        .select({ proposal: proposals, site: provincialSites, attachments: attachmentCount.n })
        .from(proposals)
        .innerJoin(provincialSites, eq(provincialSites.id, proposals.siteId))
        .leftJoin(attachmentCount, eq(attachmentCount.proposalId, proposals.id))
        .where(and(...conditions))
        .orderBy(...ORDER[sort])
        .$dynamic();
      if (limit !== undefined) query = query.limit(limit);
      if (offset) query = query.offset(offset);
      const rows = await query;
      return rows.map(({ proposal: p, site, attachments }) => ({
        id: p.id,
        source_id: p.sourceId,
        title: p.title,
        description: p.description,
        content: p.content,
        posted_date: p.postedDate,
        deadline: p.deadline,
        site: site.siteCode,
        site_id: site.id,
        site_name: site.siteName,
        category: p.category,
        status: p.status,
        ministry: p.ministry,
        url: p.url,
        attachment_count: Number(attachments ?? 0),
      }));
    },

    async exists(id) {
      const [row] = await db.select({ id: proposals.id }).from(proposals).where(eq(proposals.id, id)).limit(1);
      return Boolean(row);
    },

    async attachments(id) {
      const rows = await db
        .select()
        .from(proposalAttachments)
        .where(eq(proposalAttachments.proposalId, id))
        .orderBy(asc(proposalAttachments.createdAt), asc(proposalAttachments.id));
      return rows.map((a) => ({ id: a.id, filename: a.filename, url: a.url, created_at: a.createdAt.toISOString() }));
    },

    async countBySite(siteId) {
      const rows = await db
        .select({ site: provincialSites.siteCode, siteName: provincialSites.siteName, n: count(proposals.id) })
        .from(provincialSites)
        .leftJoin(proposals, eq(proposals.siteId, provincialSites.id))
        .where(siteId === undefined ? undefined : eq(provincialSites.id, siteId))
        .groupBy(provincialSites.siteCode, provincialSites.siteName)
        .orderBy(asc(provincialSites.siteCode));
      const bySite = rows.map((r) => ({ site: r.site, site_name: r.siteName, count: Number(r.n) }));
      return { count: bySite.reduce((sum, r) => sum + r.count, 0), by_site: bySite };
    },
  };
}
