import { TooLargeError, UpstreamError } from '../lib/domain-errors.js';
import type { AlertReportData } from './alert-report-data.js';
import { evidenceLines } from './evidence-text.js';

/*
 * One alert as a PDF report (pdfkit, loaded on the first report): its facts, summary, a small map drawn from the
 * property's and the items' points (no tiles: they may be unconfigured), each item with why it matched, the follow
 * timeline and the citations with links to the document view. Bounded: at most REPORT_MAX_ITEMS items and steps
 * (alert-report-data.ts), each text cut at TEXT_MAX characters, REPORT_TIMEOUT_MS to render and REPORT_MAX_BYTES.
 */

export const REPORT_TIMEOUT_MS = 15_000;
export const REPORT_MAX_BYTES = 5 * 1024 * 1024;
const TEXT_MAX = 2_000;

const MARGIN = 50;
const COLORS = {
  text: '#1f1f1f',
  muted: '#595959',
  rule: '#d9d9d9',
  link: '#0b57d0',
  property: '#0b57d0',
  item: '#cf1322',
};

type Doc = PDFKit.PDFDocument;

const cut = (text: string | null | undefined) => {
  const value = (text ?? '').replace(/\s+/g, ' ').trim();
  return value.length > TEXT_MAX ? `${value.slice(0, TEXT_MAX - 1)}…` : value;
};

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : 'Unknown');

function heading(doc: Doc, text: string) {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor(COLORS.text).text(text);
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .strokeColor(COLORS.rule)
    .lineWidth(0.5)
    .stroke();
  doc.moveDown(0.4).font('Helvetica').fontSize(10);
}

function fact(doc: Doc, label: string, value: string) {
  doc.font('Helvetica-Bold').fontSize(10).fillColor(COLORS.muted).text(`${label}: `, { continued: true });
  doc
    .font('Helvetica')
    .fillColor(COLORS.text)
    .text(value || '—');
}

function link(doc: Doc, label: string, url: string) {
  doc.font('Helvetica').fontSize(9).fillColor(COLORS.link).text(label, { link: url, underline: true });
  doc.fillColor(COLORS.text);
}

/** The property (blue square) and the items (numbered red dots), placed by an equirectangular projection. */
function drawMap(doc: Doc, data: AlertReportData) {
  const { property, points } = data.map;
  const placed = [
    ...(property && property.latitude !== null && property.longitude !== null
      ? [{ lat: property.latitude, lng: property.longitude }]
      : []),
    ...points.map((p) => ({ lat: p.latitude, lng: p.longitude })),
  ];
  if (!placed.length) {
    doc.fillColor(COLORS.muted).text('No point of this alert is placed on the map.').fillColor(COLORS.text);
    return;
  }
  const width = doc.page.width - 2 * MARGIN;
  const height = 180;
  if (doc.y + height + 30 > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  doc.rect(MARGIN, top, width, height).fillAndStroke('#f5f7fa', COLORS.rule);
  const midLat = placed.reduce((s, p) => s + p.lat, 0) / placed.length;
  const kx = Math.cos((midLat * Math.PI) / 180);
  const xs = placed.map((p) => p.lng * kx);
  const ys = placed.map((p) => p.lat);
  // At least about 200 m across, so that one point alone sits in the middle.
  const span = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys), 0.002);
  const cx = (Math.max(...xs) + Math.min(...xs)) / 2;
  const cy = (Math.max(...ys) + Math.min(...ys)) / 2;
  const scale = (Math.min(width, height) - 40) / span;
  const at = (lat: number, lng: number) => ({
    x: MARGIN + width / 2 + (lng * kx - cx) * scale,
    y: top + height / 2 - (lat - cy) * scale,
  });
  points.forEach((p, i) => {
    const { x, y } = at(p.latitude, p.longitude);
    doc.circle(x, y, 5).fill(COLORS.item);
    doc
      .font('Helvetica-Bold')
      .fontSize(7)
      .fillColor(COLORS.text)
      .text(String(i + 1), x + 6, y - 3, { lineBreak: false });
  });
  if (property && property.latitude !== null && property.longitude !== null) {
    const { x, y } = at(property.latitude, property.longitude);
    doc.rect(x - 5, y - 5, 10, 10).fill(COLORS.property);
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(COLORS.text)
      .text(cut(property.name).slice(0, 60), x + 8, y - 4, { lineBreak: false });
  }
  doc.x = MARGIN;
  doc.y = top + height + 6;
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(COLORS.muted)
    .text(
      `Blue square: the property${property ? ` (${cut(property.address ?? property.name)})` : ''}. ` +
        `Red dots: the items' places, numbered as listed below${points.length ? '' : ' (none placed)'}.`,
    );
  points.forEach((p, i) => {
    const distance = p.distance_meters !== null ? `, ${p.distance_meters} m from the property` : '';
    doc.text(`${i + 1}. ${cut(p.item_number ? `Item ${p.item_number}: ${p.title}` : p.title)}${distance}`);
  });
  doc.fillColor(COLORS.text);
}

