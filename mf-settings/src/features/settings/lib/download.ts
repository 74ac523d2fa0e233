/** Saves `text` as a file through a Blob and an object URL (no second server round trip). */
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

export function backupCodesText(codes: string[]): string {
  return [
    'Parcelwatch backup codes',
    'Each code can be used once to sign in if you cannot use your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

