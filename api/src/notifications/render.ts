import type { MatchEvidence } from '../db/schema/index.js';
import { escapeHtml } from '../lib/html.js';

/** An urgent alert's first mail, the digest, or the update mail of an alert a later analysis raised to urgent. */
export type MailKind = 'immediate' | 'digest' | 'raised';

export interface AlertForMail {
  id: number;
  severity: string;
  /** The severity before a later analysis raised it, if it did. */
  severityRaisedFrom?: string | null;
  title: string;
  summary: string;
  propertyName: string;
  propertyAddress: string | null;
  /** A watch alert's watch and the terms it matched (no property). */
  watchName?: string | null;
  matchedTerms?: string[];
  meetingTitle: string | null;
  committeeName: string | null;
  meetingStartsAt: Date | null;
  items: { itemNumber: string | null; title: string; impactSummary: string; evidence: MatchEvidence[] }[];
}

const dateFmt = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  dateStyle: 'long',
  timeStyle: 'short',
});

export function evidenceLine(e: MatchEvidence): string {
  const rule = e.rule.replace(/_/g, ' ');
  const bits = [`matched by ${rule}`];
  if (e.text) bits.push(`"${e.text}"`);
  if (e.distanceMeters != null) bits.push(`${Math.round(e.distanceMeters)} m away`);
  if (e.page != null) bits.push(`page ${e.page}`);
  if (e.detail) bits.push(e.detail);
  return bits.join(', ');
}

/** 'Property: name (address)', or for a watch alert 'Watch: name, matched "term", "term"'. */
function subjectLine(a: AlertForMail): string {
  if (a.watchName)
    return `Watch: ${a.watchName}${a.matchedTerms?.length ? `, matched ${a.matchedTerms.map((t) => `"${t}"`).join(', ')}` : ''}`;
  return `Property: ${a.propertyName}${a.propertyAddress ? ` (${a.propertyAddress})` : ''}`;
}

export const alertLink = (publicUrl: string, alertId: number) => `${publicUrl}/alerts?alertId=${alertId}`;

function alertText(a: AlertForMail, publicUrl: string): string[] {
  const lines = [`[${a.severity.toUpperCase()}] ${a.title}`, subjectLine(a)];
  if (a.meetingTitle) {
    lines.push(
      `Meeting: ${a.committeeName ?? a.meetingTitle}${a.meetingStartsAt ? `, ${dateFmt.format(a.meetingStartsAt)}` : ''}`,
    );
  }
  lines.push(a.summary);
  for (const item of a.items) {
    lines.push(`- Item ${item.itemNumber ?? ''} ${item.title}`.replace(/\s+/g, ' '));
    lines.push(`  ${item.impactSummary}`);
    for (const e of item.evidence) lines.push(`  Why: ${evidenceLine(e)}`);
  }
  lines.push(`View the alert: ${alertLink(publicUrl, a.id)}`);
  return lines;
}

function alertHtml(a: AlertForMail, publicUrl: string): string {
  const meeting = a.meetingTitle
    ? `<p style="margin:4px 0">Meeting: ${escapeHtml(a.committeeName ?? a.meetingTitle)}${a.meetingStartsAt ? `, ${escapeHtml(dateFmt.format(a.meetingStartsAt))}` : ''}</p>`
    : '';
  const items = a.items
    .map(
      (
        item,
      ) => `<li><strong>${escapeHtml(`Item ${item.itemNumber ?? ''} ${item.title}`.replace(/\s+/g, ' '))}</strong><br>${escapeHtml(item.impactSummary)}
<ul>${item.evidence.map((e) => `<li>Why: ${escapeHtml(evidenceLine(e))}</li>`).join('')}</ul></li>`,
    )
    .join('\n');
  return `<div style="border:1px solid #e5e7eb;border-radius:8px;padding:12px;margin:12px 0">
<p style="margin:0"><strong>[${escapeHtml(a.severity.toUpperCase())}] ${escapeHtml(a.title)}</strong></p>
<p style="margin:4px 0">${escapeHtml(subjectLine(a))}</p>
${meeting}<p>${escapeHtml(a.summary)}</p><ul>${items}</ul>
<p><a href="${escapeHtml(alertLink(publicUrl, a.id))}">View the alert</a></p></div>`;
}

export function renderAlertMail(options: {
  kind: MailKind;
  firstName: string;
  alerts: AlertForMail[];
  publicUrl: string;
  unsubscribeUrl: string;
  frequency?: 'daily' | 'weekly';
}): { subject: string; text: string; html: string } {
  const { kind, firstName, alerts, publicUrl, unsubscribeUrl } = options;
  const watch = alerts[0]!.watchName;
  const subject =
    kind === 'immediate' && watch
      ? `Watch "${watch}": ${alerts[0]!.title}`
      : kind === 'immediate'
        ? `Urgent alert: ${alerts[0]!.title}`
        : kind === 'raised'
          ? `Severity raised to urgent: ${alerts[0]!.title}`
          : `Your ${options.frequency ?? 'daily'} Parcelwatch digest: ${alerts.length} new alert${alerts.length === 1 ? '' : 's'}`;
  const intro =
    kind === 'immediate' && watch
      ? `Your watch list "${watch}" found a new match:`
      : kind === 'immediate'
        ? 'An urgent item concerning one of your properties was found:'
        : kind === 'raised'
          ? `An alert about one of your properties is now urgent (it was ${alerts[0]!.severityRaisedFrom ?? 'less severe'}): a later analysis found more about it.`
          : `Here are the alerts found since your last ${options.frequency === 'weekly' ? 'weekly' : 'daily'} digest:`;
  const footer = `You receive this because of your Parcelwatch email preferences. Unsubscribe in one click: ${unsubscribeUrl}`;
  const text = [
    `Hello ${firstName},`,
    '',
    intro,
    '',
    ...alerts.flatMap((a) => [...alertText(a, publicUrl), '']),
    footer,
    '',
    '— Parcelwatch',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>Hello ${escapeHtml(firstName)},</p><p>${escapeHtml(intro)}</p>
${alerts.map((a) => alertHtml(a, publicUrl)).join('\n')}
<p style="font-size:12px;color:#6b7280">You receive this because of your Parcelwatch email preferences. <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>
<p>— Parcelwatch</p></body></html>`;
  return { subject, text, html };
}
