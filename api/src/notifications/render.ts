import type { MatchEvidence } from '../db/schema/index.js';
import { frenchAlertSummary, frenchImpactSummary, type ItemTexts } from '../i18n/alert-text-fr.js';
import type { DetailLanguage } from '../i18n/language.js';
import { mailText, type MailText } from '../i18n/mail-text.js';
import { escapeHtml } from '../lib/html.js';

/** An urgent alert's first mail, the digest, or the update mail of an alert a later analysis raised to urgent. */
export type MailKind = 'immediate' | 'digest' | 'raised';

export interface AlertForMail {
  id: number;
  severity: string;
  /** The severity before a later analysis raised it, if it did. */
  severityRaisedFrom?: string | null;
  title: string;
  /** The title in French: a writer's template's French, or the lead item's French title (a bilingual portal's). */
  titleFr?: string | null;
  summary: string;
  /** Which writer raised it ('meeting:…', 'application:…:step:…'): some sentences are read by it. */
  sourceKey?: string | null;
  propertyName: string;
  propertyAddress: string | null;
  /** A watch alert's watch and the terms it matched (no property). */
  watchName?: string | null;
  matchedTerms?: string[];
  meetingTitle: string | null;
  committeeName: string | null;
  meetingStartsAt: Date | null;
  items: Array<
    {
      itemNumber: string | null;
      title: string;
      impactSummary: string;
      evidence: MatchEvidence[];
    } & Partial<Pick<ItemTexts, 'titleFr' | 'description' | 'descriptionFr'>>
  >;
}

/**
 * The alert as a French reader gets it: the summaries the matcher wrote in English rendered in French (each one it
 * does not recognise stays English), and a bilingual portal's items by their French titles.
 */
