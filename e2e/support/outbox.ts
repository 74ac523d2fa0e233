import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** Undoes quoted-printable soft line breaks and escapes so that links can be read from .eml files. */
function decode(content: string): string {
  return content.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}

/** Waits for the newest mail to `email` in the local outbox and returns the first link matching `path`. */
export async function linkFromOutbox(dataDir: string, email: string, path: string): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(outbox).map((name) => join(outbox, name));
        } catch {
          return undefined;
        }
        const mails = files
          .map((file) => ({ file, time: statSync(file).mtimeMs, content: decode(readFileSync(file, 'utf8')) }))
          .filter((mail) => mail.content.includes(email))
          .sort((a, b) => b.time - a.time);
        for (const mail of mails) {
          const match = mail.content.match(new RegExp(`https?://[^\\s"'<>]*${path}\\?token=[A-Za-z0-9_-]+`));
          if (match) {
            link = match[0];
            return link;
          }
        }
        return undefined;
      },
      { message: `a mail to ${email} with a ${path} link`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link as string;
}
