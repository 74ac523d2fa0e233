import { findAddresses, findApplicationNumbers } from '../../analysis/address.js';
import { htmlToText } from '../../extract/index.js';
import type { AgendaItemRecord } from '../records.js';

/*
 * Toronto's TMMIS agenda item page ("Agenda Item History - 2024.GG16.12"): the item's reference, title, decision type,
 * status, wards, summary and background documents (legdocs links). Addresses and planning application numbers
 * are read from the title and the summary.
 */

export interface TmmisItem extends AgendaItemRecord {
  reference: string;
  decisionType: string | null;
  status: string | null;
}

const text = (html: string | undefined) => (html ? htmlToText(html).replace(/\s+/g, ' ').trim() : '');

function definition(html: string, label: string): string | null {
  const match = new RegExp(`<dt[^>]*>\\s*${label}:\\s*</dt>\\s*<dd[^>]*>([\\s\\S]*?)</dd>`, 'i').exec(html);
  return match ? text(match[1]) : null;
}

function section(html: string, heading: string): string | null {
  const match = new RegExp(`<h4>\\s*${heading}\\s*</h4>\\s*<div[^>]*>([\\s\\S]*?)</div>`, 'i').exec(html);
  return match ? text(match[1]) : null;
}

export function parseTmmisItem(html: string, url: string | null = null): TmmisItem {
  const reference = /<title>[^<]*?(\d{4}\.[A-Z]{2,4}\d+\.\d+[a-z]?)/i.exec(html)?.[1] ?? /Item - (\d{4}\.[A-Z0-9.]+)/.exec(html)?.[1];
  if (!reference) throw new Error('not a TMMIS agenda item page (no item reference)');
  const heading = text(/<h3 class="heading">([\s\S]*?)<\/h3>/i.exec(html)?.[1]);
  const shortRef = reference.split('.').slice(1).join('.');
  const title = heading.replace(new RegExp(`^${shortRef.replace('.', '\\.')}\\s*-\\s*`), '') || reference;
  const wardsText = definition(html, 'Wards') ?? '';
  const wards = [...wardsText.matchAll(/(?:^|,\s*)(\d{1,2})\s*-/g)].map((m) => m[1]!);
  const summary = section(html, 'Summary');
  const origin = section(html, 'Origin');
  const description = [summary, origin ? `Origin: ${origin}` : null].filter(Boolean).join('\n') || null;
  const documentLinks = [...html.matchAll(/<a href="(https?:\/\/[^"]*\/legdocs\/[^"]+)"[^>]*>([\s\S]*?)<\/a>/gi)]
    .map((m) => ({ title: text(m[2]) || 'Background file', url: m[1]! }))
    .filter((link, i, all) => all.findIndex((other) => other.url === link.url) === i);
  const searchable = `${title}\n${summary ?? ''}`;
  return {
    sourceId: reference,
    reference,
    itemNumber: shortRef,
    title,
    description,
    addresses: [...new Set(findAddresses(searchable).map((a) => a.text))],
    applicationNumbers: [...new Set(findApplicationNumbers(searchable).map((a) => a.text))],
    wards,
    documentLinks,
    sourceUrl: url,
    decisionType: definition(html, 'Decision Type'),
    status: definition(html, 'Status'),
  };
}
