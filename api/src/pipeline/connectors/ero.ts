import type { Connector, ProposalRecord, SourceRecord } from '../records.js';
import type { PoliteFetch } from './http.js';
import { inlineText, linkFilename, parseSourceDate } from './text.js';

/*
 * Environmental Registry of Ontario (ero.ontario.ca, a Drupal site). The search page lists notices as teasers
 * (<div class="notice-teaser"> with <h3 class="node-title"><a href="/notice/019-9265">), filtered by date with
 * date[min]/date[max] and paged with ?page=N ("Go to next page" link). Each notice page holds its fields as
 * label/value rows (<div class="field_label">Proposal posted</div><div class="field-items">...</div>), a
 * "Proposal summary", and its files under "Supporting materials" (/public/YYYY-MM/... links).
 */

export interface EroTeaser {
  number: string;
  url: string;
  title: string;
}

const absolute = (base: string, href: string) =>
  new URL(href.replace(/&amp;/g, '&'), base.endsWith('/') ? base : `${base}/`).toString();

/** Notices listed on one search results page, and whether there is a next page. */
export function eroSearchPage(html: string, baseUrl: string): { teasers: EroTeaser[]; hasNext: boolean } {
  const teasers = new Map<string, EroTeaser>();
  const title =
    /<h3\b[^>]*class="[^"]*\bnode-title\b[^"]*"[^>]*>\s*<a\b[^>]*href="([^"]*\/notice\/(\d{3}-\d{4}))"[^>]*>([\s\S]*?)<\/a>/gi;
  for (const m of html.matchAll(title)) {
    const number = m[2]!;
    if (!teasers.has(number)) teasers.set(number, { number, url: absolute(baseUrl, m[1]!), title: inlineText(m[3]!) });
  }
  return { teasers: [...teasers.values()], hasNext: /title="Go to next page"/i.test(html) };
}

/** The label/value rows of a notice page ("ERO number", "Posted by", "Comment period", ...). */
function fields(html: string): Map<string, string> {
  const out = new Map<string, string>();
  const row =
    /<div\b[^>]*class="[^"]*\bfield_label\b[^"]*"[^>]*>([\s\S]*?)<\/div>\s*<div\b[^>]*class="[^"]*\bfield-items\b[^"]*"[^>]*>([\s\S]*?)<\/div>/gi;
  for (const m of html.matchAll(row)) {
    const label = inlineText(m[1]!);
    if (label && !out.has(label)) out.set(label, inlineText(m[2]!));
  }
  return out;
}

/** The HTML of the section under an <h2> heading, up to the next <h2>. */
function section(html: string, heading: RegExp): string | null {
  for (const m of html.matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>([\s\S]*?)(?=<h2\b|<\/main>|$)/gi)) {
    if (heading.test(inlineText(m[1]!))) return m[2]!;
  }
  return null;
}

/** "October 16, 2024 - November 15, 2024 (30 days) Open" -> its end date and whether it is open. */
export function commentPeriod(text: string | undefined): { deadline: string | null; open: boolean | null } {
  if (!text) return { deadline: null, open: null };
  const [, end] = text.split(/\s+-\s+/);
  const open = /\bOpen\b/i.test(text) ? true : /\bClosed\b/i.test(text) ? false : null;
  return { deadline: parseSourceDate(end ?? null), open };
}

/** A notice page as a proposal record. */
export function eroNotice(html: string, url: string, fallbackTitle = ''): ProposalRecord {
  const f = fields(html);
  const number = /(\d{3}-\d{4})/.exec(f.get('ERO number') ?? '')?.[1] ?? /\/notice\/(\d{3}-\d{4})/.exec(url)?.[1];
  if (!number) throw new Error(`${url}: no ERO number on the notice page`);
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1];
  const title = (h1 ? inlineText(h1) : '') || fallbackTitle || `ERO ${number}`;
  const postedLabel =
    ['Proposal posted', 'Bulletin posted', 'Decision posted'].find((l) => f.has(l)) ??
    [...f.keys()].find((l) => /\bposted$/i.test(l));
  const stage = f.get('Notice stage') ?? null;
  const period = commentPeriod(f.get('Comment period'));
  const status = period.open
    ? 'Open for comment'
    : stage && /proposal/i.test(stage) && period.open === false
      ? 'Comment period closed'
      : stage;
  const summary = section(html, /summary/i);
  const details = section(html, /details$/i);
  const materials = section(html, /supporting materials/i) ?? '';
  const attachments = new Map<string, { filename: string; url: string }>();
  for (const m of materials.matchAll(/<a\b[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/gi)) {
    const href = absolute(url, m[1]!);
    // Files only: the registry's own uploads or documents; "Related links" to other sites are not attachments.
    if (!/\/public\/|\.(pdf|docx?|xlsx?|zip|csv)(\?|$)/i.test(new URL(href).pathname)) continue;
    if (!attachments.has(href)) attachments.set(href, { filename: linkFilename(m[2]!, href), url: href });
  }
  return {
    site: 'ERO',
    sourceId: `ERO ${number}`,
    title,
    description: summary ? inlineText(summary) || null : null,
    content: details ? inlineText(details) || null : null,
    postedDate: parseSourceDate(postedLabel ? f.get(postedLabel) : null),
    deadline: period.deadline,
    category: f.get('Notice type') ?? null,
    status,
    ministry: f.get('Posted by') ?? null,
    url,
    attachments: [...attachments.values()],
  };
}

export interface EroOptions {
  baseUrl: string;
  fetch: PoliteFetch;
  /** Days back on the first run (no cursor yet). */
  daysBack?: number;
  /** Search result pages read at most per run. */
  maxPages?: number;
  now?: () => Date;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

export function eroConnector(options: EroOptions): Connector {
  return {
    source: 'ero',
    async fetchSince(cursor, signal) {
      const now = options.now?.() ?? new Date();
      const since = cursor ?? day(new Date(now.getTime() - (options.daysBack ?? 60) * 86_400_000));
      const records: SourceRecord[] = [];
      const seen = new Set<string>();
      let newest = since;
      for (let page = 0; page < (options.maxPages ?? 10); page++) {
        const search = new URL('search', `${options.baseUrl}/`);
        search.searchParams.set('search', '');
        search.searchParams.set('date[min]', since);
        search.searchParams.set('date[max]', '');
        search.searchParams.set('page', String(page));
        const listing = eroSearchPage(
          await (await options.fetch(search.toString(), { signal })).text(),
          options.baseUrl,
        );
        for (const teaser of listing.teasers) {
          if (seen.has(teaser.number)) continue;
          seen.add(teaser.number);
          const html = await (await options.fetch(teaser.url, { signal })).text();
          const record = eroNotice(html, teaser.url, teaser.title);
          if (record.postedDate && record.postedDate > newest) newest = record.postedDate;
          records.push({ kind: 'proposal', record });
        }
        if (!listing.hasNext || listing.teasers.length === 0) break;
      }
      return { records, cursor: newest };
    },
  };
}
