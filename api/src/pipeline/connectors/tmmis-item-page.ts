import type { AgendaItemRecord } from '../records.js';
import { ADDRESS, APPLICATION, decode, unique } from './tmmis-text.js';

/* The TMMIS item page (HTML), agenda-item.do?item=2024.GG16.12: each consideration of the item with its status, decision and documents. */

export interface TmmisConsideration {
  /** "General Government Committee consideration on September 17, 2024" */
  heading: string;
  body: string;
  dateText: string;
  status: string | null;
  decisionType: string | null;
  decision: string | null;
  wards: string[];
  summary: string | null;
  documentLinks: Array<{ title: string; url: string }>;
}

export interface TmmisItemPage {
  reference: string;
  itemNumber: string;
  title: string;
  /** The latest consideration first, as the page lists them. */
  considerations: TmmisConsideration[];
  /** "Tracking Status" lines. */
  tracking: string[];
}

function pdfLinks(html: string, pageUrl: string) {
  const links = new Map<string, { title: string; url: string }>();
  for (const m of html.matchAll(/<a\b[^>]*href="([^"]+\.pdf)"[^>]*>([\s\S]*?)<\/a>/gi)) {
    const url = new URL(m[1]!.trim(), pageUrl).toString();
    if (!links.has(url)) links.set(url, { title: decode(m[2]!) || url, url });
  }
  return [...links.values()];
}

const wardsOf = (html: string) => {
  const dd = /<dt class="inline">Wards:<\/dt>\s*<dd class="inline">([\s\S]*?)<\/dd>/i.exec(html)?.[1] ?? '';
  return unique([...decode(dd).matchAll(/(?:^|,\s*)(\d{1,2}) - /g)].map((m) => m[1]!));
};

/** The text after an <h4> heading, up to the next heading. */
function section(html: string, heading: RegExp): string | null {
  for (const m of html.matchAll(/<h4[^>]*>([\s\S]*?)<\/h4>([\s\S]*?)(?=<h[34]\b|$)/gi)) {
    if (heading.test(decode(m[1]!))) {
      const text = decode(m[2]!);
      if (text) return text;
    }
  }
  return null;
}

export function tmmisItemPage(html: string, pageUrl: string): TmmisItemPage {
  const visible = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '');
  const reference = /Item\s*-\s*(\d{4}\.[A-Z]{2,4}\d+\.\d+[a-z]?)/.exec(visible)?.[1];
  if (!reference) throw new Error(`${pageUrl}: no TMMIS item reference found`);
  const itemNumber = reference.slice(5);
  const heading = /<h3 class="heading">([\s\S]*?)<\/h3>/i.exec(visible)?.[1];
  const title = heading
    ? decode(heading).replace(new RegExp(`^${itemNumber.replace('.', '\\.')}\\s*-\\s*`), '')
    : reference;
  const trackingHtml =
    /<h2 class="section-title">Tracking Status<\/h2>\s*<div[^>]*>([\s\S]*?)<\/div>/i.exec(visible)?.[1] ?? '';
  const tracking = [...trackingHtml.matchAll(/<li>([\s\S]*?)<\/li>/gi)].map((m) => decode(m[1]!));
  // One accordion card per consideration: its button names the body and the date.
  const cards = [...visible.matchAll(/<button[^>]*accordin-heading[^>]*>([\s\S]*?)<\/button>/gi)];
  const considerations: TmmisConsideration[] = cards.map((card, i) => {
    const start = card.index! + card[0].length;
    const end = cards[i + 1]?.index ?? visible.length;
    const body = visible.slice(start, end);
    const headingText = decode(card[1]!);
    const m = /^(.*?) consideration on (.+)$/.exec(headingText);
    const dd = (label: string) => {
      const v = new RegExp(`<dt class="inline">${label}:<\\/dt>\\s*<dd class="inline">([\\s\\S]*?)<\\/dd>`, 'i').exec(
        body,
      )?.[1];
      return v ? decode(v) || null : null;
    };
    return {
      heading: headingText,
      body: m?.[1] ?? headingText,
      dateText: m?.[2] ?? '',
      status: dd('Status'),
      decisionType: dd('Decision Type'),
      decision: section(
        body,
        /^(City Council Decision|Community Council Decision|Committee Decision|Committee Recommendations|Decision Advice and Other Information)$/i,
      ),
      wards: wardsOf(body),
      summary: section(body, /^Summary$/i),
      documentLinks: pdfLinks(body, pageUrl),
    };
  });
  return { reference, itemNumber, title, considerations, tracking };
}

/**
 * The item page as one agenda item: reference, title, summary, wards, planning application numbers, street
 * addresses, the linked background documents, and the status and decision of its latest consideration.
 */
export function tmmisAgendaItem(html: string, pageUrl: string): AgendaItemRecord {
  const page = tmmisItemPage(html, pageUrl);
  const visible = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '');
  const summaryHtml = /<h4>Summary<\/h4>\s*<div class="wep">([\s\S]*?)<\/div>/i.exec(visible)?.[1];
  const description = summaryHtml ? decode(summaryHtml) : null;
  const text = decode(visible);
  const latest = page.considerations[0];
  return {
    sourceId: page.reference,
    itemNumber: page.itemNumber,
    title: page.title,
    description,
    wards: wardsOf(visible),
    applicationNumbers: unique(text.match(APPLICATION) ?? []),
    addresses: unique(text.match(ADDRESS) ?? []),
    documentLinks: pdfLinks(visible, pageUrl),
    sourceUrl: pageUrl,
    ...(latest ? { status: latest.status, decision: latest.decision } : {}),
  };
}
