/** Saves `text` as a file through a Blob and an object URL (no server round trip). */
export function downloadTextFile(filename: string, text: string, type = 'text/plain;charset=utf-8'): void {
  const blob = new Blob([text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked a tick later: some browsers still read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL?.(url), 0);
}

export const BACKUP_CODES_FILENAME = 'parcelwatch-backup-codes.txt';

/** The text file users keep: a title, how the codes work, one code a line. */
export function backupCodesText(codes: string[]): string {
  return [
    'Parcelwatch backup codes',
    'Each code can be used once to sign in if you cannot use your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}
