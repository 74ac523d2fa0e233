const EXTENSIONS: Record<string, string> = {
  'application/pdf': '.pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'application/msword': '.doc',
  'text/plain': '.txt',
  'text/html': '.html',
};

/** Content-Disposition with an ASCII fallback name and the UTF-8 name (RFC 6266); never a path. */
export function contentDisposition(title: string, mimeType: string | null): string {
  const extension = EXTENSIONS[(mimeType ?? '').split(';')[0]!.trim().toLowerCase()] ?? '';
  const base =
    title
      .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 150) || 'document';
  const name = base.toLowerCase().endsWith(extension) ? base : `${base}${extension}`;
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%]/g, '') || `document${extension}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