function inFrench(a: AlertForMail): AlertForMail {
  const texts = a.items.map((i) => ({
    title: i.title,
    description: i.description ?? null,
    titleFr: i.titleFr ?? null,
    descriptionFr: i.descriptionFr ?? null,
  }));
  return {
    ...a,
    title: a.titleFr ?? a.title,
    summary: frenchAlertSummary(a.summary, { sourceKey: a.sourceKey, items: texts }) ?? a.summary,
    items: a.items.map((item, k) => ({
      ...item,
      title: item.titleFr ?? item.title,
      impactSummary:
        frenchImpactSummary(item.impactSummary, { sourceKey: a.sourceKey, items: [texts[k]!] }) ?? item.impactSummary,
    })),
  };
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function formatDate(date: Date, text: MailText): string {
  let format = dateFormats.get(text.locale);
  if (!format) {
    format = new Intl.DateTimeFormat(text.locale, {
      timeZone: 'America/Toronto',
      dateStyle: 'long',
      timeStyle: 'short',
    });
    dateFormats.set(text.locale, format);
  }
  return format.format(date);
}

export function evidenceLine(e: MatchEvidence, text: MailText = mailText('en-CA')): string {
  const bits = [text.evidence.matchedBy(e.rule)];
  if (e.text) bits.push(`"${e.text}"`);
  if (e.distanceMeters != null) bits.push(text.evidence.away(Math.round(e.distanceMeters)));
  if (e.page != null) bits.push(text.evidence.page(e.page));
  if (e.detail) bits.push(e.detail);
  return bits.join(', ');
}

/** 'Property: name (address)', or for a watch alert 'Watch: name, matched "term", "term"'. */
function subjectLine(a: AlertForMail, text: MailText): string {
  if (a.watchName) return text.watch(a.watchName, a.matchedTerms ?? []);
  return text.property(a.propertyName, a.propertyAddress);
}

export const alertLink = (publicUrl: string, alertId: number) => `${publicUrl}/alerts?alertId=${alertId}`;

const meetingLine = (a: AlertForMail, text: MailText) =>
  `${text.meeting}${text.colon}${a.committeeName ?? a.meetingTitle}${a.meetingStartsAt ? `, ${formatDate(a.meetingStartsAt, text)}` : ''}`;
const itemLine = (item: AlertForMail['items'][number], text: MailText) =>
  `${text.item} ${item.itemNumber ?? ''} ${item.title}`.replace(/\s+/g, ' ');

function alertText(a: AlertForMail, publicUrl: string, text: MailText): string[] {
  const lines = [`[${text.severity(a.severity)}] ${a.title}`, subjectLine(a, text)];
  if (a.meetingTitle) lines.push(meetingLine(a, text));
  lines.push(a.summary);
  for (const item of a.items) {
    lines.push(`- ${itemLine(item, text)}`);
    lines.push(`  ${item.impactSummary}`);
    for (const e of item.evidence) lines.push(`  ${text.why}${text.colon}${evidenceLine(e, text)}`);
  }
  lines.push(`${text.viewAlert}${text.colon}${alertLink(publicUrl, a.id)}`);
  return lines;
}

function alertHtml(a: AlertForMail, publicUrl: string, text: MailText): string {
  const meeting = a.meetingTitle ? `<p style="margin:4px 0">${escapeHtml(meetingLine(a, text))}</p>` : '';
  const items = a.items
    .map(
      (item) => `<li><strong>${escapeHtml(itemLine(item, text))}</strong><br>${escapeHtml(item.impactSummary)}
<ul>${item.evidence.map((e) => `<li>${escapeHtml(`${text.why}${text.colon}${evidenceLine(e, text)}`)}</li>`).join('')}</ul></li>`,
    )
    .join('\n');
  return `<div style="border:1px solid #e5e7eb;border-radius:8px;padding:12px;margin:12px 0">
<p style="margin:0"><strong>[${escapeHtml(text.severity(a.severity))}] ${escapeHtml(a.title)}</strong></p>
<p style="margin:4px 0">${escapeHtml(subjectLine(a, text))}</p>
${meeting}<p>${escapeHtml(a.summary)}</p><ul>${items}</ul>
<p><a href="${escapeHtml(alertLink(publicUrl, a.id))}">${escapeHtml(text.viewAlert)}</a></p></div>`;
}

/** An alert mail or digest, written in the recipient's language (English when none is given). */
export function renderAlertMail(options: {
  kind: MailKind;
  firstName: string;
  alerts: AlertForMail[];
  publicUrl: string;
  unsubscribeUrl: string;
  frequency?: 'daily' | 'weekly';
  language?: DetailLanguage;
}): { subject: string; text: string; html: string } {
  const { kind, firstName, publicUrl, unsubscribeUrl } = options;
  const text = mailText(options.language);
  const alerts = options.language === 'fr-CA' ? options.alerts.map(inFrench) : options.alerts;
  const frequency = options.frequency === 'weekly' ? 'weekly' : 'daily';
  const first = alerts[0]!;
  const watch = first.watchName;
  const subject =
    kind === 'immediate' && watch
      ? text.subjectWatch(watch, first.title)
      : kind === 'immediate'
        ? text.subjectUrgent(first.title)
        : kind === 'raised'
          ? text.subjectRaised(first.title)
          : text.subjectDigest(frequency, alerts.length);
  const intro =
    kind === 'immediate' && watch
      ? text.introWatch(watch)
      : kind === 'immediate'
        ? text.introUrgent
        : kind === 'raised'
          ? text.introRaised(first.severityRaisedFrom)
          : text.introDigest(frequency);
  const body = [
    text.hello(firstName),
    '',
    intro,
    '',
    ...alerts.flatMap((a) => [...alertText(a, publicUrl, text), '']),
    `${text.footer} ${text.unsubscribeInOneClick}${text.colon}${unsubscribeUrl}`,
    '',
    '— Parcelwatch',
  ].join('\n');
  const html = `<!doctype html><html lang="${text.locale}"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(text.hello(firstName))}</p><p>${escapeHtml(intro)}</p>
${alerts.map((a) => alertHtml(a, publicUrl, text)).join('\n')}
<p style="font-size:12px;color:#6b7280">${escapeHtml(text.footer)} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(text.unsubscribe)}</a></p>
<p>— Parcelwatch</p></body></html>`;
  return { subject, text: body, html };
}
