import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { SMTPServer } from 'smtp-server';
import { createTestContext, newestMail, registerUser, tokenFromLink, type TestContext } from '../helpers/helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

interface Received {
  from: string;
  to: string[];
  raw: string;
}

async function startSmtp(): Promise<{ port: number; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Undoes quoted-printable soft line breaks and =XX escapes enough to find the link in the raw message. */
const decodeQp = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

describe('mail', () => {
  it('writes outbox .eml files with a JSON sidecar', async () => {
    const { email } = await registerUser(ctx.app);
    await ctx.app.inject({ method: 'POST', url: '/api/custom-auth/request-password-reset', payload: { email } });
    await ctx.app.jobs.drain(); // the mail is sent by a job, after the answer
    const record = (await newestMail(ctx.config.outboxDir, email))!;
    expect(record).toMatchObject({
      kind: 'password-reset',
      to: email,
      from: 'Parcelwatch <no-reply@parcelwatch.local>',
    });
    const files = (await readdir(ctx.config.outboxDir)).filter((f) => f.includes(email));
    expect(files).toEqual([record.eml, record.eml.replace(/\.eml$/, '.json')].sort());
    expect(record.eml).toMatch(new RegExp(`^\\d{13}-password-reset-${email.replace(/[.]/g, '\\.')}\\.eml$`));
    const eml = await readFile(path.join(ctx.config.outboxDir, record.eml), 'utf8');
    expect(eml).toContain('Subject: Reset your Parcelwatch password');
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    expect(decodeQp(eml)).toContain(record.link!);
  });

  it('sends the reset mail through SMTP when SMTP_URL is set', async () => {
    const smtp = await startSmtp();
    try {
      const app = await ctx.buildAnother({
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'PW Test <pw@example.com>',
      });
      const { email } = await registerUser(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/custom-auth/request-password-reset',
        payload: { email },
      });
      expect(res.statusCode).toBe(200);
      await app.jobs.drain();
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail.from).toBe('pw@example.com');
      expect(mail.to).toEqual([email]);
      const decoded = decodeQp(mail.raw);
      expect(decoded).toContain('Subject: Reset your Parcelwatch password');
      const link = /http:\/\/localhost:3000\/auth\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(decoded)?.[0];
      expect(link).toBeDefined();
      // The mailed token really resets the password.
      const confirm = await app.inject({
        method: 'POST',
        url: '/api/custom-auth/reset-password-confirm',
        payload: { token: tokenFromLink(link), password: 'Via-Smtp-Reset-1' },
      });
      expect(confirm.statusCode).toBe(200);
      expect(await newestMail(ctx.config.outboxDir, email)).toBeNull();
    } finally {
      await smtp.close();
    }
  });

  it('still answers 200 when the mail cannot be sent', async () => {
    const smtp = await startSmtp();
    await smtp.close(); // nothing listens on that port any more
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    const app = await ctx.buildAnother(
      { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
      { fastify: { logger: { level: 'error', stream } } },
    );
    const { email } = await registerUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/custom-auth/request-password-reset',
      payload: { email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'If an account exists for this email, a password reset link has been sent.' });
    await app.jobs.drain(); // the job fails (and is retried later)
    const logged = lines.map((l) => JSON.parse(l) as { msg: string; to?: string; err?: { message: string } });
    expect(logged).toEqual([
      expect.objectContaining({ msg: 'password reset mail failed', to: email, err: expect.any(Object) }),
    ]);
  });
});
