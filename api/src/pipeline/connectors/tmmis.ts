import type { AgendaItemRecord } from '../records.js';

/*
 * Toronto TMMIS (secure.toronto.ca/council): the agenda item page ("Agenda Item History - 2024.GG16.12") parsed
 * into an agenda item: reference, title, summary, wards, planning application numbers, street addresses and
 * the linked background documents (toronto.ca/legdocs PDFs). Real capture: test/fixtures/tmmis/.
 * Not yet wired to a meeting listing: the connector's calendar part is left to do.
 */

const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;|&rsquo;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Toronto planning application numbers: "24 123456 STE 10 OZ" (year, number, district, ward, type). */
const APPLICATION = /\b\d{2} \d{6} (?:STE|NNY|EYK|SCR|TEY|WET|ESC|NYK) \d{2} [A-Z]{2}\b/g;
const ADDRESS = /\b\d{1,5}(?:-\d{1,5})? [A-Z][a-zA-Z'.]+(?: [A-Z][a-zA-Z'.]+){0,3} (?:Street|Avenue|Road|Boulevard|Drive|Crescent|Court|Place|Lane|Way|Parkway|Trail|Square|Circle|Terrace|Gardens)(?: (?:East|West|North|South))?\b/g;

export function tmmisAgendaItem(html: string, pageUrl: string): AgendaItemRecord {
  const visible = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '');
  const reference = /Item\s*-\s*(\d{4}\.[A-Z]{2,4}\d+\.\d+[a-z]?)/.exec(visible)?.[1];
  if (!reference) throw new Error(`${pageUrl}: no TMMIS item reference found`);
  const itemNumber = reference.slice(5);
  const heading = /<h3 class="heading">([\s\S]*?)<\/h3>/i.exec(visible)?.[1];
  const title = heading ? decode(heading).replace(new RegExp(`^${itemNumber.replace('.', '\\.')}\\s*-\\s*`), '') : reference;
  const summaryHtml = /<h4>Summary<\/h4>\s*<div class="wep">([\s\S]*?)<\/div>/i.exec(visible)?.[1];
  const description = summaryHtml ? decode(summaryHtml) : null;
  const wardsHtml = /<dt class="inline">Wards:<\/dt>\s*<dd class="inline">([\s\S]*?)<\/dd>/i.exec(visible)?.[1] ?? '';
  const wards = [...decode(wardsHtml).matchAll(/(?:^|,\s*)(\d{1,2}) - /g)].map((m) => m[1]!);
  const text = decode(visible);
  const applicationNumbers = [...new Set(text.match(APPLICATION) ?? [])];
  const addresses = [...new Set(text.match(ADDRESS) ?? [])];
  const links = new Map<string, { title: string; url: string }>();
  for (const m of visible.matchAll(/<a\b[^>]*href="([^"]+\.pdf)"[^>]*>([\s\S]*?)<\/a>/gi)) {
    const url = new URL(m[1]!, pageUrl).toString();
    if (!links.has(url)) links.set(url, { title: decode(m[2]!) || url, url });
  }
  return { sourceId: reference, itemNumber, title, description, wards: [...new Set(wards)], applicationNumbers, addresses, documentLinks: [...links.values()], sourceUrl: pageUrl };
}
