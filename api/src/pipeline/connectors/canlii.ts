import type { Connector, DecisionRecord, SourceRecord } from '../records.js';
import { SourceBudgetError, SourceChallengeError, SourceHttpError, type PoliteFetch } from './http.js';

/*
 * CanLII REST API v1 (api.canlii.org/v1, documented in github.com/canlii/API_documentation), one connector per
 * tribunal database ('onlt' Ontario Land Tribunal, 'onltb' Landlord and Tenant Board):
 *   caseBrowse/en/{db}/?offset&resultCount&publishedAfter=YYYY-MM-DD  -> { cases: [{ databaseId, caseId: { en }, title, citation }] }
 *   caseBrowse/en/{db}/{caseId}/                                      -> { caseId, url, title, citation, docketNumber, decisionDate, keywords, ... }
 *   caseCitator/en/{db}/{caseId}/citedLegislations                    -> { citedLegislations: [{ databaseId, legislationId, title, citation, type }] }
 * The key goes in ?api_key=; it is never written into an error message (source_status is shown to admins).
 */

export interface CanliiCaseListItem {
  databaseId: string;
  caseId: { en?: string; fr?: string } | string;
  title: string;
  citation?: string;
}

export interface CanliiCaseMetadata {
  databaseId: string;
  caseId: string;
  url?: string | null;
  title?: string | null;
  citation?: string | null;
  docketNumber?: string | null;
  decisionDate?: string | null;
  keywords?: string | null;
}

export interface CanliiLegislation {
  databaseId: string;
  legislationId: string;
  title: string;
  citation?: string;
  type?: string;
}

/** Act names as the product's statistics show them, where CanLII spells them otherwise. */
const ACT_NAMES: Record<string, string> = {
  'Niagara Escarpment Planning and Development Act': 'Niagara Escarpment Planning & Development Act',
  'City of Toronto Act, 2006': 'City of Toronto Act',
  'Municipal Act, 2001': 'Municipal Act',
  'Development Charges Act, 1997': 'Development Charges Act',
  'Residential Tenancies Act, 2006': 'Residential Tenancies Act',
};
export const actName = (title: string) => {
  const clean = title.replace(/\s+/g, ' ').trim();
  return ACT_NAMES[clean] ?? clean;
};

/** "s. 34(11)", "s 45(1)", "section 17(24)" in a text -> "s. 34(11)". */
const SECTION = /\b(?:s\.?|section|ss\.)\s*(\d+(?:\.\d+)?(?:\(\d+(?:\.\d+)?\))*)/gi;

/** The municipality a tribunal case names: "Smith v. Toronto (City)" -> "Toronto". */
export function caseMunicipality(title: string): string | null {
  const m =
    /([A-Z][A-Za-z.'-]+(?: [A-Z][A-Za-z.'-]+){0,3}) \((?:City|Town|Township|Municipality|Regional Municipality|County|Village)(?: of)?\)/.exec(
      title,
    );
  return m ? m[1]!.replace(/^(?:v\.|and) /, '') : null;
}

/**
 * A decision from its metadata and cited legislation. Statutes become citations; sections come from the case's
 * keywords when it cites exactly one statute (the API gives no pinpoint), otherwise the act alone ('' section).
 */
