/** One line of text on the page: x/y in points from the bottom-left of a US Letter page. */
export interface PdfText {
  text: string;
  x: number;
  y: number;
  size?: number;
  bold?: boolean;
}

/** Typographic characters outside Latin-1 that French text uses, written as their Latin-1 neighbours. */
const TO_LATIN1: Record<string, string> = {
  '\u2019': "'",
  '\u2018': "'",
  '\u2013': '-',
  '\u2014': '-',
  '\u202f': '\u00a0',
};

/** PDF string literal: Latin-1 only (standard fonts), with the three special characters escaped. */
function pdfString(text: string): string {
  const latin1 = Array.from(text, (ch) => TO_LATIN1[ch] ?? ch)
    .map((ch) => (ch.charCodeAt(0) <= 0xff ? ch : '?'))
    .join('');
  return `(${latin1.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[\r\n]/g, ' ')})`;
}

/**
 * A minimal, valid one-page PDF 1.4 with Helvetica text and optional rules (lines). Small enough to write by hand,
 * so invoices need no PDF dependency.
 */
export function renderPdf(
  texts: PdfText[],
  rules: Array<{ x1: number; y1: number; x2: number; y2: number }> = [],
): Buffer {
  const content = [
    ...rules.map((r) => `0.6 G 0.5 w ${r.x1} ${r.y1} m ${r.x2} ${r.y2} l S`),
    ...texts.map((t) => `BT /${t.bold ? 'F2' : 'F1'} ${t.size ?? 11} Tf ${t.x} ${t.y} Td ${pdfString(t.text)} Tj ET`),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
