import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { htmlToText } from '../../extract/index.js';
import { extractIsolated } from '../../extract/pool.js';
import type { Connector, MayoralDecisionRecord, SourceRecord } from '../records.js';
import type { PoliteFetch } from './http.js';
import { inlineText, linkFilename, parseSourceDate } from './text.js';

/*
 * Toronto's register of mayoral decisions (toronto.ca/city-government/council/council-committee-meetings/
 * mayoral-decisions/): an HTML table, one row per decision — its number ('3-2022', numbered per year) linking to
 * the signed decision (a PDF), and its subject ("To give written approval of by-law(s) prepared for the November
 * 23 and 24, 2022 meeting of City Council."). The decision document carries the date and, for by-law approvals,
 * the by-laws: number ('1001-2022'), the Council item ('2022.CC1.2') and their titles. Toronto publishes each
 * by-law at toronto.ca/legdocs/bylaws/{year}/law{number}.pdf.
 */

export interface RegisterRow {
  decisionId: string;
  subject: string;
  url: string | null;
  /** A date column, when the register has one. */
  dateText: string | null;
}

const DECISION = /^(\d{1,3})-(\d{4})$/;

/** Decisions are numbered N-YYYY: comparable as YYYY then N. */
export const decisionOrder = (id: string) => {
  const m = DECISION.exec(id);
  return m ? Number(m[2]) * 10_000 + Number(m[1]) : -1;
};

/** Rows of the register's tables (any table whose first cell is a decision number). */
export function mayoralRegister(html: string, pageUrl: string): RegisterRow[] {
  const rows = new Map<string, RegisterRow>();
  for (const table of html.matchAll(/<table\b[\s\S]*?<\/table>/gi)) {
    const headers = [...table[0].matchAll(/<th\b[^>]*>([\s\S]*?)<\/th>/gi)].map((m) => inlineText(m[1]!).toLowerCase());
    const dateColumn = headers.findIndex((h) => /\bdate\b/.test(h));
    for (const tr of table[0].matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/gi)) {
      const cells = [...tr[1]!.matchAll(/<td\b[^>]*>([\s\S]*?)<\/td>/gi)].map((m) => m[1]!);
      if (cells.length < 2) continue;
      const decisionId = inlineText(cells[0]!);
      if (!DECISION.test(decisionId) || rows.has(decisionId)) continue;
      const href = /<a\b[^>]*href="([^"]+)"/i.exec(cells[0]!)?.[1];
      const subjectCell = dateColumn === 1 ? cells[2] : cells[1];
      rows.set(decisionId, {
        decisionId,
        subject: inlineText(subjectCell ?? ''),
        url: href ? new URL(href.replace(/&amp;/g, '&'), pageUrl).toString() : null,
        dateText: dateColumn > 0 && cells[dateColumn] ? inlineText(cells[dateColumn]!) || null : null,
      });
    }
  }
  return [...rows.values()];
}

const BYLAW = /\bBy-?law\s+(?:No\.?\s*)?(\d{1,4}-\d{4})\b/gi;
const ITEM = /\b(\d{4}\.[A-Z]{2,5}\d+\.\d+[a-z]?)\b/;

/**
 * The decision document's text -> its date and the by-laws it approves. A by-law approved by a decision of year Y
 * is numbered in Y (or Y-1 for one prepared in late December); older numbers in the text are by-laws being
 * amended ("To amend Zoning By-law 569-2013"), not approved ones.
 */
export function mayoralDocument(
  text: string,
  decisionYear: number,
): { dateText: string | null; decisionDate: string | null; bylaws: MayoralDecisionRecord['bylaws'] } {
  const flat = text.replace(/\s+/g, ' ');
  const dated = /\b(?:Date(?:d)?|Decision date)\s*:?\s*([A-Z][a-z]+\.? \d{1,2}, \d{4})/.exec(flat)?.[1] ?? null;
  const bylaws: MayoralDecisionRecord['bylaws'] = [];
  const hits = [...flat.matchAll(BYLAW)].filter((m) => Number(m[1]!.split('-')[1]) >= decisionYear - 1);
  hits.forEach((hit, i) => {
    const number = hit[1]!;
    if (bylaws.some((b) => b.bylawNumber === number)) return;
    const segment = flat.slice(hit.index! + hit[0].length, hits[i + 1]?.index ?? flat.length);
    const item = ITEM.exec(segment)?.[1] ?? null;
    const description = segment
      .replace(item ? `(Item ${item})` : '\u0000', '')
      .replace(item ?? '\u0000', '')
      .replace(/^[\s,;:()–—-]+|[\s,;]+$/g, '')
      .replace(/\s*(?:Signed|Olivia Chow|Mayor)\b[\s\S]*$/, '')
      .trim();
    const [n, year] = number.split('-');
    bylaws.push({
      bylawNumber: number,
      itemNumber: item,
      description: description || null,
      bylawUrl: `https://www.toronto.ca/legdocs/bylaws/${year}/law${n!.padStart(4, '0')}.pdf`,
    });
  });
  return { dateText: dated, decisionDate: parseSourceDate(dated), bylaws };
}

/** Text of a fetched decision document (PDF through the extractor, HTML as text). */
async function documentText(response: Response): Promise<string> {
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'text/html' || type === 'text/plain') {
    const body = await response.text();
    return type === 'text/html' ? htmlToText(body) : body;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'mayoral-'));
  try {
    const file = path.join(dir, 'decision.pdf');
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    return (await extractIsolated(file, 'application/pdf')).text;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface MayoralOptions {
  municipality: string;
  /** The register page. */
  registerUrl: string;
  fetch: PoliteFetch;
  now?: () => Date;
}

export function mayoralConnector(options: MayoralOptions): Connector {
  const source = `mayoral:${options.municipality.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return {
    source,
    async fetchSince(cursor, signal) {
      const page = await (await options.fetch(options.registerUrl, { signal })).text();
      const rows = mayoralRegister(page, options.registerUrl);
      if (rows.length === 0) throw new Error(`${source}: no decisions found on the register page`);
      // New decisions only (numbers after the cursor); the first run takes this year's and last year's.
      const firstYear = (options.now?.() ?? new Date()).getUTCFullYear() - 1;
      const after = cursor ? decisionOrder(cursor) : firstYear * 10_000;
      const fresh = rows
        .filter((r) => decisionOrder(r.decisionId) > after)
        .sort((a, b) => decisionOrder(a.decisionId) - decisionOrder(b.decisionId));
      const records: SourceRecord[] = [];
      for (const row of fresh) {
        let doc: ReturnType<typeof mayoralDocument> = { dateText: null, decisionDate: null, bylaws: [] };
        if (row.url)
          doc = mayoralDocument(
            await documentText(await options.fetch(row.url, { signal })),
            Math.floor(decisionOrder(row.decisionId) / 10_000),
          );
        const dateText = row.dateText ?? doc.dateText;
        records.push({
          kind: 'mayoral',
          record: {
            municipality: options.municipality,
            decisionId: row.decisionId,
            title: row.subject || (row.url ? linkFilename('', row.url) : null),
            decisionDate: parseSourceDate(row.dateText) ?? doc.decisionDate,
            decisionDateText: dateText,
            url: row.url,
            bylaws: /by-?law/i.test(row.subject) ? doc.bylaws : [],
          },
        });
      }
      const newest = [...rows].sort((a, b) => decisionOrder(b.decisionId) - decisionOrder(a.decisionId))[0]!;
      return {
        records,
        cursor: cursor && decisionOrder(cursor) > decisionOrder(newest.decisionId) ? cursor : newest.decisionId,
      };
    },
  };
}