export function canliiDecision(meta: CanliiCaseMetadata, cited: CanliiLegislation[]): DecisionRecord {
  const statutes = [...new Set(cited.filter((l) => !l.type || /STATUTE/i.test(l.type)).map((l) => actName(l.title)))];
  const sections =
    statutes.length === 1 ? [...new Set([...(meta.keywords ?? '').matchAll(SECTION)].map((m) => `s. ${m[1]}`))] : [];
  const citations = statutes.flatMap((act) =>
    sections.length ? sections.map((section) => ({ act, section })) : [{ act, section: '' }],
  );
  const year = (meta.decisionDate ?? '').slice(0, 4) || /^(\d{4})/.exec(meta.caseId)?.[1];
  const title = meta.title?.trim() || meta.citation?.trim() || meta.caseId;
  return {
    tribunal: meta.databaseId,
    sourceId: meta.caseId,
    title,
    caseid: meta.docketNumber?.trim() || null,
    decisionDate: meta.decisionDate && /^\d{4}-\d{2}-\d{2}$/.test(meta.decisionDate) ? meta.decisionDate : null,
    url: meta.url ?? null,
    // canlii.org's document path: /en/on/{db}/doc/{year}/{caseId}/{caseId}.pdf
    pdfUrl: year
      ? `https://www.canlii.org/en/on/${meta.databaseId}/doc/${year}/${meta.caseId}/${meta.caseId}.pdf`
      : null,
    municipality: caseMunicipality(title),
    citations,
    attachments: [],
  };
}

export interface CanliiOptions {
  /** 'onlt' | 'onltb' */
  database: string;
  baseUrl: string;
  apiKey: string;
  fetch: PoliteFetch;
  /** Days back on the first run. */
  daysBack?: number;
  pageSize?: number;
  now?: () => Date;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

export function canliiConnector(options: CanliiOptions): Connector {
  const source = `canlii:${options.database}`;
  const get = async <T>(path: string, params: Record<string, string>, signal: AbortSignal): Promise<T> => {
    const url = new URL(path, options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
    for (const [k, v] of Object.entries({ ...params, api_key: options.apiKey })) url.searchParams.set(k, v);
    try {
      return (await (
        await options.fetch(url.toString(), { signal, headers: { accept: 'application/json' } })
      ).json()) as T;
    } catch (error) {
      if (error instanceof SourceBudgetError) throw error;
      const message = (error instanceof Error ? error.message : String(error))
        .replaceAll(options.apiKey, '***')
        .replaceAll(encodeURIComponent(options.apiKey), '***');
      if (error instanceof SourceChallengeError)
        throw new SourceChallengeError(message, error.status ?? 0, error.challenge);
      throw error instanceof SourceHttpError ? new SourceHttpError(message, error.status) : new Error(message);
    }
  };
  return {
    source,
    async fetchSince(cursor, signal) {
      const now = options.now?.() ?? new Date();
      const since = cursor ?? day(new Date(now.getTime() - (options.daysBack ?? 30) * 86_400_000));
      const db = encodeURIComponent(options.database);
      const pageSize = options.pageSize ?? 100;
      const ids: string[] = [];
      for (let offset = 0; ; offset += pageSize) {
        const page = await get<{ cases?: CanliiCaseListItem[] }>(
          `caseBrowse/en/${db}/`,
          { offset: String(offset), resultCount: String(pageSize), publishedAfter: since },
          signal,
        );
        if (!page || !Array.isArray(page.cases))
          throw new Error(`${source}: caseBrowse answered without a "cases" list`);
        for (const c of page.cases) {
          const id = typeof c.caseId === 'string' ? c.caseId : (c.caseId.en ?? c.caseId.fr);
          if (id && !ids.includes(id)) ids.push(id);
        }
        if (page.cases.length < pageSize) break;
      }
      const records: SourceRecord[] = [];
      for (const id of ids) {
        const caseId = encodeURIComponent(id);
        const meta = await get<CanliiCaseMetadata>(`caseBrowse/en/${db}/${caseId}/`, {}, signal);
        const cited = await get<{ citedLegislations?: CanliiLegislation[] }>(
          `caseCitator/en/${db}/${caseId}/citedLegislations`,
          {},
          signal,
        );
        records.push({
          kind: 'decision',
          record: canliiDecision(
            { ...meta, databaseId: meta.databaseId || options.database, caseId: meta.caseId || id },
            cited?.citedLegislations ?? [],
          ),
        });
      }
      // CanLII advises a two-day lag on publication dates: the next run looks two days back from today.
      return { records, cursor: day(new Date(now.getTime() - 2 * 86_400_000)) };
    },
  };
}
