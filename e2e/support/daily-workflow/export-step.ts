// One step of the daily workflow: out of the app. Signed in as the demo user, the alert list is exported to CSV
// (the downloaded file is read: its header row and at least one alert row) and one alert to PDF (the file is opened
// with pdf.js, the text extraction the API uses, and its text holds the alert's title). The downloads go through
// fetch with the session's bearer token (docs/exports.md): the browser's download is the page's Blob.
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';

/** The text of a PDF file, page after page (pdf.js's legacy build, as api/src/extract reads documents). */
export async function pdfText(path: string): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(await readFile(path)), isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

/** A minimal RFC 4180 reader: quoted fields, doubled quotes, CRLF records. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

export interface ExportStepResult {
  csvRows: string[][];
  pdfTitle: string;
  pdfText: string;
}

/**
 * On /alerts as a signed-in member: Export -> CSV, then View on the first alert -> Download PDF. The page must be
 * signed in already (the demo user in the daily-workflow journey).
 */
export async function exportStep(page: Page): Promise<ExportStepResult> {
  await page.goto('/alerts');
  await expect(page.getByTestId('alert-card').first()).toBeVisible({ timeout: 30_000 });

  await page.getByTestId('export-menu').click();
  const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-menu-csv').click()]);
  expect(csvDownload.suggestedFilename()).toMatch(/^parcelwatch-alerts-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvBytes = await readFile((await csvDownload.path())!);
  expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM Excel needs for UTF-8
  const csvRows = parseCsv(csvBytes.toString('utf8').slice(1));
  expect(csvRows[0]!.slice(0, 3)).toEqual(['Alert ID', 'Title', 'Severity']);
  expect(csvRows.length).toBeGreaterThan(1);
  expect(csvRows[1]![0]).toMatch(/^\d+$/);

  const card = page.getByTestId('alert-card').first();
  // The title attribute holds the whole title (the card may cut it to two lines).
  const title = ((await card.getByTestId('alert-card-title').getAttribute('title')) ?? '').trim();
  expect(title).not.toBe('');
  await card.getByRole('button', { name: 'View', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('alert-download-pdf')).toBeVisible({ timeout: 20_000 });
  const [pdfDownload] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByTestId('alert-download-pdf').click(),
  ]);
  expect(pdfDownload.suggestedFilename()).toMatch(/^parcelwatch-alert-\d+\.pdf$/);
  const text = await pdfText((await pdfDownload.path())!);
  expect(text).toContain(title.replace(/\s+/g, ' '));
  return { csvRows, pdfTitle: title, pdfText: text };
}