function write(doc: Doc, data: AlertReportData) {
  const { alert, items, timeline, publicUrl } = data;
  const alertUrl = `${publicUrl}/alerts?alertId=${alert.id}&view=1`;
  doc.font('Helvetica-Bold').fontSize(18).fillColor(COLORS.text).text(cut(alert.alert_title));
  doc
    .moveDown(0.2)
    .font('Helvetica')
    .fontSize(9)
    .fillColor(COLORS.muted)
    .text(`Parcelwatch alert report, generated ${data.generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  link(doc, alertUrl, alertUrl);

  heading(doc, 'Alert');
  fact(doc, 'Severity', alert.severity);
  fact(doc, 'Status', alert.status);
  fact(doc, alert.alert_type === 'watch' ? 'Watch list' : 'Property', cut(alert.property_name));
  if (alert.alert_type === 'watch' && alert.matched_terms.length)
    fact(doc, 'Matched terms', alert.matched_terms.join(', '));
  fact(doc, 'Municipality', cut(alert.municipality ?? 'Unknown'));
  fact(doc, 'Meeting', cut(alert.meeting_title));
  if (alert.committee) fact(doc, 'Committee', cut(alert.committee));
  fact(doc, 'Meeting date', day(alert.meeting_date));
  fact(doc, 'Raised', day(alert.created_at));
  fact(doc, 'Items', String(alert.num_items));
  const summary = cut(alert.alert_summary || alert.meeting_summary);
  if (summary) doc.moveDown(0.5).font('Helvetica').fontSize(10).text(summary);

  heading(doc, 'Map');
  drawMap(doc, data);

  heading(doc, 'Related agenda items');
  if (!items.length) doc.fillColor(COLORS.muted).text('No related agenda items.').fillColor(COLORS.text);
  const citations: Array<{ label: string; url: string }> = [];
  items.forEach((item, i) => {
    doc
      .moveDown(0.4)
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(COLORS.text)
      .text(`${i + 1}. ${item.item_number ? `Item ${item.item_number}: ` : ''}${cut(item.item_title)}`);
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(COLORS.muted)
      .text(`${item.confidence || 'Medium'} confidence`);
    doc.fillColor(COLORS.text);
    const description = cut(item.item_description);
    if (description) doc.fontSize(9).text(description);
    const reasons = evidenceLines(item.evidence).slice(0, 10);
    if (reasons.length) {
      doc.font('Helvetica-Bold').fontSize(9).text('Why it matched: ', { continued: true });
      doc.font('Helvetica').text(`${cut(reasons.join('; '))}.`);
    }
    const pages = new Set<string>();
    for (const e of item.evidence) {
      const documentId = e.documentId ?? item.document_id;
      if (documentId === null || documentId === undefined) continue;
      const url = `${publicUrl}/documents/${documentId}${e.page ? `?page=${e.page}` : ''}`;
      if (pages.has(url)) continue;
      pages.add(url);
      const quote = e.text ? ` "${cut(e.text).slice(0, 160)}"` : '';
      citations.push({
        label: `[${citations.length + 1}] Item ${i + 1}${e.page ? `, page ${e.page}` : ''}:${quote}`,
        url,
      });
    }
    if (item.document_id !== null && !pages.size)
      citations.push({
        label: `[${citations.length + 1}] Item ${i + 1}: the matched passages`,
        url: `${publicUrl}/documents/${item.document_id}`,
      });
    const source = item.document_url ?? item.source_url;
    if (source && /^https?:\/\//.test(source)) link(doc, `Source: ${cut(source).slice(0, 120)}`, source);
  });

  heading(doc, 'Follow timeline');
  if (!timeline.length) {
    doc.fillColor(COLORS.muted).text('This item is not followed: no timeline yet.').fillColor(COLORS.text);
  }
  for (const step of timeline) {
    const what = step.kind === 'tribunal' ? 'Tribunal decision' : step.kind === 'status' ? 'Status' : 'Meeting';
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(`${day(step.starts_at)}  ${what}${step.followed ? ' (followed item)' : ''}: `, { continued: true });
    doc
      .font('Helvetica')
      .text(
        `${cut(step.title)} (${cut(step.meeting_title ?? step.committee_name ?? '')}${step.status ? `, ${step.status}` : ''})`,
      );
  }

  heading(doc, 'Citations');
  if (!citations.length) doc.fillColor(COLORS.muted).text('No cited documents.').fillColor(COLORS.text);
  for (const c of citations) {
    doc.font('Helvetica').fontSize(9).fillColor(COLORS.text).text(c.label);
    link(doc, c.url, c.url);
  }
}

/** The report as PDF bytes; 502-like UpstreamError past the time bound, TooLargeError past the size bound. */
export async function renderAlertPdf(data: AlertReportData): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: cut(data.alert.alert_title), Author: 'Parcelwatch', Subject: 'Alert report' },
  });
  const chunks: Buffer[] = [];
  let bytes = 0;
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > REPORT_MAX_BYTES) reject(new TooLargeError('The report is too large to make'));
      else chunks.push(chunk);
    });
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new UpstreamError('The report took too long to make. Try again.')),
      REPORT_TIMEOUT_MS,
    );
  });
  try {
    write(doc, data);
    doc.end();
    return await Promise.race([finished, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
