import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../lib/logger.js';
import nodemailer, { type Transporter } from 'nodemailer';
import { escapeHtml } from '../lib/html.js';
import { isValidEmail } from '../lib/email-address.js';

export interface MailMessage {
  /** Short machine name used in outbox file names: 'password-reset', 'invitation'... */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The main call-to-action link, logged and recorded in the outbox sidecar. */
  link?: string;
  /** Extra headers, e.g. List-Unsubscribe / List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/** The sidecar written next to each outbox `.eml`: e2e tests read `link` from the newest one. */
export interface OutboxRecord {
  kind: string;
  to: string;
  from: string;
  subject: string;
  link: string | null;
  text: string;
  html: string;
  created_at: string;
  eml: string;
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  /** Resolves once the mail is handed to SMTP or written to the outbox; rejects on failure. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Plain-text and HTML bodies for a one-button transactional mail. */
export function renderActionMail(options: {
  greeting: string;
  paragraphs: string[];
  actionLabel: string;
  link: string;
  footer: string;
}): { text: string; html: string } {
  const { greeting, paragraphs, actionLabel, link, footer } = options;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${actionLabel}: ${link}`,
    '',
    footer,
    '',
    '— Parcelwatch',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1677ff;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(actionLabel)}</a></p>
<p style="font-size:12px;color:#6b7280">If the button does not work, copy this link into your browser:<br>${escapeHtml(link)}</p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(footer)}</p>
<p>— Parcelwatch</p>
</body></html>`;
  return { text, html };
}

/**
 * The last guard before a mail leaves: the recipient must pass the strict address grammar, and it is handed to
 * nodemailer as a bare address (never parsed for a display name), so the mail goes to exactly the stored address.
 */
export function recipient(to: string): { name: string; address: string } {
  if (!isValidEmail(to)) throw new Error('Refusing to send mail to an address that is not a plain e-mail address');
  return { name: '', address: to };
}

const sanitize = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9@._-]+/g, '_')
    .slice(0, 80);

export interface MailerOptions {
  smtpUrl: string | null | undefined;
  mailFrom: string;
  outboxDir: string;
  log: Logger;
}

/** SMTP when a URL is configured, else the local outbox directory. */
export function createMailer({ smtpUrl, mailFrom, outboxDir, log }: MailerOptions): Mailer {
  let transport: Transporter;
  let mailer: Mailer;

  if (smtpUrl) {
    // Bounded waits (nodemailer's defaults are 2 and 10 minutes): a mail job's ledger claim may be open meanwhile.
    // The URL's own ?connectionTimeout=&greetingTimeout=&socketTimeout= still win.
    transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    mailer = {
      mode: 'smtp',
      async send(message) {
        await transport.sendMail({
          from: mailFrom,
          to: recipient(message.to),
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers,
        });
        // Real mail: the link carries a live secret, so it stays out of the logs.
        log.info({ mail: message.kind, to: message.to }, `mail to ${message.to}: ${message.subject}`);
      },
      close: () => transport.close(),
    };
  } else {
    // Local outbox: the same MIME message SMTP would carry, written as <timestamp>-<kind>-<recipient>.eml
    // plus a .json sidecar that is trivial to parse.
    transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    let last = 0;
    mailer = {
      mode: 'outbox',
      async send(message) {
        const info = await transport.sendMail({
          from: mailFrom,
          to: recipient(message.to),
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers,
        });
        await mkdir(outboxDir, { recursive: true });
        // Strictly increasing millisecond stamps keep names unique and sortable by time.
        const stamp = Math.max(Date.now(), last + 1);
        last = stamp;
        const base = `${stamp}-${message.kind}-${sanitize(message.to)}`;
        const eml = `${base}.eml`;
        await writeFile(path.join(outboxDir, eml), info.message as Buffer);
        const record: OutboxRecord = {
          kind: message.kind,
          to: message.to,
          from: mailFrom,
          subject: message.subject,
          link: message.link ?? null,
          text: message.text,
          html: message.html,
          created_at: new Date(stamp).toISOString(),
          eml,
        };
        await writeFile(path.join(outboxDir, `${base}.json`), `${JSON.stringify(record, null, 2)}\n`);
        log.info(
          { mail: message.kind, to: message.to, file: eml },
          `mail to ${message.to}: ${message.subject} ${message.link ?? ''}`.trim(),
        );
      },
      close: () => transport.close(),
    };
  }
  return mailer;
}
