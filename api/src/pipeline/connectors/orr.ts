import type { Connector, ProposalRecord, SourceRecord } from '../records.js';
import type { PoliteFetch } from './http.js';
import { inlineText, parseSourceDate } from './text.js';

/*
 * Ontario's Regulatory Registry (regulatoryregistry.gov.on.ca). Its pages are an app over a JSON API:
 *   GET /api/api/config                  -> { apiKey }  (the public key the site itself loads on every visit)
 *   GET /api/api/ministries              -> [{ ministryId, ministryName }]            (header x-api-key)
 *   GET /api/api/postings/specification  -> a Spring page { content: [...], last, number, totalPages }
 *       ?commentsDueDateIsAfterInclusive=YYYY-MM-DD&orderBy=commentsDueDate&orderDirection=asc&page=N&size=M
 * A posting has postingId, trackingNumber ('25-MMAH018'), title, summary/description (HTML), ministryId,
 * commentsDueDate and postingDate ('Apr 05, 2026'), hostUrl (its ERO notice, when cross-posted) and its files.
 * The proposal page is /proposal/{postingId}.
 */

export interface OrrPosting {
  postingId: number | string;
  trackingNumber?: string | null;
  title?: string | null;
  titleFr?: string | null;
  summary?: string | null;
  description?: string | null;
  ministryId?: number | null;
  commentsDueDate?: string | null;
  postingDate?: string | null;
  postingType?: string | null;
  postingStatus?: string | null;
  hostUrl?: string | null;
  attachments?: Array<{ attachmentId?: number | string; fileName?: string | null; url?: string | null }> | null;
}

const absolute = (base: string, href: string) => new URL(href, base.endsWith('/') ? base : `${base}/`).toString();

/** One posting as a proposal record. */
export function orrPosting(posting: OrrPosting, baseUrl: string, ministries: Map<number, string>): ProposalRecord {
  const tracking = posting.trackingNumber?.trim() || String(posting.postingId);
  const summary = posting.summary ? inlineText(posting.summary) : '';
  const description = posting.description ? inlineText(posting.description) : '';
  const files = new Map<string, { filename: string; url: string }>();
  for (const a of posting.attachments ?? []) {
    const href = a.url
      ? absolute(baseUrl, a.url)
      : a.attachmentId !== undefined
        ? absolute(baseUrl, `api/api/attachments/${a.attachmentId}`)
        : null;
    if (href && !files.has(href))
      files.set(href, { filename: a.fileName?.trim() || href.split('/').pop()!, url: href });
  }
  return {
    site: 'ORR',
    sourceId: `ORR ${tracking}`,
    title: posting.title?.trim() || posting.titleFr?.trim() || `ORR ${tracking}`,
    description: summary || description || null,
    content: description && description !== summary ? description : null,
    postedDate: parseSourceDate(posting.postingDate),
    deadline: parseSourceDate(posting.commentsDueDate),
    category: posting.postingType?.trim() || null,
    status: posting.postingStatus?.trim() || null,
    ministry:
      posting.ministryId !== null && posting.ministryId !== undefined
        ? (ministries.get(posting.ministryId) ?? null)
        : null,
    url: absolute(baseUrl, `proposal/${posting.postingId}`),
    attachments: [...files.values()],
  };
}

export interface OrrOptions {
  baseUrl: string;
  fetch: PoliteFetch;
  /** Days back on the first run: postings whose comment deadline is on or after that day. */
  daysBack?: number;
  pageSize?: number;
  maxPages?: number;
  now?: () => Date;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

export function orrConnector(options: OrrOptions): Connector {
  const json = async <T>(url: string, signal: AbortSignal, apiKey?: string): Promise<T> =>
    (await (
      await options.fetch(url, {
        signal,
        headers: { accept: 'application/json', ...(apiKey ? { 'x-api-key': apiKey } : {}) },
      })
    ).json()) as T;
  return {
    source: 'orr',
    async fetchSince(cursor, signal) {
      const now = options.now?.() ?? new Date();
      const api = (path: string) => absolute(options.baseUrl, `api/api/${path}`);
      const config = await json<{ apiKey?: string }>(api('config'), signal);
      if (!config?.apiKey) throw new Error('orr: the registry config answered without an apiKey');
      const ministryList = await json<Array<{ ministryId: number; ministryName: string }>>(
        api('ministries'),
        signal,
        config.apiKey,
      );
      const ministries = new Map(
        (Array.isArray(ministryList) ? ministryList : []).map((m) => [m.ministryId, m.ministryName]),
      );
      // Every posting whose comment period ended on or after the cursor: the open ones and those that closed
      // (or changed) since the last run.
      const since = cursor ?? day(new Date(now.getTime() - (options.daysBack ?? 90) * 86_400_000));
      const records: SourceRecord[] = [];
      for (let page = 0; page < (options.maxPages ?? 20); page++) {
        const url = new URL(api('postings/specification'));
        url.search = new URLSearchParams({
          commentsDueDateIsAfterInclusive: since,
          orderBy: 'commentsDueDate',
          orderDirection: 'asc',
          page: String(page),
          size: String(options.pageSize ?? 100),
        }).toString();
        const body = await json<{ content?: OrrPosting[]; last?: boolean }>(url.toString(), signal, config.apiKey);
        if (!body || !Array.isArray(body.content)) throw new Error('orr: postings answered without a "content" list');
        for (const posting of body.content)
          records.push({ kind: 'proposal', record: orrPosting(posting, options.baseUrl, ministries) });
        if (body.last !== false || body.content.length === 0) break;
      }
      return { records, cursor: day(now) };
    },
  };
}
