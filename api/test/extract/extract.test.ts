import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { extractFile, extractKind, ExtractionError, htmlToText } from '../../src/extract/index.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pw-extract-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function pdfWithPages(lines: string[][]): Promise<string> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const pageLines of lines) {
    const page = pdf.addPage([612, 792]);
    pageLines.forEach((line, i) => page.drawText(line, { x: 72, y: 720 - i * 18, size: 12, font }));
  }
  const file = path.join(dir, `doc-${Math.random()}.pdf`);
  await writeFile(file, await pdf.save());
  return file;
}

describe('extractFile', () => {
  it('reads the text layer of a PDF page by page, with page positions', async () => {
    const file = await pdfWithPages([
      ['Agenda of the Planning Committee', 'Item 5.1 Rezoning of 123 Main Street East'],
      ['Page two: development charges'],
    ]);
    const result = await extractFile(file, 'application/pdf');
    expect(result.pages).toHaveLength(2);
    expect(result.pages[0]!.text).toContain('Item 5.1 Rezoning of 123 Main Street East');
    expect(result.pages[1]!.text).toContain('development charges');
    for (const page of result.pages) expect(result.text.slice(page.charStart, page.charEnd)).toBe(page.text);
  });

  it('streams text files, with form feeds as page breaks', async () => {
    const file = path.join(dir, 'notes.txt');
    await writeFile(file, 'First page\r\nline two\fSecond page');
    const result = await extractFile(file, 'txt');
    expect(result.pages.map((p) => p.text)).toEqual(['First page\nline two', 'Second page']);
    expect(result.text.slice(result.pages[1]!.charStart, result.pages[1]!.charEnd)).toBe('Second page');
    const capped = await extractFile(file, 'text/plain', { maxChars: 5 });
    expect(capped.text).toBe('First');
  });

  it('keeps the visible text of HTML', async () => {
    expect(
      htmlToText(
        '<html><head><style>p{}</style><script>x()</script></head><body><h1>Item&nbsp;5</h1><p>Main &amp; Elm &#8211; rezoning</p></body></html>',
      ),
    ).toBe('Item 5\nMain & Elm – rezoning');
    const file = path.join(dir, 'page.html');
    await writeFile(file, '<div>One</div><div>Two</div>');
    expect((await extractFile(file, 'text/html')).text).toBe('One\nTwo');
  });

  it('fails with a readable ExtractionError on a damaged file or an unknown type', async () => {
    const broken = path.join(dir, 'broken.pdf');
    await writeFile(broken, '%PDF-1.7\nthis is not really a pdf');
    await expect(extractFile(broken, 'pdf')).rejects.toThrow(ExtractionError);
    await expect(extractFile(broken, 'pdf')).rejects.toThrow(/The PDF file could not be read/);
    await expect(extractFile(broken, 'image/png')).rejects.toThrow('Text cannot be extracted from image/png files.');
  });

  it('knows the kinds by MIME type and extension', () => {
    expect(extractKind('.DOCX')).toBe('docx');
    expect(extractKind('application/msword')).toBe('doc');
    expect(extractKind('text/plain; charset=utf-8')).toBe('txt');
    expect(extractKind('zip')).toBeNull();
  });
});
